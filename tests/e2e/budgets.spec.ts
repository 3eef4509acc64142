/**
 * Byte budgets (deterministic for a given build): first-load JS+CSS per page type, and the size
 * of build/. Budgets sit a few percent above today's figures so a regression fails, and never above
 * the site's goal of 200 KB per page; lower them when bytes are cut. Also: each page lists the scripts it runs (no request waits for main.js to
 * run first), and the shipped assets do not carry the build machine's paths.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { measureFirstLoad, pageTypes } from '../../scripts/measure/first-load';

/** KB of gzip JS+CSS per page type. */
const firstLoadBudgetKB: Record<string, number> = {
  home: 158,
  doc: 186,
  markdown: 172,
  tag: 172,
  'knowledge base': 171,
  'module reference': 194,
  'release note': 183,
  'upgrade planner': 170,
};
/**
 * MB of build/: about 64 of pages, assets and indexes, and 7.9 of Markdown twins and llms files
 * (plugins/llms), which a reader fetches only when asking for them; a few MB above, so that
 * something shipped twice (a second index, source maps) fails.
 */
const buildBudgetMB = 76;

function dirBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const p = path.join(dir, name);
    const s = statSync(p);
    return sum + (s.isDirectory() ? dirBytes(p) : s.size);
  }, 0);
}

for (const [type, pagePath] of Object.entries(pageTypes)) {
  test(`first load of the ${type} page stays within ${firstLoadBudgetKB[type]} KB, makes no third-party request and fetches no font`, async ({
    browser,
    baseURL,
  }) => {
    const m = await measureFirstLoad(browser, baseURL ?? '', pagePath);
    // Page data fetched before hydrating counts with the scripts (plugins/client-bundle, `.fetch.json`).
    const kb = (m.jsBytes + m.cssBytes + m.dataBytes) / 1024;
    console.log(
      `first load ${type} ${pagePath}: ${kb.toFixed(1)} KB JS+CSS+data gzip (data ${(m.dataBytes / 1024).toFixed(1)} KB), ${(m.fontBytes / 1024).toFixed(1)} KB fonts`,
    );
    expect(m.thirdPartyRequests).toEqual([]);
    // Text is set in the system's fonts (src/css/custom.css says why).
    expect(m.fontBytes, 'font bytes fetched').toBe(0);
    expect(kb).toBeLessThanOrEqual(firstLoadBudgetKB[type]);
  });
}

test(`build/ stays within ${buildBudgetMB} MB`, () => {
  const mb = dirBytes(path.join(__dirname, '../../build')) / 1024 / 1024;
  console.log(`build/ size: ${mb.toFixed(1)} MB`);
  expect(mb).toBeLessThanOrEqual(buildBudgetMB);
});

for (const [type, pagePath] of Object.entries(pageTypes)) {
  test(`the ${type} page's HTML lists every script it runs before hydrating`, async ({ page, request }) => {
    const html = await (await request.get(pagePath)).text();
    // Listed in the head (main.js preloaded), run once the page has painted (plugins/client-bundle/ssr-template.ts).
    const listed = new Set(
      [...html.matchAll(/<(?:link|meta) [^>]*?data-entry (?:href|content)="?([^" >]+)/g)].map((m) => m[1]),
    );
    expect(html).toMatch(/<link rel="?preload"? as="?script"?[^>]* href="?\/assets\/js\/main\./);
    expect(html).not.toMatch(/<script [^>]*src=/);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
    });
    await page.goto(pagePath);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const beforeHydration = [...requested];
    // runtime, main and at least one route chunk.
    expect(listed.size, [...listed].join(' ')).toBeGreaterThan(2);
    expect(beforeHydration.length).toBeGreaterThan(2);
    expect(beforeHydration.filter((url) => !listed.has(url))).toEqual([]);
  });
}

test('the shipped JavaScript and CSS carry no absolute path of the build machine', () => {
  const root = path.resolve(__dirname, '../..');
  const assets = path.join(root, 'build/assets');
  const leaking = ['js', 'css'].flatMap((kind) =>
    readdirSync(path.join(assets, kind))
      .map((name) => path.join(assets, kind, name))
      .filter((file) => readFileSync(file, 'utf8').includes(root)),
  );
  expect(leaking).toEqual([]);
});
