/** Markdown of the library data (release changes, migration notes) -> HTML trees, at build time. */
import type { Root } from 'hast';
import { inertMalformedUrls, type LinkContext } from '../../common/markdown-links';

/** Renders `markdown` from the data file `file` (named in warnings). */
export type RenderMarkdown = (markdown: string, file: string) => Root;

/**
 * One processor for every text (the packages are ESM-only, hence the dynamic imports). The text is
 * trusted (written in this repository); raw HTML in it is dropped, not rendered, and a URL that does
 * not parse is made inert with a warning naming the file.
 */
export async function createMarkdownRenderer({ siteUrl, warn }: Omit<LinkContext, 'file'>): Promise<RenderMarkdown> {
  const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkRehype }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-rehype'),
  ]);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  // The month pages and the upgrade planner's data render the same texts: each is rendered (and its
  // links checked) once, and callers share the tree (they serialize it and never change it).
  const rendered = new Map<string, Root>();
  return (markdown, file) => {
    let tree = rendered.get(markdown);
    if (!tree) {
      tree = processor.runSync(processor.parse(markdown)) as Root;
      inertMalformedUrls(tree, { siteUrl, file, warn });
      rendered.set(markdown, tree);
    }
    return tree;
  };
}
