import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  cis130: [
    'guides/stay-up-to-date/cis/cis-1.3.0/index',
    'guides/stay-up-to-date/cis/cis-1.3.0/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/cis/cis-1.3.0/deployment-walkthrough/step-1-update-references-to-the-cairn-infrastructure-as-code-library',
        'guides/stay-up-to-date/cis/cis-1.3.0/deployment-walkthrough/step-2-manual-steps',
        'guides/stay-up-to-date/cis/cis-1.3.0/deployment-walkthrough/step-3-deploy-new-modules',
      ],
    },
    'guides/stay-up-to-date/cis/cis-1.3.0/finally',
  ],
  cis140: [
    'guides/stay-up-to-date/cis/cis-1.4.0/index',
    'guides/stay-up-to-date/cis/cis-1.4.0/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/cis/cis-1.4.0/deployment-walkthrough/step-1-update-references-to-the-cairn-infrastructure-as-code-library',
        'guides/stay-up-to-date/cis/cis-1.4.0/deployment-walkthrough/step-2-update-the-account-baseline-modules',
        'guides/stay-up-to-date/cis/cis-1.4.0/deployment-walkthrough/step-3-manual-steps',
      ],
    },
    'guides/stay-up-to-date/cis/cis-1.4.0/finally',
  ],
  cis150: [
    'guides/stay-up-to-date/cis/cis-1.5.0/index',
    'guides/stay-up-to-date/cis/cis-1.5.0/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-1-check-your-live-infrastructure-is-cis-v1.4-compliant',
        'guides/stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-2-update-references-to-the-cairn-infrastructure-as-code-library',
        'guides/stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-3-update-the-account-baseline-modules',
        'guides/stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-4-verify-the-code-changes',
        'guides/stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-5-check-your-live-infrastructure-is-cis-v1.5-compliant',
      ],
    },
    'guides/stay-up-to-date/cis/cis-1.5.0/finally',
  ],
  dryRefArch: [
    'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/index',
    'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/intro',
        'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/refactoring-common-configurations-for-a-component',
        'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/optional-even-dryer-configuration',
        'guides/stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/update-to-the-service-catalog-based-reference-architecture',
      ],
    },
  ],
  terraformServiceProviderV3: [
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/index',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/core-concepts',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/deployment-walkthrough',
  ],
  terraformServiceProviderV4: [
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/index',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/core-concepts',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/deployment-walkthrough',
  ],
  terraformServiceProviderV5: [
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v5/index',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v5/core-concepts',
    'guides/stay-up-to-date/terraform/how-to-update-to-aws-provider-v5/deployment-walkthrough',
  ],
} satisfies SidebarsConfig;

export default sidebars;
