/**
 * Hits of the local search in Algolia's shape, from the records of the index's document chunks:
 * highlighting and snippets (escaped: page text and the query are never treated as HTML), the part
 * of a record that best shows the match (a table entry reads `name (type): description`), and the
 * request fields of both the v5 and the older `params` request forms.
 */
import type { DocSearchHit, HighlightValue, Hierarchy, Level, SearchRequest } from './algolia-types';
import type { DocChunk, DocPage, DocPart, DocRecord } from './index-format';
import type { Highlighter } from './engine';
import { indexTerms, words } from './tokenize';
import { escapeHtml } from './escape';

/** A record as a hit needs it. */
export interface LoadedRecord {
  id: number;
  /** The page's site path. */
  page: string;
  title: string;
  section: string;
  anchor: string | null;
  /** Headings from the record's section (lvl2) down to its own. */
  headings: string[];
  parts: DocPart[];
}

/** Record `id` from its data and the pages the data's page index refers to. */
export function loadedRecord(id: number, data: DocRecord | undefined, pages: readonly DocPage[]): LoadedRecord {
  if (!data) throw new Error(`search index: record ${id} is missing`);
  const [pageIndex, anchor, headings, parts] = data;
  const page = pages[pageIndex];
  if (!page) throw new Error(`search index: record ${id} names a missing page`);
  return { id, page: page.u, title: page.t, section: page.s, anchor, headings, parts };
}

export const recordOf = (chunk: DocChunk, id: number, chunkSize: number): LoadedRecord =>
  loadedRecord(id, chunk.r[id % chunkSize], chunk.p);

// The words a chunk of text or a part is indexed under, remembered: the same records are shown
// again and again while the reader types.
const keyCache = new Map<string, string[]>();
function keysOf(text: string): string[] {
  let keys = keyCache.get(text);
  if (!keys) {
    keys = Array.from(new Set([...words(text), ...indexTerms(text)]));
    if (keyCache.size > 20_000) keyCache.clear();
    keyCache.set(text, keys);
  }
  return keys;
}

/** Which query words (a bit each) a text matches. */
export class Matcher {
  private readonly words: Set<string>[];
  private readonly prefixes: (string | null)[];
  readonly all: number;

  constructor(h: Highlighter) {
    this.words = h.terms.map((t) => new Set(t.words));
    this.prefixes = h.terms.map((t) => t.prefix);
    this.all = (1 << h.terms.length) - 1;
  }

  private keyMask(key: string): number {
    let mask = 0;
    for (let i = 0; i < this.words.length; i++) {
      const prefix = this.prefixes[i];
      if (this.words[i].has(key) || (prefix !== null && key.startsWith(prefix))) mask |= 1 << i;
    }
    return mask;
  }

  mask(text: string): number {
    let mask = 0;
    for (const key of keysOf(text)) mask |= this.keyMask(key);
    return mask;
  }

  /** How many query words a text matches. */
  count(text: string): number {
    let n = 0;
    for (let m = this.mask(text); m; m &= m - 1) n += 1;
    return n;
  }
}

/** Escapes `text` and wraps the words that match the query in the given tags. */
export function highlight(text: string, m: Matcher, pre = '<mark>', post = '</mark>'): HighlightValue {
  let matched = 0;
  const matchedWords = new Set<string>();
  const value = text
    .split(/([\p{L}\p{N}_.]+)/u)
    .map((part, i) => {
      const mask = i % 2 === 1 ? m.mask(part) : 0;
      if (!mask) return escapeHtml(part);
      matched |= mask;
      matchedWords.add(part.toLowerCase());
      return `${pre}${escapeHtml(part)}${post}`;
    })
    .join('');
  return {
    value,
    matchLevel: matched === 0 ? 'none' : matched === m.all ? 'full' : 'partial',
    matchedWords: Array.from(matchedWords),
  };
}

/** A part as a snippet reads it. */
export function partText(part: DocPart): string {
  if (typeof part === 'string') return part;
  const [name, type, text] = part;
  return `${name}${type ? ` (${type})` : ''}${text ? `: ${text}` : ''}`;
}

/** About `size` words of `text` around its first match, highlighted, with ellipses where cut. */
export function snippet(text: string, m: Matcher, size = 26, pre = '<mark>', post = '</mark>'): HighlightValue {
  const list = text.split(/\s+/).filter(Boolean);
  const first = list.findIndex((w) => m.mask(w) !== 0);
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor(size / 3), list.length - size));
  const hl = highlight(list.slice(start, start + size).join(' '), m, pre, post);
  return { ...hl, value: `${start > 0 ? '… ' : ''}${hl.value}${start + size < list.length ? ' …' : ''}` };
}

/**
 * The part that shows the match best: the most query words, then a table entry whose name matches
 * (the input the reader looked for), then the earliest.
 */
export function bestPart(parts: readonly DocPart[], m: Matcher): { part: DocPart; matches: number } | null {
  let best: { part: DocPart; matches: number; named: boolean } | null = null;
  for (const part of parts) {
    const matches = m.count(partText(part));
    const named = typeof part !== 'string' && m.mask(part[0]) !== 0;
    if (!best || matches > best.matches || (matches === best.matches && named && !best.named))
      best = { part, matches, named };
  }
  return best && { part: best.part, matches: best.matches };
}

const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * One hit in DocSearch's shape; `origin` makes the URL absolute (the search UI parses it with
 * `new URL`). The hit is of type `content` (its text shows the match), or of its own heading's level.
 */
export function toHit(
  record: LoadedRecord,
  h: Highlighter,
  origin: string,
  pre = '<mark>',
  post = '</mark>',
): DocSearchHit {
  const m = new Matcher(h);
  const hierarchy: Hierarchy = {
    lvl0: record.section,
    lvl1: record.title,
    lvl2: record.headings[0] ?? null,
    lvl3: record.headings[1] ?? null,
    lvl4: record.headings[2] ?? null,
    lvl5: record.headings[3] ?? null,
    lvl6: record.headings[4] ?? null,
  };
  const highlighted: Partial<Record<Level, HighlightValue>> = {};
  for (const l of levels) {
    const v = hierarchy[l];
    if (v) highlighted[l] = highlight(v, m, pre, post);
  }
  const own: Level = record.headings.length ? levels[record.headings.length + 1] : 'lvl1';
  const best = bestPart(record.parts, m);
  const shown = best ? partText(best.part) : null;
  const entryAnchor = best && best.matches > 0 && typeof best.part !== 'string' ? best.part[3] : null;
  // A match in the text shows the text; otherwise the hit is its heading (or its page, with its first words).
  const type: DocSearchHit['type'] = shown && best && best.matches > 0 ? 'content' : own;
  const anchor = entryAnchor ?? record.anchor;
  const url = new URL(`${record.page}${anchor ? `#${anchor}` : ''}`, origin).href;
  return {
    objectID: String(record.id),
    url,
    url_without_anchor: url.replace(/#.*$/, ''),
    anchor,
    type,
    hierarchy,
    content: type === 'content' || type === 'lvl1' ? shown : null,
    _highlightResult: {
      hierarchy: highlighted,
      ...(shown ? { content: highlight(shown.slice(0, 600), m, pre, post) } : {}),
    },
    _snippetResult: {
      hierarchy: highlighted,
      ...(shown ? { content: snippet(shown, m, 26, pre, post) } : {}),
    },
  };
}

/** Request fields, from either the v5 object form or the older `params` string form. */
export function readRequest(request: SearchRequest): {
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: (string | string[])[] | string | undefined;
  pre: string;
  post: string;
  indexName: string;
} {
  const params: Record<string, unknown> = { ...request };
  if (typeof request.params === 'string') {
    for (const [k, v] of new URLSearchParams(request.params)) {
      try {
        params[k] = JSON.parse(v);
      } catch {
        params[k] = v;
      }
    }
  } else if (request.params && typeof request.params === 'object') Object.assign(params, request.params);
  const num = (v: unknown, d: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0
      ? Math.floor(v)
      : typeof v === 'string' && /^\d+$/.test(v)
        ? Number(v)
        : d;
  return {
    query: typeof params.query === 'string' ? params.query : '',
    page: num(params.page, 0),
    hitsPerPage: Math.min(num(params.hitsPerPage, 20), 100),
    facetFilters: params.facetFilters as (string | string[])[] | string | undefined,
    pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<mark>',
    post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</mark>',
    indexName: typeof params.indexName === 'string' ? params.indexName : '',
  };
}
