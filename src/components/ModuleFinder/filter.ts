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
}

export function indexItems(items: FinderItem[]): Indexed[] {
  return items.map((item) => ({
    item,
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

export function applyFilter(index: Indexed[], filter: FinderFilter): FinderItem[] {
  const words = tokens(filter.q);
  const out: FinderItem[] = [];
  for (const { item, haystack } of index) {
    if (filter.repo && item.repo !== filter.repo) continue;
    if (filter.category && item.category !== filter.category) continue;
    if (filter.tag && !item.tags.some((t) => t.key === filter.tag)) continue;
    if (words.every((w) => haystack.includes(w))) out.push(item);
  }
  return out;
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
