/**
 * The local search engine's logic, independent of the browser: Algolia facet filters to Pagefind
 * filters, highlighting and snippets (escaped: page text and the query are never treated as HTML),
 * hits in DocSearch's shape, paging.
 */
import type { DocSearchHit, FacetFilters, HighlightValue, Hierarchy, Level, SearchRequest } from './algolia-types';

/** Longest query the engine reads (characters and words); the rest is ignored. */
export const maxQueryChars = 256;
export const maxQueryWords = 12;

export type PagefindFilter = Record<string, unknown>;

export function normalizeQuery(query: string): { text: string; words: string[] } {
  const text = query.slice(0, maxQueryChars).replace(/\s+/g, ' ').trim();
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.-]+/u)
    .map((w) => w.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean)
    .slice(0, maxQueryWords);
  return { text: words.join(' '), words };
}

/** `['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]` (outer AND, inner OR) -> Pagefind filters. */
export function toPagefindFilters(facetFilters: FacetFilters | string | undefined): PagefindFilter {
  const list: (string | string[])[] = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  const all: PagefindFilter[] = [];
  for (const entry of list) {
    const group = (Array.isArray(entry) ? entry : [entry]).map((f) => {
      const i = f.indexOf(':');
      return i < 0 ? null : { facet: f.slice(0, i), value: f.slice(i + 1), negated: f.startsWith('-') };
    });
    const valid = group.filter((g): g is { facet: string; value: string; negated: boolean } => g !== null);
    if (!valid.length) continue;
    all.push({
      any: valid.map((g) => (g.negated ? { not: { [g.facet.slice(1)]: g.value } } : { [g.facet]: g.value })),
    });
  }
  return all.length ? { all } : {};
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A word of the text matches a query term: it starts with the term, or they share a stem (deploying/deploy, policies/policy). */
function termMatchesWord(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  let common = 0;
  while (common < term.length && common < word.length && term[common] === word[common]) common++;
  return common >= 4 && common >= Math.min(term.length, word.length) - 2;
}

const wordMatches = (word: string, terms: string[]) => {
  const w = word.toLowerCase();
  return terms.some((t) => termMatchesWord(t, w));
};

/**
 * Whether every query term appears in the record (heading or text). Pagefind also returns loose
 * matches for terms that occur nowhere; those are not shown as hits.
 */
export function recordMatches(record: Pick<StoredRecord, 'hierarchy' | 'body'>, terms: string[]): boolean {
  const words = [...Object.values(record.hierarchy), record.body]
    .filter((v): v is string => Boolean(v))
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u);
  const parts = (t: string) => t.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  return terms.every((t) => parts(t).every((p) => words.some((w) => termMatchesWord(p, w))));
}

/** Escapes `text` and wraps the words that match a query term in the given tags. */
export function highlight(text: string, terms: string[], pre = '<mark>', post = '</mark>'): HighlightValue {
  const matched = new Set<string>();
  const parts = text.split(/([\p{L}\p{N}_]+)/u);
  const value = parts
    .map((part, i) => {
      if (i % 2 === 1 && terms.length && wordMatches(part, terms)) {
        matched.add(part.toLowerCase());
        return `${pre}${escapeHtml(part)}${post}`;
      }
      return escapeHtml(part);
    })
    .join('');
  const matchedTerms = terms.filter((t) => [...matched].some((m) => termMatchesWord(t, m)));
  return {
    value,
    matchLevel: matchedTerms.length === 0 ? 'none' : matchedTerms.length === terms.length ? 'full' : 'partial',
    matchedWords: matchedTerms,
  };
}

/** About `size` words of `text` around its first match, highlighted, with ellipses where cut. */
export function snippet(text: string, terms: string[], size = 24, pre = '<mark>', post = '</mark>'): HighlightValue {
  const words = text.split(/\s+/).filter(Boolean);
  const first = words.findIndex((w) => wordMatches(w.replace(/[^\p{L}\p{N}_]/gu, ''), terms));
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor(size / 3), words.length - size));
  const slice = words.slice(start, start + size).join(' ');
  const h = highlight(slice, terms, pre, post);
  return { ...h, value: `${start > 0 ? '… ' : ''}${h.value}${start + size < words.length ? ' …' : ''}` };
}

export interface StoredRecord {
  url: string;
  hierarchy: Hierarchy;
  type: Level | 'content';
  anchor: string | null;
  body: string | null;
}

/** One hit in DocSearch's shape; `origin` makes the URL absolute (the search UI parses it with `new URL`). */
export function toHit(
  record: StoredRecord,
  terms: string[],
  origin: string,
  pre = '<mark>',
  post = '</mark>',
): DocSearchHit {
  const levels: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  const hierarchyHighlight: Partial<Record<Level, HighlightValue>> = {};
  for (const l of levels) {
    const v = record.hierarchy[l];
    if (v) hierarchyHighlight[l] = highlight(v, terms, pre, post);
  }
  const deepest = [...levels].reverse().find((l) => record.hierarchy[l]) ?? 'lvl1';
  const headingMatched = (hierarchyHighlight[deepest]?.matchLevel ?? 'none') !== 'none';
  const bodySnippet = record.body ? snippet(record.body, terms, 24, pre, post) : undefined;
  // A match in the text shows the text; a match only in the heading shows the heading.
  const type: DocSearchHit['type'] =
    record.body && (!headingMatched || bodySnippet?.matchLevel !== 'none') ? 'content' : deepest;
  const url = new URL(record.url, origin).href;
  return {
    objectID: record.url,
    url,
    url_without_anchor: url.replace(/#.*$/, ''),
    anchor: record.anchor,
    type,
    hierarchy: record.hierarchy,
    content: type === 'content' ? record.body : null,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(record.body ? { content: highlight(record.body.slice(0, 600), terms, pre, post) } : {}),
    },
    _snippetResult: {
      hierarchy: hierarchyHighlight,
      ...(bodySnippet ? { content: bodySnippet } : {}),
    },
  };
}

/** Request fields, from either the v5 object form or the older `params` string form. */
export function readRequest(request: SearchRequest): {
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: FacetFilters | string | undefined;
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
    facetFilters: params.facetFilters as FacetFilters | string | undefined,
    pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<mark>',
    post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</mark>',
    indexName: typeof params.indexName === 'string' ? params.indexName : '',
  };
}

export function pageOf<T>(all: T[], page: number, hitsPerPage: number): { items: T[]; nbPages: number } {
  const nbPages = hitsPerPage > 0 ? Math.ceil(all.length / hitsPerPage) : 0;
  return { items: hitsPerPage > 0 ? all.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [], nbPages };
}
