/**
 * Whole-site checks. The crawl loads every URL of the build's sitemap.xml on a 390 px phone
 * screen: each page hydrates, logs no console error, has no failed request, has exactly one <h1>,
 * and lays out no wider than the screen. Over the built files: no page shows an admonition's
 * `:::` as text. From the home page, following links reaches every page of the sitemap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { test, expect } from './fixtures';
import { builtHtmlFiles, literalDirectiveTexts } from '../../scripts/content-lint/built-pages';

const buildDir = path.join(__dirname, '../../build');
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname).filter(
  (p) => !p.startsWith('/__test__'),
);
const shards = 4;
const phone = { width: 390, height: 844 };

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(200);
  expect(paths).toContain('/intro/overview/getting-started');
});

for (let shard = 0; shard < shards; shard++) {
  test(`crawl shard ${shard + 1} of ${shards} at ${phone.width} px`, async ({ page }) => {
    const mine = paths.filter((_, i) => i % shards === shard);
    test.setTimeout(mine.length * 3_000 + 30_000);
    await page.setViewportSize(phone);
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
      const { h1, scrollWidth, innerWidth } = await page.evaluate(() => ({
        h1: document.querySelectorAll('h1').length,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (h1 !== 1) problems.push(`${p}: ${h1} <h1> elements`);
      if (scrollWidth > innerWidth) problems.push(`${p}: ${scrollWidth} px wide on a ${innerWidth} px screen`);
    }
    console.log(`crawl shard ${shard + 1}: ${mine.length} pages`);
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });
}

test('no built page shows an admonition fence (`:::`) as text', () => {
  const files = builtHtmlFiles(buildDir).filter((f) => !f.startsWith('__test__'));
  expect(files.length).toBeGreaterThan(900);
  const found = files.flatMap((file) =>
    literalDirectiveTexts(readFileSync(path.join(buildDir, file), 'utf8')).map((text) => `${file}: ${text}`),
  );
  expect(found).toEqual([]);
});

/** Internal page links of an HTML page, as paths without hash or query. */
function pageLinks(html: string, from: URL): string[] {
  const out: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'a' || !attributes.href) return;
      const url = new URL(attributes.href, from);
      if (url.origin !== from.origin || /\.(xml|svg|png|jpe?g|json|txt|css|js)$/.test(url.pathname)) return;
      out.push(url.pathname);
    },
  });
  parser.write(html);
  parser.end();
  return out;
}

/** Paths are one page whatever the case or trailing slash (spec 2.1). */
const pageKey = (p: string) => p.toLowerCase().replace(/\/+$/, '') || '/';

test('following links from the home page reaches every page of the sitemap', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? '');
  const seen = new Set<string>([pageKey('/')]);
  const queue = ['/'];
  const broken: string[] = [];
  while (queue.length) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (p) => {
        const response = await request.get(p);
        if (!response.ok()) {
          broken.push(`${p} (${response.status()})`);
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        for (const link of pageLinks(await response.text(), new URL(p, origin))) {
          const key = pageKey(link);
          if (!seen.has(key) && !link.startsWith('/__test__')) {
            seen.add(key);
            queue.push(link);
          }
        }
      }),
    );
  }
  const unreached = paths.filter((p) => !seen.has(pageKey(p)));
  console.log(
    `link crawl from /: ${seen.size} paths followed, ${paths.length - unreached.length} of ${paths.length} sitemap pages reached`,
  );
  expect(broken).toEqual([]);
  expect(unreached).toEqual([]);
});
