import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  introSidebar: [
    'intro/index',
    'intro/overview/intro-to-cairn',
    'intro/overview/what-we-provide',
    'intro/overview/what-you-provide',
    'intro/overview/prerequisites',
    'intro/overview/getting-started',
  ],
  librarySidebars: [
    {
      type: 'category',
      label: 'Overview',
      collapsed: false,
      link: { type: 'doc', id: 'library/overview/index' },
      items: ['library/overview/modules', 'library/overview/services'],
    },
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'library/getting-started/setting-up',
        'library/getting-started/accessing-the-code',
        'library/getting-started/deploying-a-module',
      ],
    },
    {
      type: 'category',
      label: 'Usage',
      collapsed: false,
      items: [
        'library/usage/using-the-library',
        'library/usage/customizing-modules',
        'library/usage/composing-your-own-service',
        'library/usage/contributing',
        'library/usage/self-hosting',
        'library/usage/tfc-integration',
      ],
    },
    {
      type: 'category',
      label: 'Stay up to date',
      collapsed: false,
      items: [
        'library/stay-up-to-date/versioning',
        'library/stay-up-to-date/updating',
        'library/stay-up-to-date/kubernetes-versions',
      ],
    },
    {
      type: 'category',
      label: 'Tools',
      collapsed: false,
      items: ['library/tools/terracairn-cli'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
