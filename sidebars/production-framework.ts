import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  productionFrameworkSidebar: [
    'guides/production-framework/index',
    {
      type: 'category',
      label: 'Ingredients',
      collapsed: false,
      link: { type: 'doc', id: 'guides/production-framework/ingredients/index' },
      items: [
        {
          type: 'category',
          label: 'Service catalog',
          link: { type: 'doc', id: 'guides/production-framework/ingredients/service-catalog/index' },
          items: [
            'guides/production-framework/ingredients/service-catalog/modern-service-catalog',
            'guides/production-framework/ingredients/service-catalog/infrastructure-templates',
            'guides/production-framework/ingredients/service-catalog/application-templates',
          ],
        },
        {
          type: 'category',
          label: 'Landing zone',
          link: { type: 'doc', id: 'guides/production-framework/ingredients/landing-zone/index' },
          items: [
            'guides/production-framework/ingredients/landing-zone/what-landing-zone-should-include',
            'guides/production-framework/ingredients/landing-zone/account-vending-machine',
          ],
        },
        {
          type: 'category',
          label: 'CI/CD pipeline',
          link: { type: 'doc', id: 'guides/production-framework/ingredients/ci-cd-pipeline/index' },
          items: [
            'guides/production-framework/ingredients/ci-cd-pipeline/ci-cd-features',
            'guides/production-framework/ingredients/ci-cd-pipeline/ci-cd-only-path-to-prod',
          ],
        },
        {
          type: 'category',
          label: 'Self-service',
          link: { type: 'doc', id: 'guides/production-framework/ingredients/self-service/index' },
          items: [
            'guides/production-framework/ingredients/self-service/how-self-service-should-work',
            'guides/production-framework/ingredients/self-service/common-self-service-use-cases',
          ],
        },
        {
          type: 'category',
          label: 'Automatic updates',
          link: { type: 'doc', id: 'guides/production-framework/ingredients/automatic-updates/index' },
          items: [
            'guides/production-framework/ingredients/automatic-updates/how-auto-update-should-work',
            'guides/production-framework/ingredients/automatic-updates/auto-update-features',
          ],
        },
        'guides/production-framework/ingredients/other-ingredients',
      ],
    },
    {
      type: 'category',
      label: 'Recipes',
      collapsed: false,
      link: { type: 'doc', id: 'guides/production-framework/recipes/index' },
      items: [
        'guides/production-framework/recipes/dev-team-experience',
        'guides/production-framework/recipes/ops-team-experience',
      ],
    },
    'guides/production-framework/cairn-solutions',
  ],
} satisfies SidebarsConfig;

export default sidebars;
