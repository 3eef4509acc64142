/** Markdown of the library data (release changes, migration notes) -> HTML trees, at build time. */
import type { Root } from 'hast';
import { addCodeTokens } from '../client-bundle/prism/rehype-code-tokens';

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
  return (markdown) => {
    const tree = processor.runSync(processor.parse(markdown)) as Root;
    // Fenced code is highlighted from tokens written here, like the docs' (plugins/shared/HtmlTree.tsx).
    addCodeTokens(tree);
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
