import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  faqSidebars: [
    'faq/ref-arch-predeployment',
    {
      type: 'category',
      label: 'All FAQs',
      link: { type: 'doc', id: 'faq/index' },
      collapsed: false,
      items: [
        'faq/ref-arch',
        'faq/devops-general',
        'faq/iac-general',
        'faq/terracairn',
        'faq/service-catalog',
        'faq/pipelines',
        'faq/eks',
        'faq/cairntest',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
