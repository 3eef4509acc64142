/**
 * Community markdown -> a sanitised HTML tree, at build time. Discussion bodies are untrusted:
 * raw HTML is parsed and then cleaned with GitHub's sanitisation schema (no script, iframe, style,
 * event handlers or javascript:/data: URLs); a URL that does not parse is made inert with a warning
 * naming the file; links to other hosts than the site's get rel="nofollow noopener noreferrer";
 * images load lazily; headings are demoted below the page's own.
 */
import type { Root, Element } from 'hast';
import { addCodeTokens } from '../../common/code-tokens/rehype-code-tokens';
import { inertMalformedUrls, isSiteHost, parseUrl, type LinkContext } from '../../common/markdown-links';

export type HastRoot = Root;

/** Where a discussion's markdown comes from and goes: the site it links from, its data file, where warnings go. */
export type DiscussionContext = LinkContext;

/** Whether a link leaves the site: an http(s) URL on another host than the site's (subdomains are the site's). */
export function isExternalLink(href: string, siteUrl: string): boolean {
  const url = parseUrl(href, siteUrl);
  if (!url || !/^https?:$/.test(url.protocol)) return false;
  return !isSiteHost(url.hostname, new URL(siteUrl).hostname);
}

/** Renders one discussion's markdown; made once per build by `createDiscussionRenderer`. */
export type DiscussionRenderer = (markdown: string, context: DiscussionContext) => HastRoot;

/**
 * Loads the markdown libraries once and returns a renderer that reuses one frozen processor: the
 * knowledge base renders thousands of posts, and building a processor (or resolving its modules)
 * per post cost more than the parsing itself. Each call's context travels in its file's data.
 */
export async function createDiscussionRenderer(): Promise<DiscussionRenderer> {
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
      // No ids (see above); no `action`: a form target has no place in a post, whatever its URL.
      '*': (sanitize.defaultSchema.attributes?.['*'] ?? []).filter((a) => a !== 'id' && a !== 'action'),
      // No `srcset`: the schema checks no scheme in it, so `javascript:` and `data:` URLs passed.
      source: [],
    },
  };
  const contextKey = 'cairnDiscussionContext';
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(sanitize.default, schema)
    .use(() => (tree: Root, file) => {
      const context = file.data[contextKey] as DiscussionContext;
      // First: every rule below may then parse the URLs it reads.
      inertMalformedUrls(tree, context);
      visit(tree, 'element', (node: Element) => {
        const heading = /^h([1-6])$/.exec(node.tagName);
        if (heading) node.tagName = `h${Math.min(6, Number(heading[1]) + 2)}`;
        const { href } = node.properties;
        if (node.tagName === 'a' && typeof href === 'string' && isExternalLink(href, context.siteUrl)) {
          node.properties.rel = ['nofollow', 'noopener', 'noreferrer'];
          node.properties.target = '_blank';
        }
        if (node.tagName === 'img') node.properties.loading = 'lazy';
      });
      // After sanitising: the tokens are the build's own, written for the code blocks of common/html-tree/HtmlTree.tsx.
      addCodeTokens(tree);
      // Source positions are of no use to the page, and were about a third of each post's data.
      removePositions(tree);
    })
    .freeze();
  return (markdown, context) => {
    const file = { value: markdown, data: { [contextKey]: context } };
    return processor.runSync(processor.parse(markdown), file) as Root;
  };
}

let shared: Promise<DiscussionRenderer> | undefined;

/** One discussion's markdown as a sanitised tree (the shared renderer, made on first use). */
export async function renderDiscussionMarkdown(markdown: string, context: DiscussionContext): Promise<HastRoot> {
  shared ??= createDiscussionRenderer();
  return (await shared)(markdown, context);
}

/** Drops the `position` of every node: line and column numbers in the markdown source. */
function removePositions(node: Root | Root['children'][number]): void {
  delete node.position;
  if ('children' in node) for (const child of node.children) removePositions(child);
}
