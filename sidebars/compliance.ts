import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  complianceSidebar: [
    'guides/build-it-yourself/achieve-compliance/index',
    {
      type: 'category',
      label: 'Core concepts',
      collapsed: false,
      items: [
        'guides/build-it-yourself/achieve-compliance/core-concepts/intro',
        'guides/build-it-yourself/achieve-compliance/core-concepts/recommendation-sections',
      ],
    },
    {
      type: 'category',
      label: 'Production-grade design',
      collapsed: false,
      items: [
        'guides/build-it-yourself/achieve-compliance/production-grade-design/intro',
        'guides/build-it-yourself/achieve-compliance/production-grade-design/identity-and-access-management',
        'guides/build-it-yourself/achieve-compliance/production-grade-design/logging',
        'guides/build-it-yourself/achieve-compliance/production-grade-design/monitoring',
        'guides/build-it-yourself/achieve-compliance/production-grade-design/networking',
        'guides/build-it-yourself/achieve-compliance/production-grade-design/storage',
      ],
    },
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/pre-requisites',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deployment-approach',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/the-cairn-solution',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/create-the-root-account',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/lock-down-the-root-user',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/create-an-iam-user-in-the-root-account',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/lock-down-the-root-account-iam-users',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/prepare-your-infrastructure-live-repository',
        {
          type: 'category',
          label: 'Deploy the landing zone solution',
          collapsed: false,
          items: [
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-root-to-root-account',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-security-to-security-account',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-app-to-logs-account',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-app-to-other-child-accounts',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/use-iam-roles-for-ec2-instances',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/maintain-compliance-by-following-iam-best-practices',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/maintain-compliance-by-following-storage-best-practices',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/maintain-compliance-by-following-logging-best-practices',
            'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/enable-key-rotation-for-kms-keys',
          ],
        },
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/create-vpc-flow-logs',
        'guides/build-it-yourself/achieve-compliance/deployment-walkthrough/manual-steps',
      ],
    },
    'guides/build-it-yourself/achieve-compliance/next-steps',
    'guides/build-it-yourself/achieve-compliance/traceability-matrix',
  ],
} satisfies SidebarsConfig;

export default sidebars;
