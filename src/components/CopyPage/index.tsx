/**
 * The page's Markdown twin (plugins/llms), offered next to its title: a 'Copy page' button that
 * copies the twin to the clipboard, and a 'View as Markdown' link; plus the head's
 * `<link rel="alternate" type="text/markdown">`. Rendered after every page's h1 (src/theme/Heading),
 * so it is in every page's first load, where the budgets leave it a few hundred bytes: the markup
 * and nothing else. The work (fetching the twin, the clipboard, the status message, the fallback
 * when the clipboard is refused) loads on the first click (./copy.tsx) and writes into the status
 * element and after it, which React renders empty and never updates.
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useRouteMatch } from 'react-router-dom';
import { twinPath } from '@site/plugins/llms/paths';

function CopyControl({ href }: { href: string }): ReactNode {
  return (
    <nav aria-label="Page as Markdown" className="margin-bottom--md">
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={(e) => {
          const button = e.currentTarget;
          // If the copy code cannot load (offline, or a newer deploy), the twin opens instead.
          import('./copy').then(
            (m) => m.copyPage(href, button),
            () => window.location.assign(href),
          );
        }}
      >
        Copy page
      </button>{' '}
      <a href={href}>View as Markdown</a> <span role="status" />
    </nav>
  );
}

/**
 * After a page's h1: the twin's head link, and the copy control (but in the home page's hero).
 * The build writes a twin for every route, so a route matched exactly has one (the Not Found page
 * renders inside the docs' layout route, or as the catch-all `*`), named after the route's own
 * spelling, whatever letter case the address used.
 */
export default function PageMarkdown(): ReactNode {
  const match = useRouteMatch();
  if (!match?.isExact || match.path === '*') return null;
  const href = twinPath(match.path);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      {match.path !== '/' && <CopyControl key={href} href={href} />}
    </>
  );
}
