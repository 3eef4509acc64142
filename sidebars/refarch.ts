import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  refarchSidebar: [
    {
      type: 'category',
      label: 'Overview',
      collapsed: false,
      items: [
        'refarch/whats-this/what-is-a-reference-architecture',
        'refarch/whats-this/understanding-the-deployment-process',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      collapsed: false,
      link: { type: 'doc', id: 'refarch/configuration/index' },
      items: [
        'refarch/configuration/install-required-tools',
        'refarch/configuration/preflight-checks',
        'refarch/configuration/run-the-wizard',
      ],
    },
    {
      type: 'category',
      label: 'Access',
      collapsed: false,
      items: [
        'refarch/access/setup-auth',
        'refarch/access/how-to-auth-aws-web-console',
        'refarch/access/how-to-auth-CLI',
        'refarch/access/how-to-auth-ec2',
        'refarch/access/how-to-auth-vpn',
      ],
    },
    {
      type: 'category',
      label: 'Usage',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Maintain your Reference Architecture',
          collapsed: false,
          items: [
            'refarch/usage/maintain-your-refarch/adding-new-account',
            'refarch/usage/maintain-your-refarch/deploying-your-apps',
            'refarch/usage/maintain-your-refarch/extending',
            'refarch/usage/maintain-your-refarch/monitoring',
            'refarch/usage/maintain-your-refarch/staying-up-to-date',
            'refarch/usage/maintain-your-refarch/undeploying',
          ],
        },
        'refarch/usage/pipelines-integration',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
