import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  terraform11: [
    'guides/stay-up-to-date/terraform/terraform-1.1/index',
    'guides/stay-up-to-date/terraform/terraform-1.1/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-1-x',
        'guides/stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-2-update-references-to-the-cairn-infrastructure-as-code-library',
      ],
    },
  ],
  terraform1x: [
    'guides/stay-up-to-date/terraform/terraform-1.x/index',
    'guides/stay-up-to-date/terraform/terraform-1.x/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/terraform/terraform-1.x/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-15',
        'guides/stay-up-to-date/terraform/terraform-1.x/deployment-walkthrough/step-2-update-references-to-the-cairn-infrastructure-as-code-library',
      ],
    },
  ],
  terraform12: [
    'guides/stay-up-to-date/terraform/terraform-12/index',
    'guides/stay-up-to-date/terraform/terraform-12/deployment-walkthrough',
    'guides/stay-up-to-date/terraform/terraform-12/version-compatibility-table',
  ],
  terraform13: [
    'guides/stay-up-to-date/terraform/terraform-13/index',
    'guides/stay-up-to-date/terraform/terraform-13/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-12',
        'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-2-update-your-code-to-be-compatible-with-terraform-0-13',
        'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-3-update-references-to-the-cairn-infrastructure-as-code-library',
        'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-4-update-provider-sources',
        'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/updating-the-cairn-reference-architecture-to-terraform-0-13',
      ],
    },
  ],
  terraform14: [
    'guides/stay-up-to-date/terraform/terraform-14/index',
    'guides/stay-up-to-date/terraform/terraform-14/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-13',
        'guides/stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-2-update-your-code-to-be-compatible-with-terraform-0-14',
        'guides/stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-3-update-references-to-the-cairn-infrastructure-as-code-library',
        'guides/stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-4-start-using-lock-files',
      ],
    },
  ],
  terraform15: [
    'guides/stay-up-to-date/terraform/terraform-15/index',
    'guides/stay-up-to-date/terraform/terraform-15/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/terraform/terraform-15/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-14',
        'guides/stay-up-to-date/terraform/terraform-15/deployment-walkthrough/step-2-update-your-code-to-be-compatible-with-terraform-0-15',
        'guides/stay-up-to-date/terraform/terraform-15/deployment-walkthrough/step-3-update-references-to-the-cairn-infrastructure-as-code-library',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
