/**
 * Writes the local search index (format: src/search/index-format.ts) from the records of every
 * page: term shards of at most `shardBytes`, summaries of short prefixes, vocabularies for typo
 * tolerance (by first and by second letter), and document chunks of `chunkSize` records. Pure: records in, files out (the plugin
 * writes them); the same records give the same files and the same index id.
 */
import { createHash } from 'node:crypto';
import {
  encodeBits,
  encodePostings,
  encodeRanked,
  fields,
  indexFormat,
  rankOf,
  separator,
  shardOf,
  shardsOfPrefix,
  type DocChunk,
  type DocPage,
  type DocPart,
  type DocRecord,
  type FacetRange,
  type IndexEntry,
  type InlineDocs,
  type Posting,
  type PrefixSummary,
  type TermShard,
} from '../../src/search/index-format';
import { indexTerms, nameKey, queryTerms } from '../../src/search/tokenize';
import { maxShardsPerPrefix, SearchEngine, type IndexSource } from '../../src/search/engine';
import { partText, type SearchRecord } from './extract';

export interface BuildOptions {
  /** Tie-break between pages: lower first (see the plugin's pageWeight). */
  pageWeight: (url: string, tags: readonly string[]) => number;
  /** Pages whose titles count as section headings (community questions, below the docs' own titles). */
  isCommunityPage?: (url: string) => boolean;
  chunkSize?: number;
  shardBytes?: number;
  /** Records listed in a prefix summary's best list. */
  summaryTop?: number;
  /** Of those, how many the summary holds in full (the modal's first hits). */
  summaryRecords?: number;
  /** Longest prefix given a summary. */
  summaryPrefixLength?: number;
  /**
   * The terms of a page's records as an earlier `pageTermsOf` gave them (a cache of the pages that
   * did not change), or undefined to tokenize the page now.
   */
  knownPageTerms?: (pagePath: string) => PageTerms | undefined;
}

/**
 * The terms each record of one page is found by, with the best field each occurs in: the page's
 * distinct terms, and for each record (in order) `term index * 4 + field` for each of its terms.
 * A pure function of the page's records and `isCommunityPage`, so a build can keep it with the
 * records of a page that did not change (plugins/search/site-index.ts).
 */
export interface PageTerms {
  terms: string[];
  records: number[][];
}

export interface BuiltIndex {
  /** Content hash of the files: the folder they are served from. */
  id: string;
  /** The entry, without its `base`. */
  entry: Omit<IndexEntry, 'base'>;
  /** Path in the index folder -> JSON text. */
  files: Map<string, string>;
  stats: { pages: number; records: number; terms: number; names: number; shards: number; summaries: number };
}

/** Names longer than this (most knowledge-base titles) are not matched as a whole query. */
const maxNameWords = 8;

const pagePath = (url: string) => url.replace(/#.*$/, '');
const levelOfType = (type: SearchRecord['type']) => (type === 'lvl1' ? 0 : type === 'lvl2' ? 1 : 2);

function headingsOf(r: SearchRecord): string[] {
  const h = r.hierarchy;
  return [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter((x): x is string => Boolean(x));
}

/** The records grouped by page, in page order: weight, then facets, then path. Ids follow this order. */
function orderPages(records: readonly SearchRecord[], weight: BuildOptions['pageWeight']): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>();
  for (const r of records) {
    const key = pagePath(r.url);
    const list = pages.get(key);
    if (list) list.push(r);
    else pages.set(key, [r]);
  }
  const facetKey = (r: SearchRecord) => `${r.language}\u0000${[...r.tags].sort().join('\u0000')}`;
  return Array.from(pages.values()).sort((a, b) => {
    const wa = weight(pagePath(a[0].url), a[0].tags);
    const wb = weight(pagePath(b[0].url), b[0].tags);
    const fa = facetKey(a[0]);
    const fb = facetKey(b[0]);
    const pa = pagePath(a[0].url);
    const pb = pagePath(b[0].url);
    return wa - wb || (fa < fb ? -1 : fa > fb ? 1 : 0) || (pa < pb ? -1 : pa > pb ? 1 : 0);
  });
}

const json = (value: unknown) => JSON.stringify(value);

/** An in-memory source over the files built so far, for ranking the prefix summaries with the engine itself. */
function memorySource(
  entry: IndexEntry,
  shards: TermShard[],
  summaries: PrefixSummary[],
  docs: DocChunk[],
): IndexSource {
  return {
    entry: async () => entry,
    shard: async (i) => shards[i],
    prefix: async (i) => summaries[i],
    vocab: async () => [],
    vocabBySecond: async () => [],
    docs: async (i) => docs[i],
  };
}

/** The postings of a flat [id, rank, id, rank, ...] list. */
function pairsOf(flat: readonly number[]): Posting[] {
  const pairs: Posting[] = [];
  for (let k = 0; k < flat.length; k += 2) pairs.push([flat[k], flat[k + 1]]);
  return pairs;
}

/** See `PageTerms`. */
export function pageTermsOf(
  pageRecords: readonly SearchRecord[],
  options: Pick<BuildOptions, 'isCommunityPage'>,
): PageTerms {
  const page = pageRecords[0];
  const index = new Map<string, number>();
  const terms: string[] = [];
  const records = pageRecords.map((record) => {
    const best = new Map<string, number>();
    const add = (text: string, field: number) => {
      for (const term of indexTerms(text)) {
        const known = best.get(term);
        if (known === undefined || field < known) best.set(term, field);
      }
    };
    const headings = headingsOf(record);
    const title = options.isCommunityPage?.(pagePath(record.url)) ? fields.heading : fields.title;
    add(record.hierarchy.lvl1, title);
    for (const name of page.names.slice(1)) add(name, title);
    if (headings.length) add(headings[headings.length - 1], fields.heading);
    for (const h of headings.slice(0, -1)) add(h, fields.minor);
    add(record.hierarchy.lvl0, fields.minor);
    for (const k of record.keywords) add(k, fields.minor);
    for (const part of record.parts) {
      // An input or output name counts like a heading; another table's first cell less.
      if (typeof part !== 'string') add(part.name, part.named ? fields.heading : fields.minor);
      add(partText(part), fields.text);
    }
    return Array.from(best, ([term, field]) => {
      let at = index.get(term);
      if (at === undefined) {
        at = terms.push(term) - 1;
        index.set(term, at);
      }
      return at * 4 + field;
    });
  });
  return { terms, records };
}

/** Index of the first of the sorted `terms` that is not below `term` (terms.length if none). */
function firstAtLeast(terms: readonly string[], term: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export async function buildIndex(records: readonly SearchRecord[], options: BuildOptions): Promise<BuiltIndex> {
  const chunkSize = options.chunkSize ?? 6;
  const shardBytes = options.shardBytes ?? 12_000;
  const summaryTop = options.summaryTop ?? 40;
  const summaryRecords = options.summaryRecords ?? 5;
  const summaryPrefixLength = options.summaryPrefixLength ?? 3;
  const pages = orderPages(records, options.pageWeight);

  // Ids, facets and document chunks.
  const ordered: { record: SearchRecord; page: number }[] = [];
  pages.forEach((list, page) => list.forEach((record) => ordered.push({ record, page })));
  const facets: FacetRange[] = [];
  for (let id = 0; id < ordered.length; id++) {
    const { language, tags, url } = ordered[id].record;
    const weight = options.pageWeight(pagePath(url), tags);
    const last = facets[facets.length - 1];
    if (last && last.language === language && json(last.tags) === json(tags) && last.weight === weight)
      last.to = id + 1;
    else facets.push({ from: id, to: id + 1, language, tags: [...tags], weight });
  }
  const docs: DocChunk[] = [];
  for (let start = 0; start < ordered.length; start += chunkSize) {
    const chunkPages: DocPage[] = [];
    const index = new Map<number, number>();
    const r: DocRecord[] = ordered.slice(start, start + chunkSize).map(({ record, page }) => {
      if (!index.has(page)) {
        index.set(page, chunkPages.length);
        const first = pages[page][0];
        chunkPages.push({ u: pagePath(first.url), t: first.hierarchy.lvl1, s: first.hierarchy.lvl0 });
      }
      const parts: DocPart[] = record.parts.map((p) =>
        typeof p === 'string' ? p : [p.name, p.type, p.text, p.anchor],
      );
      return [index.get(page) ?? 0, record.anchor, headingsOf(record), parts];
    });
    docs.push({ p: chunkPages, r });
  }

  // Postings: for each term, the best place it occurs in each record, as flat [id, rank, id, rank, ...]
  // lists (a pair as its own array cost ~4 times the memory: millions of them at 10,000 pages).
  const postings = new Map<string, number[]>();
  const names = new Map<string, number[]>();
  const addName = (name: string, id: number) => {
    const key = nameKey(name);
    if (!key || key.split(' ').length > maxNameWords) return;
    const ids = names.get(key);
    if (!ids) names.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  let firstOfPage = 0;
  let termsOfPage: PageTerms = { terms: [], records: [] };
  ordered.forEach(({ record, page: pageIndex }, id) => {
    const pageRecords = pages[pageIndex];
    if (record === pageRecords[0]) {
      firstOfPage = id;
      const known = options.knownPageTerms?.(pagePath(record.url));
      termsOfPage = known && known.records.length === pageRecords.length ? known : pageTermsOf(pageRecords, options);
    }
    const page = pageRecords[0];
    for (const part of record.parts) if (typeof part !== 'string' && part.named) addName(part.name, id);
    if (record === page) for (const name of page.names) addName(name, firstOfPage);
    const level = levelOfType(record.type);
    for (const packed of termsOfPage.records[id - firstOfPage]) {
      const term = termsOfPage.terms[packed >> 2];
      const rank = rankOf(packed & 3, level);
      const list = postings.get(term);
      if (list) list.push(id, rank);
      else postings.set(term, [id, rank]);
    }
  });

  // Term shards: consecutive terms in sorted order, cut at `shardBytes`.
  const terms = Array.from(postings.keys()).sort();
  const encoded = new Map(terms.map((t) => [t, encodePostings(pairsOf(postings.get(t) ?? []))]));
  const separators: string[] = [];
  const shards: TermShard[] = [];
  let size = 0;
  terms.forEach((term, i) => {
    const bytes = term.length + (encoded.get(term) ?? '').length + 6;
    if (i === 0 || (size > 0 && size + bytes > shardBytes)) {
      separators.push(i === 0 ? '' : separator(terms[i - 1], term));
      shards.push({ t: {} });
      size = 0;
    }
    shards[shards.length - 1].t[term] = encoded.get(term) ?? '';
    size += bytes;
  });
  if (!shards.length) {
    separators.push('');
    shards.push({ t: {} });
  }
  for (const [key, ids] of Array.from(names.entries()).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const shard = shards[shardOf(separators, key)];
    (shard.n ??= {})[key] = encodePostings(ids.sort((a, b) => a - b).map((id) => [id, 0]));
  }

  // Prefix summaries, ranked by the engine itself.
  const vocabLetters = Array.from(new Set(terms.map((t) => t[0]))).sort();
  const secondLetters = Array.from(new Set(terms.filter((t) => t.length > 1).map((t) => t[1]))).sort();
  const entry: IndexEntry = {
    format: indexFormat,
    base: '',
    records: ordered.length,
    chunkSize,
    shards: separators,
    prefixes: [],
    vocab: vocabLetters,
    vocabSecond: secondLetters,
    facets,
  };
  const summaries: PrefixSummary[] = [];
  const engine = new SearchEngine(memorySource(entry, shards, summaries, docs));
  const candidates = new Set<string>();
  for (const t of terms)
    for (let n = 1; n <= Math.min(summaryPrefixLength, t.length); n++) {
      const prefix = t.slice(0, n);
      // Only what a typed query can be (`a_` is read as `a`).
      if (queryTerms(prefix)[0]?.text === prefix) candidates.add(prefix);
    }
  // The records a prefix matches, marked by id: a Set of them, then sorted, took ~1.5 s at 10,000 pages
  // (the one-letter prefixes match most records).
  const member = new Uint8Array(ordered.length);
  for (const prefix of Array.from(candidates).sort()) {
    const [first, last] = shardsOfPrefix(separators, prefix);
    if (last - first + 1 <= maxShardsPerPrefix) continue;
    member.fill(0);
    for (let i = firstAtLeast(terms, prefix); i < terms.length && terms[i].startsWith(prefix); i++) {
      const list = postings.get(terms[i]) ?? [];
      for (let k = 0; k < list.length; k += 2) member[list[k]] = 1;
    }
    const sorted: number[] = [];
    for (let id = 0; id < member.length; id++) if (member[id]) sorted.push(id);
    const { ranked } = await engine.query(prefix, undefined, summaryTop);
    const ids = encodePostings(sorted.map((id) => [id, 0]));
    const bits = encodeBits(sorted, ordered.length);
    const inline: InlineDocs = { p: [], r: [] };
    for (const { id } of ranked.slice(0, summaryRecords)) {
      const chunk = docs[Math.floor(id / chunkSize)];
      const [pageIndex, ...rest] = chunk.r[id % chunkSize];
      const page = chunk.p[pageIndex];
      let at = inline.p.findIndex((q) => q.u === page.u);
      if (at < 0) at = inline.p.push(page) - 1;
      inline.r.push([id, [at, ...rest]]);
    }
    summaries.push({
      count: sorted.length,
      top: encodeRanked(ranked.slice(0, summaryTop).map((r) => [r.id, rankOf(r.fieldSum, r.level)])),
      ...(bits.length < ids.length ? { bits } : { ids }),
      docs: inline,
    });
    entry.prefixes.push(prefix);
  }

  const files = new Map<string, string>();
  shards.forEach((s, i) => files.set(`t/${i}.json`, json(s)));
  summaries.forEach((s, i) => files.set(`p/${i}.json`, json(s)));
  vocabLetters.forEach((c, i) => files.set(`v/${i}.json`, json(terms.filter((t) => t[0] === c))));
  secondLetters.forEach((c, i) => files.set(`w/${i}.json`, json(terms.filter((t) => t[1] === c))));
  docs.forEach((d, i) => files.set(`d/${i}.json`, json(d)));
  const entryWithoutBase: Omit<IndexEntry, 'base'> = {
    format: entry.format,
    records: entry.records,
    chunkSize: entry.chunkSize,
    shards: entry.shards,
    prefixes: entry.prefixes,
    vocab: entry.vocab,
    vocabSecond: entry.vocabSecond,
    facets: entry.facets,
  };
  const hash = createHash('sha256');
  for (const [name, text] of Array.from(files.entries()).sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(name).update('\u0000').update(text).update('\u0000');
  hash.update(json(entryWithoutBase));
  return {
    id: hash.digest('hex').slice(0, 16),
    entry: entryWithoutBase,
    files,
    stats: {
      pages: pages.length,
      records: ordered.length,
      terms: terms.length,
      names: names.size,
      shards: shards.length,
      summaries: summaries.length,
    },
  };
}
