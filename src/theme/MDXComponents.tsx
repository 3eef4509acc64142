/** Markdown tables get their own scroll container (src/components/ScrollTable): a wide table never widens the page. */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';

export default {
  ...MDXComponents,
  table: ScrollTable,
};
