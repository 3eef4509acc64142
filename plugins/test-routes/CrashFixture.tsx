import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

declare global {
  interface Window {
    /** Set to 'recovered' by a test before it presses 'Try again'. */
    cairnCrashFixture?: string;
  }
}

function Crasher(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && window.cairnCrashFixture !== 'recovered') {
    throw new Error('Fixture page failed to render', {
      cause: new Error('Fixture data was malformed', { cause: new Error('Root cause: fixture switch is on') }),
    });
  }
  return <p data-testid="crash-fixture-ok">The fixture page rendered.</p>;
}

export default function CrashFixture(): ReactNode {
  return (
    <Layout title="Crash fixture" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash fixture</h1>
        <Crasher />
      </main>
    </Layout>
  );
}
