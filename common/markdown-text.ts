/**
 * Markdown as plain text, for meta descriptions and feeds: knowledge-base posts and the library's
 * release notes. The text is parsed as markdown (CommonMark with GitHub's extensions), so words stay
 * as written (`num_nat_gateways`, `vpc-app`), link and image text is kept, and code blocks and raw
 * HTML are left out.
 */
import type { Nodes } from 'mdast';

export type PlainText = (markdown: string) => string;

/** Nodes whose children are inline text: joined without a space. */
const inlineParents = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      return ' ';
    case 'code':
    case 'html':
    case 'definition':
    case 'footnoteDefinition':
      return ' ';
    default:
      return 'children' in node
        ? node.children.map((child) => textOf(child as Nodes)).join(inlineParents.has(node.type) ? '' : ' ')
        : '';
  }
}

/** A markdown-to-text function (the parser packages are ESM-only, hence the dynamic imports). */
export async function createPlainText(): Promise<PlainText> {
  const [{ unified }, { default: remarkParse }, { default: remarkGfm }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
  ]);
  const processor = unified().use(remarkParse).use(remarkGfm);
  return (markdown) =>
    textOf(processor.parse(markdown) as Nodes)
      .replace(/\s+/g, ' ')
      .trim();
}

/** The text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
