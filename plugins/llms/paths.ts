/**
 * Where the Markdown twin of a page lives: the page's path without its trailing slash, plus `.md`
 * (`/library/overview/` -> `/library/overview.md`; the home page -> `/index.md`). Shared by the
 * build (plugins/llms) and the browser (src/components/CopyPage), so both name the same file.
 * No Node or browser imports.
 */

export function twinPath(routePath: string): string {
  const trimmed = routePath.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The site-wide files for language models (llmstxt.org), next to the twins. */
export const llmsIndexPath = '/llms.txt';
export const llmsFullPath = '/llms-full.txt';
export const llmsAreaFullPath = (areaId: string) => `/llms-full/${areaId}.txt`;

/** The plugin of the search page, whose twin says how to search rather than copying the page. */
export const searchPagePlugin = 'docusaurus-theme-search-algolia';

/** The plugins whose pages the build writes twins from, by the name Docusaurus gives them. */
export const twinSources = {
  docs: 'docusaurus-plugin-content-docs',
  pages: 'docusaurus-plugin-content-pages',
  library: 'library',
  knowledgeBase: 'knowledge-base',
  search: searchPagePlugin,
} as const;
