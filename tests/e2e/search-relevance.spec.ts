/**
 * The relevance set (tests/fixtures/search/relevance.yml) on the search page of the test build:
 * fails when hits@5 or MRR drop below the floors, set just under what the engine measured when
 * they were introduced (hits@5 1.0 and MRR 0.91 overall; 1.0 and 0.93 with typos).
 */
import { formatRelevance, measureRelevance } from '../../scripts/measure/search';
import { test, expect } from './fixtures';

const floors = { hitsAt5: 0.95, mrr: 0.85, typoHitsAt5: 0.9, typoMrr: 0.85 };

test('the relevance set stays above its floors', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const result = await measureRelevance(page, baseURL ?? '');
  const misses = result.results.filter((r) => r.rank < 1 || r.rank > 5).map((r) => `${r.query}: ${r.top.join(', ')}`);
  console.log(formatRelevance(result));
  expect(result.queries).toBeGreaterThanOrEqual(40);
  expect(result.withTypos.queries).toBeGreaterThanOrEqual(10);
  expect(result.hitsAt5, `missed: ${misses.join(' | ')}`).toBeGreaterThanOrEqual(floors.hitsAt5);
  expect(result.mrr).toBeGreaterThanOrEqual(floors.mrr);
  expect(result.withTypos.hitsAt5).toBeGreaterThanOrEqual(floors.typoHitsAt5);
  expect(result.withTypos.mrr).toBeGreaterThanOrEqual(floors.typoMrr);
});
