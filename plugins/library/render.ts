/** Markdown of the library data (release changes, migration notes) -> HTML trees, at build time. */
import type { Root } from 'hast';

export type RenderMarkdown = (markdown: string) => Root;

/**
 * One processor for every text (the packages are ESM-only, hence the dynamic imports). The text is
 * trusted (written in this repository); raw HTML in it is dropped, not rendered.
 */
export async function createMarkdownRenderer(): Promise<RenderMarkdown> {
  const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkRehype }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-rehype'),
  ]);
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  // The month pages and the upgrade planner's data render the same texts: each is rendered once,
  // and callers share the tree (they serialize it and never change it).
  const rendered = new Map<string, Root>();
  return (markdown) => {
    let tree = rendered.get(markdown);
    if (!tree) {
      tree = processor.runSync(processor.parse(markdown)) as Root;
      rendered.set(markdown, tree);
    }
    return tree;
  };
}

/** The text without markdown syntax, for feeds and descriptions. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
