/** Markdown of the library data (release changes, migration notes) -> HTML trees, at build time. */
import type { Root } from 'hast';
import { inertMalformedUrls, type LinkContext } from '../../common/markdown-links';
import { addCodeTokens } from '../../common/code-tokens/rehype-code-tokens';
import type { TwinCache } from '../llms/cache';

/** Renders `markdown` from the data file `file` (named in warnings). */
export type RenderMarkdown = (markdown: string, file: string) => Root;

export interface RendererOptions extends Omit<LinkContext, 'file'> {
  /** Trees kept by earlier builds (cache.ts); the caller saves it once done. None in tests. */
  cache?: TwinCache;
}

/**
 * Deletes the source positions of a tree's nodes. Nothing reads them once the links are checked,
 * and the trees are the month pages' data: the 85 months' data files were 3.7 MB raw and 425 KB
 * gzip with positions, 1.7 MB and 266 KB without.
 */
export function removePositions(node: object): void {
  Reflect.deleteProperty(node, 'position');
  const children = (node as { children?: unknown }).children;
  if (Array.isArray(children))
    for (const child of children) if (child && typeof child === 'object') removePositions(child);
}

/**
 * One processor for every text (the packages are ESM-only, hence the dynamic imports). The text is
 * trusted (written in this repository); raw HTML in it is dropped, not rendered, and a URL that does
 * not parse is made inert with a warning naming the file. A text rendered without a warning is kept
 * in `cache`; one that warns is rendered by every build, so that its warning is given every time.
 */
export async function createMarkdownRenderer({ siteUrl, warn, cache }: RendererOptions): Promise<RenderMarkdown> {
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
      const parts = ['html', siteUrl, markdown];
      tree = cache?.get<Root>(parts);
      if (!tree) {
        let warned = false;
        tree = processor.runSync(processor.parse(markdown)) as Root;
        inertMalformedUrls(tree, {
          siteUrl,
          file,
          warn: (message) => {
            warned = true;
            warn(message);
          },
        });
        removePositions(tree);
        if (!warned) cache?.set(parts, tree);
      }
      rendered.set(markdown, tree);
    }
    return tree;
  };
}

/**
 * The same renderer, with each fenced code block's tokens written on it, for the month pages: their
 * code shows through the theme's CodeBlock (common/html-tree/HtmlTree.tsx), highlighted like the
 * docs' without Prism on the page. Each tree is a copy, so the shared one (which the upgrade
 * planner's data serializes to HTML) stays without tokens.
 */
export function withCodeTokens(render: RenderMarkdown): RenderMarkdown {
  const done = new Map<Root, Root>();
  return (markdown, file) => {
    const tree = render(markdown, file);
    let tokenized = done.get(tree);
    if (!tokenized) {
      tokenized = structuredClone(tree);
      addCodeTokens(tokenized);
      done.set(tree, tokenized);
    }
    return tokenized;
  };
}
