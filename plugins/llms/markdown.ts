/**
 * Page sources -> the clean CommonMark/GFM of a Markdown twin, on mdast:
 * - parsing as Docusaurus parses each format (front matter, directives, GFM; MDX syntax for .mdx);
 * - `toTwinTree` removes what only the site's renderer understands: front matter, MDX imports and
 *   exports, JSX (each component the pages use has a Markdown form; any other stops the build),
 *   admonition directives (written as blockquotes), heading ids (`{#id}`), highlight comments in
 *   code, and the styled spans of the generated reference header; images become links;
 * - `resolveLinks` makes every link and definition absolute through the caller's resolver;
 * - `stringify` writes GFM (tables, strikethrough) and fails on any node that has no Markdown form.
 */
import type { BlockContent, Code, Definition, Heading, Link, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import type { PluggableList } from 'unified';
import { TwinCache, withoutPositions } from './cache';
import { list, paragraph, text } from './mdast';

export type SourceFormat = 'md' | 'mdx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Turns one JSX element into Markdown nodes (flow content for a flow element, phrasing for text). */
export type ComponentHandler = (element: JsxElement, helpers: ComponentHelpers) => RootContent[];

export interface ComponentHelpers {
  /** A string attribute's value; `true` for an attribute written without a value; undefined when absent. */
  attribute(element: JsxElement, name: string): string | true | undefined;
  /** The element's children, already turned into Markdown nodes. */
  children(element: JsxElement): RootContent[];
}

export interface TwinTreeOptions {
  /** The source file, for error messages. */
  file: string;
  /** Markdown forms of the JSX components this page may use, by component name. */
  components: Readonly<Record<string, ComponentHandler>>;
}

export class TwinSourceError extends Error {
  constructor(file: string, node: Nodes, problem: string) {
    const at = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
    super(`Markdown twin of ${file}${at}: ${problem}`);
    this.name = 'TwinSourceError';
  }
}

/** Docusaurus's admonition keywords and the label a twin's blockquote starts with. */
export const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** A comment line that only marks highlighted lines (the theme removes it from the rendered block). */
const magicComment = /^\s*(?:\/\/|#|\/\*|<!--|\{\/\*)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** A heading's explicit id, `{#id}` (written `\{#id}` in MDX), at the end of its text. */
const headingId = /\s*\{#[^}\s]+\}\s*$/;

/** An image as the twin writes it: a link to the image, named by its alt text. */
const imageLink = (url: string, alt: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(`Image: ${alt}`.trim())],
});

/** Phrasing node types: what may stand inside a paragraph, heading or table cell. */
const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);
export const isPhrasing = (node: RootContent): node is PhrasingContent => phrasingTypes.has(node.type);

/** Plain text of phrasing content, as a browser shows it. */
export function plainText(nodes: readonly Nodes[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'text' || n.type === 'inlineCode') return n.value;
      if (n.type === 'break') return ' ';
      if (n.type === 'image') return n.alt ?? '';
      return 'children' in n ? plainText(n.children as Nodes[]) : '';
    })
    .join('');
}

function jsxAttribute(element: JsxElement, name: string): string | true | undefined {
  const attribute = element.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  // `{...}` attribute values: only a plain string literal has a static Markdown form.
  const literal = stringLiteral(attribute.value.data?.estree);
  return literal ?? undefined;
}

interface EstreeLike {
  body?: { type: string; expression?: { type: string; value?: unknown } }[];
}

/** The value of a program that is one string literal (`{'text'}`), or undefined. */
function stringLiteral(program: EstreeLike | null | undefined): string | undefined {
  const body = program?.body ?? [];
  if (body.length !== 1 || body[0].type !== 'ExpressionStatement') return undefined;
  const expression = body[0].expression;
  return expression?.type === 'Literal' && typeof expression.value === 'string' ? expression.value : undefined;
}

/** Built-in Markdown forms: the theme's CodeBlock and the HTML elements pages write in JSX. */
const builtInComponents: Record<string, ComponentHandler> = {
  CodeBlock(element, helpers) {
    const language = helpers.attribute(element, 'language');
    const title = helpers.attribute(element, 'title');
    const value = plainText(helpers.children(element)).replace(/\n$/, '');
    const code: Code = {
      type: 'code',
      lang: typeof language === 'string' ? language : null,
      meta: typeof title === 'string' ? `title=${JSON.stringify(title)}` : null,
      value,
    };
    return [code];
  },
  img(element, helpers) {
    const src = helpers.attribute(element, 'src');
    const alt = helpers.attribute(element, 'alt');
    if (typeof src !== 'string') return [];
    return [imageLink(src, typeof alt === 'string' ? alt : '')];
  },
};

function wrapFlow(nodes: RootContent[]): RootContent[] {
  // Phrasing left at flow level (an inline element unwrapped at the top) goes into a paragraph.
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.length) out.push(paragraph(run));
    run = [];
  };
  for (const n of nodes) {
    if (isPhrasing(n)) run.push(n);
    else {
      flush();
      out.push(n);
    }
  }
  flush();
  return out;
}

/**
 * The twin's tree of a parsed page source. Returns the content title (a level-1 heading that opens
 * the page, which the page shows as its h1) separately, removed from the body.
 */
export function toTwinTree(tree: Root, options: TwinTreeOptions): { title: PhrasingContent[] | null; body: Root } {
  const components = { ...builtInComponents, ...options.components };
  const fail = (node: Nodes, problem: string): never => {
    throw new TwinSourceError(options.file, node, problem);
  };

  const helpers: ComponentHelpers = {
    attribute: jsxAttribute,
    children: (element) => transformChildren(element.children as RootContent[], element),
  };

  const transformChildren = (children: readonly RootContent[], parent: Nodes): RootContent[] =>
    children.flatMap((child) => transform(child, parent));

  function transform(node: RootContent, parent: Nodes): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return expression(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const handler = components[name];
        if (handler) return wrapIfFlow(node, handler(node, helpers));
        // Lowercase names are HTML elements: their content is what the reader sees.
        if (/^[a-z]/.test(name) || name === '') return wrapIfFlow(node, helpers.children(node));
        return fail(
          node,
          `<${name}> has no Markdown form; add one to the components of plugins/llms (see its README section)`,
        );
      }
      case 'containerDirective':
        return admonition(node);
      case 'leafDirective':
        return [paragraph(phrasingOf(transformChildren(node.children, node)))];
      case 'textDirective':
        return textDirective(node);
      case 'heading':
        return [heading(node)];
      case 'code':
        return [code(node)];
      case 'html':
        // Raw HTML (community posts) stays as literal text: nothing is lost, nothing renders.
        return [text(node.value)];
      case 'image':
        // In a link, an image's alt text is the link's text.
        if (parent.type === 'link') return [text(node.alt ?? '')];
        return [imageLink(node.url, node.alt ?? '')];
      case 'emphasis':
      case 'strong': {
        const children = phrasingOf(transformChildren(node.children, node));
        // A styled span of the generated header is not emphasis; a styled strong (the version badge) stays strong.
        if (node.data?.hName === 'span' && node.type === 'emphasis') return children;
        return [{ type: node.type, children }];
      }
      case 'paragraph': {
        // A paragraph rendered as a block of separate facts (the reference header): one list item each.
        if (node.data?.hName === 'div' && node.children.every((c) => c.data?.hName === 'span')) {
          return [list(node.children.map((c) => phrasingOf(transform(c, node))))];
        }
        return [paragraph(phrasingOf(transformChildren(node.children, node)))];
      }
      default: {
        if ('children' in node) {
          const copy = { ...node, children: transformChildren(node.children as RootContent[], node) } as RootContent;
          delete copy.data;
          return [copy];
        }
        const copy = { ...node };
        delete copy.data;
        return [copy];
      }
    }
  }

  /** Inline content only: flow nodes produced inside phrasing (not expected) stop the build. */
  function phrasingOf(nodes: RootContent[]): PhrasingContent[] {
    return nodes.map((n) => (isPhrasing(n) ? n : fail(n, `a ${n.type} cannot stand inside a line of text`)));
  }

  function wrapIfFlow(node: JsxElement, nodes: RootContent[]): RootContent[] {
    return node.type === 'mdxJsxFlowElement' ? wrapFlow(nodes) : nodes;
  }

  function expression(node: MdxFlowExpression | MdxTextExpression): RootContent[] {
    const program = node.data?.estree as EstreeLike | null | undefined;
    // `{/* comment */}` is a program without statements.
    if (program && (program.body ?? []).length === 0) return [];
    const literal = stringLiteral(program);
    if (literal === undefined) return fail(node, `the expression {${node.value}} has no static Markdown form`);
    return node.type === 'mdxFlowExpression' ? [paragraph([text(literal)])] : [text(literal)];
  }

  function admonition(node: ContainerDirective): RootContent[] {
    const label = admonitionLabels[node.name];
    const [first, ...rest] = node.children;
    const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const body = transformChildren(hasTitle ? rest : node.children, node);
    if (!label) return body; // An unknown directive shows its content (Docusaurus leaves it unhandled).
    const lead: PhrasingContent = {
      type: 'strong',
      children: [text(hasTitle ? `${label}: ${plainText(first.children)}` : `${label}:`)],
    };
    const [head, ...tail] = body;
    const children: BlockContent[] =
      head?.type === 'paragraph'
        ? [paragraph([lead, text(' '), ...head.children]), ...(tail as BlockContent[])]
        : [paragraph([lead]), ...(body as BlockContent[])];
    return [{ type: 'blockquote', children }];
  }

  function textDirective(node: TextDirective): RootContent[] {
    // As Docusaurus renders an unused directive: `:name` alone, or its label.
    const simple = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
    return simple ? [text(`:${node.name}`)] : transformChildren(node.children, node);
  }

  function heading(node: Heading): Heading {
    const children = phrasingOf(transformChildren(node.children, node));
    const last = children[children.length - 1];
    if (last?.type === 'text') {
      const value = last.value.replace(headingId, '');
      if (value) last.value = value;
      else children.pop();
    }
    return { type: 'heading', depth: node.depth, children };
  }

  function code(node: Code): Code {
    const value = node.value
      .split('\n')
      .filter((line) => !magicComment.test(line))
      .join('\n');
    return { type: 'code', lang: node.lang ?? null, meta: node.meta ?? null, value };
  }

  // The content title: a level-1 heading before any other content.
  const children = tree.children.filter((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
  let title: PhrasingContent[] | null = null;
  let rest = tree.children;
  const first = children[0];
  if (first?.type === 'heading' && first.depth === 1) {
    title = heading(first).children;
    rest = tree.children.filter((n) => n !== first);
  }
  return { title, body: { type: 'root', children: wrapFlow(transformChildren(rest, tree)) } };
}

/** Rewrites the URL of every link and definition. */
export function resolveLinks(tree: Root, resolve: (url: string) => string): void {
  const visit = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') (node as Link | Definition).url = resolve(node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
}

export interface MarkdownTools {
  /**
   * Parses a page source as the site does for its format, and runs the site's own remark plugins
   * on it (the library reference adds its header, Inputs, Outputs and history to reference pages).
   */
  parse(source: string, format: SourceFormat, filePath: string): Root;
  /** Parses inline markdown (a description, a release note) into phrasing nodes. */
  parseInline(markdown: string): PhrasingContent[];
  /** Parses a block of markdown (community posts, migration notes). */
  parseBlock(markdown: string): RootContent[];
  /** Writes GFM; fails on a node with no Markdown form. */
  stringify(tree: Root): string;
}

/**
 * The remark packages are ESM-only, hence the dynamic imports. With a cache, parsing and writing
 * remember their results between builds (./cache.ts).
 */
export async function createMarkdownTools(
  remarkPlugins: PluggableList = [],
  cache: TwinCache = new TwinCache(null, ''),
): Promise<MarkdownTools> {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkGfm },
    { default: remarkDirective },
    { default: remarkFrontmatter },
    { default: remarkMdx },
    { default: remarkStringify },
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-directive'),
    import('remark-frontmatter'),
    import('remark-mdx'),
    import('remark-stringify'),
  ]);
  // The syntax Docusaurus's markdown processor accepts: front matter, directives (admonitions), GFM.
  const md = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkPlugins);
  const processors = { md, mdx: md().use(remarkMdx) };
  const plain = unified().use(remarkParse).use(remarkGfm);
  const writer = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });
  return {
    parse: (source, format, filePath) =>
      cache.memo(['parse', format, filePath, source], () => {
        const processor = processors[format];
        return processor.runSync(processor.parse(source), { path: filePath, value: source }) as Root;
      }),
    parseInline: (markdown) =>
      cache.memo(['inline', markdown], () =>
        plain.parse(markdown).children.flatMap((c) => (c.type === 'paragraph' ? c.children : [])),
      ),
    parseBlock: (markdown) => cache.memo(['block', markdown], () => plain.parse(markdown).children),
    // Keyed without positions: a tree parsed now and the same tree from the cache write the same.
    stringify: (tree) => cache.memo(['write', JSON.stringify(tree, withoutPositions)], () => writer.stringify(tree)),
  };
}
