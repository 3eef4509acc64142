/** The module finder's filter: pure, so it is unit-tested and timed outside the browser too. */

import type { FinderEntry } from '../../../common/library-data';
import { maxQueryLength, normalize, tokens } from '../../lib/text-match';

export { maxQueryLength, tokens };

/** One row of the finder, as the library plugin writes it (finder.json). */
export type FinderItem = FinderEntry;

export interface FinderFilter {
  /** Free text: every word must appear in the name, summary, repository, category or a tag. */
  q: string;
  repo: string;
  category: string;
  tag: string;
}

export const emptyFilter: FinderFilter = { q: '', repo: '', category: '', tag: '' };
const keys = ['q', 'repo', 'category', 'tag'] as const;

export interface Indexed {
  item: FinderItem;
  haystack: string;
  /** The module or service id as words (`vpc-app` -> `vpc app`), the name readers type. */
  name: string;
  nameWords: string[];
  titleWords: string[];
  summaryWords: string[];
  /** Position in the list as the plugin wrote it: the order among equally relevant entries. */
  position: number;
}

const wordsOf = (text: string) =>
  normalize(text)
    .split(/[^a-z0-9.]+/)
    .filter(Boolean);

export function indexItems(items: FinderItem[]): Indexed[] {
  return items.map((item, position) => ({
    item,
    name: wordsOf(item.id).join(' '),
    nameWords: wordsOf(item.id),
    titleWords: wordsOf(item.title),
    summaryWords: wordsOf(item.summary),
    position,
    haystack: normalize(
      [
        item.title,
        item.id,
        item.summary,
        item.repo,
        item.category,
        item.categoryLabel,
        item.kind,
        ...item.tags.flatMap((t) => [t.key, t.label]),
      ].join(' '),
    ),
  }));
}

/**
 * How well an entry answers the query's words, best first: 0 its name is the query (`vpc app` for
 * vpc-app), 1 its name starts with the query, 2 every word starts a word of its name, 3 of its
 * title, 4 of its summary; 5 the words are found elsewhere (repository, category, tags).
 */
export function relevance(entry: Indexed, words: readonly string[]): number {
  const query = words.join(' ');
  const startsWords = (list: readonly string[]) => words.every((w) => list.some((x) => x.startsWith(w)));
  if (entry.name === query) return 0;
  if (entry.name.startsWith(query)) return 1;
  if (startsWords(entry.nameWords)) return 2;
  if (startsWords(entry.titleWords)) return 3;
  if (startsWords(entry.summaryWords)) return 4;
  return 5;
}

/**
 * The entries that match, most relevant first (by `relevance`, then, among name matches, the
 * shorter name, then list order). Without words, the list order.
 */
export function applyFilter(index: Indexed[], filter: FinderFilter): FinderItem[] {
  const words = tokens(filter.q);
  // Ranked by words as names split them: `vpc-app` and `vpc app` are the same query.
  const rankWords = wordsOf(filter.q.slice(0, maxQueryLength));
  const out: { entry: Indexed; rank: number }[] = [];
  for (const entry of index) {
    const { item, haystack } = entry;
    if (filter.repo && item.repo !== filter.repo) continue;
    if (filter.category && item.category !== filter.category) continue;
    if (filter.tag && !item.tags.some((t) => t.key === filter.tag)) continue;
    if (words.every((w) => haystack.includes(w)))
      out.push({ entry, rank: rankWords.length ? relevance(entry, rankWords) : 0 });
  }
  // Among names that start alike, the shortest is the one typed so far (vpc-app before vpc-app-network-acls).
  const byName = (a: Indexed, b: Indexed, rank: number) => (rank <= 2 ? a.name.length - b.name.length : 0);
  if (rankWords.length)
    out.sort((a, b) => a.rank - b.rank || byName(a.entry, b.entry, a.rank) || a.entry.position - b.entry.position);
  return out.map(({ entry }) => entry.item);
}

/** Reads a filter from a URL query string; unknown values of the select filters are dropped. */
export function filterFromSearch(
  search: string,
  allowed: { repos: Set<string>; categories: Set<string>; tags: Set<string> },
): FinderFilter {
  const params = new URLSearchParams(search);
  const pick = (k: string, set: Set<string>) => {
    const v = params.get(k) ?? '';
    return set.has(v) ? v : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, maxQueryLength),
    repo: pick('repo', allowed.repos),
    category: pick('category', allowed.categories),
    tag: pick('tag', allowed.tags),
  };
}

/** The query string for a filter ('' when nothing is filtered), other parameters kept. */
export function searchFromFilter(filter: FinderFilter, current = ''): string {
  const params = new URLSearchParams(current);
  for (const k of keys) {
    if (filter[k]) params.set(k, filter[k]);
    else params.delete(k);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The order to render every row in, given the order they are in now: the shown rows in the order
 * given, the hidden ones wherever they cost nothing. React moves a keyed element when it comes
 * after one that used to follow it, and each move costs a DOM insertion; hidden rows can go
 * anywhere, so they fill the gaps between shown rows in their old order, and only shown rows that
 * change places move.
 */
export function arrangeRows<T>(current: readonly T[], shown: readonly T[]): T[] {
  const position = new Map(current.map((row, i) => [row, i]));
  const isShown = new Set(shown);
  const hidden = current.filter((row) => !isShown.has(row));
  const out: T[] = [];
  let next = 0;
  let last = -1;
  for (const row of shown) {
    const at = position.get(row) ?? Number.MAX_SAFE_INTEGER;
    if (at > last) {
      while (next < hidden.length && (position.get(hidden[next]) ?? 0) < at) out.push(hidden[next++]);
      last = at;
    }
    out.push(row);
  }
  while (next < hidden.length) out.push(hidden[next++]);
  return out;
}
