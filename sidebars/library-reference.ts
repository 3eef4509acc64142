import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  // The module and service reference pages join this sidebar, grouped by repository and category.
  libraryRefSidebars: [{ type: 'doc', id: 'library/reference/index', label: 'Find a module' }],
} satisfies SidebarsConfig;

export default sidebars;
