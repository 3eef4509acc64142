import { describe, expect, it } from 'vitest';
import {
  loadRelevanceSet,
  pagesInOrder,
  parseRelevanceSet,
  percentile,
  samePage,
  scoreRelevance,
} from '../../scripts/measure/search';

describe('search relevance set', () => {
  it('holds at least 40 queries with a page each, at least 10 of them with typos', () => {
    const set = loadRelevanceSet();
    expect(set.length).toBeGreaterThanOrEqual(40);
    expect(set.filter((q) => q.typo).length).toBeGreaterThanOrEqual(10);
    for (const q of set) expect(q.page, q.query).toMatch(/^\//);
  });

  it('refuses a malformed set, naming the entry', () => {
    expect(() => parseRelevanceSet('queries: 3')).toThrow(/queries/);
    expect(() => parseRelevanceSet('queries:\n  - { query: vpc, task: find it }')).toThrow(/entry 1 \('vpc'\): page/);
    expect(() => parseRelevanceSet('queries:\n  - { query: vpc, page: /a, task: t, typo: yes }')).toThrow(/typo/);
    expect(() =>
      parseRelevanceSet('queries:\n  - { query: vpc, page: /a, task: t }\n  - { query: vpc, page: /b, task: t }'),
    ).toThrow(/entry 2 \('vpc'\): the query is listed twice/);
  });

  it('ranks pages, not hits, and scores hits@5 and MRR apart with and without typos', () => {
    expect(pagesInOrder(['/a#x', '/a/#y', '/b', '/A', '/c?q=1'])).toEqual(['/a', '/b', '/c']);
    expect(samePage('/Refarch/access/', '/refarch/access#x')).toBe(true);
    const s = scoreRelevance([
      { query: 'a', page: '/a', typo: false, rank: 1, top: [] },
      { query: 'b', page: '/b', typo: false, rank: 4, top: [] },
      { query: 'c', page: '/c', typo: true, rank: 0, top: [] },
      { query: 'd', page: '/d', typo: true, rank: 6, top: [] },
    ]);
    expect(s).toMatchObject({
      queries: 4,
      hitsAt5: 0.5,
      mrr: Math.round(((1 + 1 / 4 + 0 + 1 / 6) / 4) * 1000) / 1000,
      withoutTypos: { queries: 2, hitsAt5: 1, mrr: 0.625 },
      withTypos: { queries: 2, hitsAt5: 0, mrr: 0.083 },
    });
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
  });
});
