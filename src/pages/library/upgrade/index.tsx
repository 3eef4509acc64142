import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import upgradeIndex from '@generated/library/default/upgrade-index.json';
import UpgradePlanner from '@site/src/components/UpgradePlanner';
import { upgradePageText } from '@site/src/components/UpgradePlanner/wording';

const { title, description } = upgradePageText;

/** /library/upgrade/: the upgrade planner (src/components/UpgradePlanner). */
export default function UpgradePage(): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg text-links">
        <nav aria-label="Breadcrumbs" className="margin-bottom--sm">
          <Link to="/library/reference/">Library reference</Link> › {title}
        </nav>
        <Heading as="h1">{title}</Heading>
        <p>
          Choose a repository, or one of its modules or services, then the version your code pins and the version you
          want to reach. The plan walks the releases in between, oldest first: the Terraform and AWS provider versions
          the new code requires, each breaking release with its migration notes, the arguments to rename, remove or
          start setting, then every other change by kind. The address bar holds your choice, so a link to this page
          shows the same plan to a reviewer, and <em>Copy as Markdown</em> turns it into a checklist for a pull request.
        </p>
        <UpgradePlanner index={upgradeIndex} />
      </main>
    </Layout>
  );
}
