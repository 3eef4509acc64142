import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  pipelinesSidebars: [
    'pipelines/overview',
    'pipelines/how-it-works',
    'pipelines/tutorial',
    {
      type: 'category',
      label: 'Maintain',
      collapsed: false,
      items: ['pipelines/maintain/updating', 'pipelines/maintain/extending'],
    },
  ],
  patcherSidebars: [
    'patcher/index',
    'patcher/update-strategies',
    {
      type: 'category',
      label: 'Running Patcher',
      collapsed: false,
      items: ['patcher/running-patcher/report', 'patcher/running-patcher/update', 'patcher/running-patcher/upgrade'],
    },
    'patcher/telemetry',
  ],
  developerPortalSidebars: [
    'developer-portal/create-account',
    'developer-portal/invite-team',
    'developer-portal/link-github-id',
  ],
  landingZoneSidebars: ['landing-zone'],
} satisfies SidebarsConfig;

export default sidebars;
