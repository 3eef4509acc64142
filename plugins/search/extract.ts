/**
 * Search records from a rendered page, the way the hosted docs crawler reads it: section (lvl0) =
 * the page's sidebar category, lvl1 = the page title, lvl2-lvl6 = the heading chain with its anchor,
 * and the text under the heading in parts (paragraphs, list items, code, table rows and definition
 * entries), plus the page's language and docusaurus tag (for contextual search). Used at build time
 * on the production HTML.
 *
 * Entries (what a snippet shows as `name (type): description`) come from:
 * - elements marked for search: `data-search-entry="<name>"` on the entry's element, optionally
 *   `data-search-type="<type>"`, a descendant marked `data-search-description` holding the
 *   description (else the element's whole text), and an `id` that hits link to. Their names are
 *   names a whole query matches exactly (an input or output of a reference page);
 * - tables: one entry per body row. With a Name column (also Input, Output, Variable, Parameter,
 *   Argument, Attribute, Field, Key, Flag, Option, Setting), the row's name, its Type column and its
 *   Description column (else its other cells), and the name is matched exactly too; any other table
 *   gives `first cell: Header value; Header value`;
 * - definition lists: each `<dt>` with its `<dd>`.
 * A library page's `data-library-ref="<repository>/.../<name>"` gives its name (matched exactly)
 * and its repository (searchable, not shown).
 */
import { parseDocument, DomUtils } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

export interface SearchEntry {
  name: string;
  type: string | null;
  text: string;
  /** The entry's own element id, when it has one: hits on the entry link there. */
  anchor: string | null;
  /** Whether a query equal to the name is an exact match of this record. */
  named: boolean;
}

export type SearchPart = string | SearchEntry;

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
  parts: SearchPart[];
  /** Names of the page that a whole query matches exactly (its title, its library name): first record only. */
  names: string[];
  /** Words searched as part of the title but not shown (a library page's repository). */
  keywords: string[];
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

/** Text of the element's descendant marked with `attribute`, if any. */
function markedText(el: Element, attribute: string): string | null {
  const found = DomUtils.findOne((e) => attribute in e.attribs, el.children, true);
  return found ? text(found) : null;
}

/** An entry name that is matched as a whole query: an identifier (`num_nat_gateways`), not prose. */
const isIdentifier = (name: string) => /^[\p{L}\p{N}_.:-]+$/u.test(name) && name.length > 1;

/** A `data-search-entry` element as an entry. */
function markedEntry(el: Element): SearchEntry | null {
  const name = (el.attribs['data-search-entry'] || markedText(el, 'data-search-name') || '').trim();
  if (!name) return null;
  return {
    name,
    type: (el.attribs['data-search-type'] || markedText(el, 'data-search-type') || '').trim() || null,
    text: markedText(el, 'data-search-description') ?? text(el),
    anchor: el.attribs.id ?? null,
    named: isIdentifier(name),
  };
}

const nameHeader = /^(name|input|output|variable|parameter|argument|attribute|field|key|flag|option|setting)s?$/i;

const isCell = (n: ChildNode): n is Element => n.type === 'tag' && (n.name === 'td' || n.name === 'th');

/** Text of a cell without the rows and cells the parser nested in it. */
function cellText(cell: Element): string {
  const own: ChildNode[] = [];
  const collect = (nodes: ChildNode[]) => {
    for (const n of nodes) {
      if (
        n.type === 'tag' &&
        (isCell(n) || (n as Element).name === 'tr' || /^t(head|body|foot)$/.test((n as Element).name))
      )
        continue;
      if (n.type === 'tag') collect((n as Element).children);
      else own.push(n);
    }
  };
  collect(cell.children);
  return text(own);
}

/**
 * The rows of a table as lists of cells. The build's HTML omits optional end tags (`<td>a<td>b`),
 * which htmlparser2 nests instead of closing; each cell here belongs to its nearest row.
 */
function tableRows(table: Element): { header: boolean; cells: string[]; id: string | null }[] {
  const rows = DomUtils.findAll((e) => e.name === 'tr', [table]);
  return rows.map((row) => {
    const cells: Element[] = [];
    const collect = (nodes: ChildNode[]) => {
      for (const n of nodes) {
        if (n.type !== 'tag') continue;
        const el = n as Element;
        if (el.name === 'tr') continue;
        if (isCell(el)) cells.push(el);
        collect(el.children);
      }
    };
    collect(row.children);
    return {
      header: cells.length > 0 && cells.every((c) => c.name === 'th'),
      cells: cells.map(cellText),
      id: row.attribs.id ?? null,
    };
  });
}

/** Rows of a table as entries (see the module comment). */
export function tableEntries(table: Element): SearchEntry[] {
  const rows = tableRows(table);
  const headerRow = rows.find((r) => r.header);
  const headers = headerRow ? headerRow.cells : [];
  const nameCol = headers.findIndex((h) => nameHeader.test(h));
  const typeCol = headers.findIndex((h) => /^type$/i.test(h));
  const descriptionCol = headers.findIndex((h) => /^description$/i.test(h));
  const entries: SearchEntry[] = [];
  for (const row of rows) {
    if (row === headerRow) continue;
    const { cells } = row;
    if (!cells.some(Boolean)) continue;
    if (nameCol >= 0 && cells[nameCol]) {
      const rest = cells
        .map((c, i) => (i === nameCol || i === typeCol || !c ? null : headers[i] ? `${headers[i]}: ${c}` : c))
        .filter((c): c is string => c !== null);
      entries.push({
        name: cells[nameCol],
        type: typeCol >= 0 && cells[typeCol] ? cells[typeCol] : null,
        text: descriptionCol >= 0 ? (cells[descriptionCol] ?? '') : rest.join('; '),
        anchor: row.id,
        named: isIdentifier(cells[nameCol]),
      });
    } else {
      const [first, ...rest] = cells;
      entries.push({
        name: first,
        type: null,
        text: rest
          .map((c, i) => (c && headers[i + 1] ? `${headers[i + 1]} ${c}` : c))
          .filter(Boolean)
          .join(headers.length ? '; ' : ' · '),
        anchor: row.id,
        named: false,
      });
    }
  }
  return entries;
}

/** Text of all parts, as it is indexed. */
export const partText = (part: SearchPart) =>
  typeof part === 'string' ? part : [part.name, part.type, part.text].filter(Boolean).join(' ');

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
  const libraryRef = DomUtils.findOne((e) => Boolean(e.attribs['data-library-ref']), [root], true)?.attribs[
    'data-library-ref'
  ];
  const refParts = (libraryRef ?? '').split('/').filter(Boolean);

  const records: SearchRecord[] = [];
  const chain: (string | null)[] = [null, null, null, null, null]; // lvl2..lvl6
  let current: SearchRecord = {
    url: path,
    anchor: null,
    type: 'lvl1',
    hierarchy: { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    parts: [],
    names: [title, ...refParts.slice(-1)],
    keywords: refParts.slice(0, -1),
    language,
    tags: [tag],
  };
  let buffer: string[] = [];
  let length = 0;
  const addPart = (part: SearchPart) => {
    const size = partText(part).length;
    if (length >= maxContentLength) return;
    length += size;
    current.parts.push(part);
  };
  const endParagraph = () => {
    const content = buffer.join('').replace(/\s+/g, ' ').trim();
    buffer = [];
    if (content) addPart(content);
  };
  const flush = () => {
    endParagraph();
    if (current.type !== 'lvl1' || current.parts.length || records.length === 0) records.push(current);
    length = 0;
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
      if (el.name === 'h1' || el.attribs['data-library-ref']) continue;
      const level = /^h([2-6])$/.exec(el.name);
      if (level) {
        const n = Number(level[1]);
        const heading = text(el);
        const id =
          el.attribs.id ?? DomUtils.findOne((e) => Boolean(e.attribs.id), el.children, true)?.attribs.id ?? null;
        flush();
        chain[n - 2] = heading;
        for (let i = n - 1; i < chain.length; i++) chain[i] = null;
        current = {
          url: id ? `${path}#${id}` : path,
          anchor: id,
          type: `lvl${n}` as SearchRecord['type'],
          hierarchy: hierarchyOf(lvl0, title, chain),
          parts: [],
          names: [],
          keywords: current.keywords,
          language,
          tags: [tag],
        };
        continue;
      }
      if ('data-search-entry' in el.attribs) {
        endParagraph();
        const entry = markedEntry(el);
        if (entry) addPart(entry);
        continue;
      }
      if (el.name === 'table') {
        endParagraph();
        for (const entry of tableEntries(el)) addPart(entry);
        continue;
      }
      if (el.name === 'dl') {
        endParagraph();
        const items = el.children.filter((c): c is Element => c.type === 'tag' && (c.name === 'dt' || c.name === 'dd'));
        items.forEach((item, i) => {
          if (item.name !== 'dt') return;
          const next = items[i + 1];
          addPart({
            name: text(item),
            type: null,
            text: next?.name === 'dd' ? text(next) : '',
            anchor: item.attribs.id ?? null,
            named: false,
          });
        });
        continue;
      }
      const block = /^(p|li|dt|dd|pre|blockquote|div|section|ul|ol|details|summary|figcaption|figure)$/.test(el.name);
      if (block) endParagraph();
      else if (el.name === 'br') buffer.push(' ');
      walk(el.children);
      if (block) endParagraph();
    }
  };
  walk(root.children);
  flush();
  return records;
}
