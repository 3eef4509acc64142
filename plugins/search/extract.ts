/**
 * Search records from a rendered page, the way the hosted docs crawler reads it: section (lvl0) =
 * the page's sidebar category, lvl1 = the page title, lvl2-lvl6 = the heading chain with its anchor,
 * content = the paragraph, list, table and code text under the heading, plus the page's language and
 * docusaurus tag (for contextual search). Used at build time on the production HTML.
 */
import { parseDocument, DomUtils } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

export interface SearchRecord {
  /** Site path, with `#anchor` for a heading's section. */
  url: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: {
    lvl0: string;
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  content: string | null;
  language: string;
  tags: string[];
}

/** A record's hierarchy: the section, the page title and the heading chain (lvl2..lvl6, nulls below the current level). */
export function hierarchyOf(lvl0: string, lvl1: string, chain: readonly (string | null)[]): SearchRecord['hierarchy'] {
  return { lvl0, lvl1, lvl2: chain[0], lvl3: chain[1], lvl4: chain[2], lvl5: chain[3], lvl6: chain[4] };
}

/** Longest content kept per record; the rest of a very long section is not searchable. */
export const maxContentLength = 4000;

const skipTags = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'footer',
  'select',
  'option',
]);
const skipClasses = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-edit-this-page',
  'theme-last-updated',
  'sr-only',
];

const hasClass = (el: Element, cls: string) => (el.attribs.class ?? '').split(/\s+/).includes(cls);
const text = (node: ChildNode | ChildNode[]): string =>
  DomUtils.textContent(node)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function meta(doc: ReturnType<typeof parseDocument>, name: string): string | null {
  const el = DomUtils.findOne((e) => e.name === 'meta' && e.attribs.name === name, doc.children, true);
  return el?.attribs.content ?? null;
}

/** The section a page belongs to: its top-level sidebar category, else a name for the site area. */
function sectionOf(doc: ReturnType<typeof parseDocument>, path: string): string {
  const sidebar =
    DomUtils.findOne(
      (e) =>
        e.name === 'nav' && hasClass(e, 'menu') && (e.attribs['aria-label'] ?? '').toLowerCase().includes('sidebar'),
      doc.children,
      true,
    ) ?? DomUtils.findOne((e) => hasClass(e, 'theme-doc-sidebar-menu'), doc.children, true);
  if (sidebar) {
    const active = DomUtils.findOne(
      (e) => e.name === 'a' && hasClass(e, 'menu__link--sublist') && hasClass(e, 'menu__link--active'),
      [sidebar],
      true,
    );
    if (active) return text(active);
    const caret = DomUtils.findOne(
      (e) =>
        hasClass(e, 'menu__list-item-collapsible') &&
        DomUtils.findOne((a) => hasClass(a, 'menu__link--active'), e.children, true) !== null,
      [sidebar],
      true,
    );
    if (caret) return text(caret);
  }
  const areas: [RegExp, string][] = [
    [/^\/discussions\/knowledge-base/, 'Knowledge Base'],
    [/^\/guides\/stay-up-to-date\/releases\//, 'Release notes'],
    [/^\/reference\/modules\//, 'Module reference'],
    [/^\/reference\/services\//, 'Service reference'],
    [/^\/tags(\/|$)/, 'Tags'],
    [/^\/refarch/, 'Reference Architecture'],
    [/^\/pipelines/, 'Pipelines'],
    [/^\/patcher/, 'Patcher'],
    [/^\/library/, 'Library'],
    [/^\/guides/, 'Guides'],
  ];
  for (const [re, name] of areas) if (re.test(path)) return name;
  return 'Documentation';
}

function isSkipped(el: Element): boolean {
  if (skipTags.has(el.name)) return true;
  if (el.attribs['aria-hidden'] === 'true') return true;
  return skipClasses.some((c) => hasClass(el, c));
}

/**
 * Records of one page. `path` is the page's site path. Pages marked noindex, and pages without
 * an article or main element, give no records.
 */
export function extractRecords(html: string, path: string): SearchRecord[] {
  const doc = parseDocument(html);
  const robots = meta(doc, 'robots');
  if (robots && /noindex/i.test(robots)) return [];
  const htmlEl = DomUtils.findOne((e) => e.name === 'html', doc.children, false);
  const language = meta(doc, 'docsearch:language') ?? htmlEl?.attribs.lang ?? 'en';
  const tag = meta(doc, 'docsearch:docusaurus_tag') ?? meta(doc, 'docusaurus_tag') ?? 'default';
  const root =
    DomUtils.findOne((e) => e.name === 'article', doc.children, true) ??
    DomUtils.findOne((e) => e.name === 'main', doc.children, true);
  if (!root) return [];
  const h1 =
    DomUtils.findOne((e) => e.name === 'h1', [root], true) ??
    DomUtils.findOne((e) => e.name === 'h1', doc.children, true);
  const titleEl = DomUtils.findOne((e) => e.name === 'title', doc.children, true);
  const title = (h1 && text(h1)) || (titleEl ? text(titleEl).replace(/\s*\|.*$/, '') : path);
  const lvl0 = sectionOf(doc, path);

  const records: SearchRecord[] = [];
  const chain: (string | null)[] = [null, null, null, null, null]; // lvl2..lvl6
  let current: SearchRecord = {
    url: path,
    anchor: null,
    type: 'lvl1',
    hierarchy: { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    language,
    tags: [tag],
  };
  let buffer: string[] = [];
  const flush = () => {
    const content = buffer.join(' ').replace(/\s+/g, ' ').trim();
    if (content)
      current.content = content.length > maxContentLength ? `${content.slice(0, maxContentLength)}…` : content;
    if (current.type !== 'lvl1' || current.content || records.length === 0) records.push(current);
    buffer = [];
  };

  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        buffer.push(node.data);
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const el = node as Element;
      if (isSkipped(el)) continue;
      if (el.name === 'h1') continue;
      const level = /^h([2-6])$/.exec(el.name);
      if (level) {
        const n = Number(level[1]);
        const heading = text(el);
        const id =
          el.attribs.id ?? DomUtils.findOne((e) => Boolean(e.attribs.id), el.children, true)?.attribs.id ?? null;
        flush();
        chain[n - 2] = heading;
        for (let i = n - 1; i < chain.length; i++) chain[i] = null;
        const type = `lvl${n}` as SearchRecord['type'];
        current = {
          url: id ? `${path}#${id}` : path,
          anchor: id,
          type,
          hierarchy: hierarchyOf(lvl0, title, chain),
          content: null,
          language,
          tags: [tag],
        };
        continue;
      }
      const block = /^(p|li|td|th|dt|dd|pre|blockquote|tr|div|section|table|ul|ol|details|summary|figcaption)$/.test(
        el.name,
      );
      if (block) buffer.push(' ');
      walk(el.children);
      if (block) buffer.push(' ');
    }
  };
  walk(root.children);
  flush();
  // A record without content below a heading is still a hit for the heading itself.
  return records.map((r) => (r.content || r.type !== 'lvl1' ? r : { ...r, type: 'lvl1' }));
}
