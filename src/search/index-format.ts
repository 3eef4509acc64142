/**
 * The local search index's files, written at build time (plugins/search/build-index.ts) and read in
 * the browser (./local-client.ts). All JSON, compressed by the server.
 *
 * `search-index/entry.json` (revalidated on every load, small) names the folder of this build's
 * index (immutable, content-addressed) and how to find a term in it:
 * - `t/<i>.json`  term shard i: the terms from `shards[i]` up to `shards[i + 1]` in sorted order,
 *                 each with its postings, plus the names starting with those terms;
 * - `p/<i>.json`  a summary of the prefix `prefixes[i]`, for short prefixes whose terms span more
 *                 than two shards (the first key of a query): its best records (the first few in
 *                 full) and its members;
 * - `v/<i>.json`  the vocabulary of the words starting with `vocab[i]`, for typo tolerance;
 * - `w/<i>.json`  the words whose second letter is `vocabSecond[i]`, for a typo in the first letter;
 * - `d/<i>.json`  records `i * chunkSize` to `(i + 1) * chunkSize - 1`: what a hit shows.
 *
 * Record ids run page by page, pages ordered by weight, facets and path, records in the order of
 * their page. So the facets and weight of a record are an id range (`facets`), and a lower id is a
 * better tie-break.
 */

export const indexFormat = 2;

export interface IndexEntry {
  format: number;
  /** Folder of this index's files, relative to the entry's URL. */
  base: string;
  records: number;
  chunkSize: number;
  /** The first term of each shard (shortened to what separates it from the previous shard). */
  shards: string[];
  prefixes: string[];
  vocab: string[];
  vocabSecond: string[];
  facets: FacetRange[];
}

export interface FacetRange {
  /** Record ids `from` (inclusive) to `to` (exclusive). */
  from: number;
  to: number;
  language: string;
  tags: string[];
  /** Tie-break between pages that match equally well, lower first (docs, other pages, release notes, knowledge base). */
  weight: number;
}

/** Postings of a term: record ids with, for each, where the term occurs (see `rankOf`). */
export interface TermShard {
  /** term -> postings (encodePostings). */
  t: Record<string, string>;
  /** name (its words joined by spaces) -> records it names (encodePostings). */
  n?: Record<string, string>;
}

export interface PrefixSummary {
  /** Records holding a term with this prefix. */
  count: number;
  /** The best of them for a query of this prefix alone, best first (encodeRanked). */
  top: string;
  /** All of them: a bitset (base64) or postings, whichever is shorter. */
  bits?: string;
  ids?: string;
  /**
   * The first few of the best records themselves, so that the first key of a query shows hits
   * without waiting for their document chunks.
   */
  docs: InlineDocs;
}

/** Records by id, with the pages they name (as in a document chunk). */
export interface InlineDocs {
  p: DocPage[];
  r: [id: number, record: DocRecord][];
}

export interface DocPage {
  /** Site path. */
  u: string;
  /** Title. */
  t: string;
  /** Section (lvl0): the sidebar category or site area. */
  s: string;
}

/** A table row or definition entry: name, type, description and the anchor of its own element. */
export type DocEntry = [name: string, type: string | null, text: string, anchor: string | null];
export type DocPart = string | DocEntry;

/** One record: its page (index into the chunk's pages), anchor, headings below the title, and its parts. */
export type DocRecord = [page: number, anchor: string | null, headings: string[], parts: DocPart[]];

export interface DocChunk {
  p: DocPage[];
  r: DocRecord[];
}

/**
 * Where a term occurs in a record, best first: 0 the page title (or the library entry's name),
 * 1 the record's section heading, 2 a deeper heading, the site section or a table entry's name,
 * 3 the text. Stored with the record's level (0 the page's first record, 1 a section, 2 deeper).
 */
export const fields = { title: 0, heading: 1, minor: 2, text: 3 } as const;
export const rankOf = (field: number, level: number) => field * 3 + level;
export const fieldOf = (rank: number) => Math.floor(rank / 3);
export const levelOf = (rank: number) => rank % 3;

// ---------------------------------------------------------------------------------------------
// Postings: record ids ascending, each as the gap from the previous id in base 36 followed by one
// capital letter for its rank (A = 0). `12A1D` is ids 11 (rank 0) and 12 (rank 3).

export type Posting = [id: number, rank: number];

export function encodePostings(postings: readonly Posting[]): string {
  let out = '';
  let last = -1;
  for (const [id, rank] of postings) {
    if (id <= last) throw new Error(`postings must ascend (${id} after ${last})`);
    out += (id - last).toString(36) + String.fromCharCode(65 + rank);
    last = id;
  }
  return out;
}

/** Ranked lists (not in id order): each id in full, then its rank letter. */
export function encodeRanked(postings: readonly Posting[]): string {
  return postings.map(([id, rank]) => id.toString(36) + String.fromCharCode(65 + rank)).join('');
}

/** Calls `each` for every posting, without building a list (queries decode thousands). */
export function forEachPosting(text: string, gaps: boolean, each: (id: number, rank: number) => void): void {
  let value = 0;
  let last = -1;
  let digits = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (!digits) throw new Error('malformed postings');
      const id = gaps ? last + value : value;
      each(id, c - 65);
      last = id;
      value = 0;
      digits = false;
    } else {
      const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1;
      if (d < 0) throw new Error('malformed postings');
      value = value * 36 + d;
      digits = true;
    }
  }
  if (digits) throw new Error('malformed postings');
}

function decode(text: string, gaps: boolean): Posting[] {
  const out: Posting[] = [];
  forEachPosting(text, gaps, (id, rank) => out.push([id, rank]));
  return out;
}

export const decodePostings = (text: string) => decode(text, true);
export const decodeRanked = (text: string) => decode(text, false);

// Bitsets: bit i of byte i >> 3 (least significant first), base64.

export function encodeBits(ids: Iterable<number>, size: number): string {
  const bytes = new Uint8Array(Math.ceil(size / 8));
  for (const id of ids) bytes[id >> 3] |= 1 << (id & 7);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeBits(text: string): number[] {
  const binary = atob(text);
  const ids: number[] = [];
  for (let i = 0; i < binary.length; i++) {
    const b = binary.charCodeAt(i);
    for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) ids.push(i * 8 + bit);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Finding shards

/** Index of the shard that holds `term` (the last shard whose first term is <= term). */
export function shardOf(shards: readonly string[], term: string): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The shards that may hold terms starting with `prefix` (first and last index). */
export function shardsOfPrefix(shards: readonly string[], prefix: string): [number, number] {
  return [shardOf(shards, prefix), shardOf(shards, `${prefix}\uffff`)];
}

/** The shortest beginning of `next` that still sorts after `previous` (a shard's separator). */
export function separator(previous: string, next: string): string {
  for (let i = 1; i <= next.length; i++) {
    const s = next.slice(0, i);
    if (s > previous) return s;
  }
  return next;
}
