/**
 * Whole-site crawl: every URL of the build's sitemap.xml loads, hydrates, logs no console error,
 * has no failed request, and has exactly one <h1>.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

const sitemap = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname).filter(
  (p) => !p.startsWith('/__test__'),
);
const shards = 4;

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(200);
  expect(paths).toContain('/intro/overview/getting-started');
});

for (let shard = 0; shard < shards; shard++) {
  test(`crawl shard ${shard + 1} of ${shards}`, async ({ page }) => {
    const mine = paths.filter((_, i) => i % shards === shard);
    test.setTimeout(mine.length * 3_000 + 30_000);
    const failed: string[] = [];
    page.on('requestfailed', (r) => {
      // Moving on to the next page cancels its prefetches: that is not a failure of the site.
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()} (${r.failure()?.errorText})`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.url()} (${r.status()})`);
    });
    const problems: string[] = [];
    for (const p of mine) {
      await page.goto(p);
      await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
      const h1 = await page.locator('h1').count();
      if (h1 !== 1) problems.push(`${p}: ${h1} <h1> elements`);
    }
    console.log(`crawl shard ${shard + 1}: ${mine.length} pages`);
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });
}
