import React, { type ReactNode } from 'react';
import upgradeIndex from '@generated/library/default/upgrade-index.json';
import PageShell from '@site/src/components/PageShell';
import UpgradePlanner from '@site/src/components/UpgradePlanner';
import { upgradePageText } from '@site/src/components/UpgradePlanner/wording';

const { title, description } = upgradePageText;

/** /library/upgrade/: the upgrade planner (src/components/UpgradePlanner), in the site's page shell. */
export default function UpgradePage(): ReactNode {
  return (
    <PageShell
      title={title}
      description={description}
      parents={[{ label: 'Library Reference', href: '/library/reference/' }]}
    >
      <p>
        Choose a repository, or one of its modules or services, then the version your code pins and the version you want
        to reach. The plan walks the releases in between, oldest first: the Terraform and AWS provider versions the new
        code requires, each breaking release with its migration notes, the arguments to rename, remove or start setting,
        then every other change by kind. The address bar holds your choice, so a link to this page shows the same plan
        to a reviewer, and <em>Copy as Markdown</em> turns it into a checklist for a pull request.
      </p>
      <UpgradePlanner index={upgradeIndex} />
    </PageShell>
  );
}
