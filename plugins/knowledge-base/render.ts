/**
 * Community markdown -> a sanitised HTML tree, at build time. Discussion bodies are untrusted:
 * raw HTML is parsed and then cleaned with GitHub's sanitisation schema (no script, iframe, style,
 * event handlers or javascript:/data: URLs); external links get rel="nofollow noopener noreferrer";
 * images load lazily; headings are demoted below the page's own.
 */
import type { Root, Element } from 'hast';
import { addCodeTokens } from '../client-bundle/prism/rehype-code-tokens';

export type HastRoot = Root;

const siteHost = 'cairn.example';

export async function renderDiscussionMarkdown(markdown: string): Promise<HastRoot> {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkGfm },
    { default: remarkRehype },
    { default: rehypeRaw },
    sanitize,
    { visit },
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-rehype'),
    import('rehype-raw'),
    import('rehype-sanitize'),
    import('unist-util-visit'),
  ]);
  const schema = {
    ...sanitize.defaultSchema,
    // No `user-content-` prefixes: ids are dropped, the page's own headings carry the anchors.
    clobberPrefix: '',
    // Dropped with their content (the default keeps the text of unknown elements).
    strip: ['script', 'style', 'iframe', 'noscript', 'template', 'textarea'],
    attributes: {
      ...sanitize.defaultSchema.attributes,
      '*': (sanitize.defaultSchema.attributes?.['*'] ?? []).filter((a) => a !== 'id'),
    },
  };
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(sanitize.default, schema)
    .use(() => (tree: Root) => {
      visit(tree, 'element', (node: Element) => {
        const heading = /^h([1-6])$/.exec(node.tagName);
        if (heading) node.tagName = `h${Math.min(6, Number(heading[1]) + 2)}`;
        if (node.tagName === 'a' && typeof node.properties.href === 'string') {
          const href = node.properties.href;
          if (/^https?:\/\//i.test(href) && !new URL(href).hostname.endsWith(siteHost)) {
            node.properties.rel = ['nofollow', 'noopener', 'noreferrer'];
            node.properties.target = '_blank';
          }
        }
        if (node.tagName === 'img') node.properties.loading = 'lazy';
      });
      // After sanitising: the tokens are the build's own, written for the code blocks of plugins/shared/HtmlTree.tsx.
      addCodeTokens(tree);
      // Source positions are of no use to the page, and were about a third of each post's data.
      removePositions(tree);
    });
  return (await processor.run(processor.parse(markdown))) as Root;
}

/** Drops the `position` of every node: line and column numbers in the markdown source. */
function removePositions(node: Root | Root['children'][number]): void {
  delete node.position;
  if ('children' in node) for (const child of node.children) removePositions(child);
}

/** Plain text of a markdown body, for meta descriptions. */
export function summarize(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#>*_~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
