/**
 * Local search as a reader meets it, in Chromium from a cold cache: bytes transferred from the
 * first keystroke in the modal until the first results show, the time to those first results, and
 * the time later keystrokes take to update the results. Used by `npm run bench` and
 * `npx tsx scripts/measure/search.ts [baseUrl]`.
 */
import { chromium, type Browser } from 'playwright-core';
import { readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium';

export interface SearchMeasurement {
  query: string;
  /** From the first character typed into the modal to the first hit shown. */
  firstResultsMs: number;
  /** From Ctrl+K (the modal's code not loaded yet) to the first hit shown. */
  fromOpenMs: number;
  firstResultsKB: number;
  laterKeystrokeMs: number[];
  /** Index size on disk and gzip-compressed, in KiB. */
  index: { files: number; rawKB: number; gzipKB: number } | null;
}

export function indexSize(dir: string): SearchMeasurement['index'] {
  let files = 0;
  let raw = 0;
  let gz = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const buf = readFileSync(p);
        files += 1;
        raw += buf.length;
        // Pagefind's files are already compressed; gzip of those is what a server sends at best.
        gz += Math.min(buf.length, gzipSync(buf).length);
      }
    }
  };
  try {
    walk(dir);
  } catch {
    return null;
  }
  return { files, rawKB: Math.round(raw / 1024), gzipKB: Math.round(gz / 1024) };
}

export async function measureSearch(
  browser: Browser,
  baseUrl: string,
  query = 'nat gateway',
): Promise<Omit<SearchMeasurement, 'index'>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/intro/overview/getting-started', baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) =>
    pending.push(
      (async () => {
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        bytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
      })(),
    ),
  );
  // Times are taken in the page (performance.now()), not around Playwright's calls, which add
  // their own round trips: Ctrl+K, the first character typed into the modal, the first hit shown.
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __searchMarks: Record<string, number> }).__searchMarks = marks;
    document.addEventListener(
      'keydown',
      (e) => {
        marks.open ??= performance.now();
        if ((e.target as Element | null)?.classList?.contains('DocSearch-Input')) marks.firstChar ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit')) marks.hit ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.locator('.DocSearch-Input').pressSequentially(query.slice(0, 3));
  await page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { __searchMarks: Record<string, number> }).__searchMarks,
  );
  const firstResultsMs = Math.round(marks.hit - marks.firstChar);
  const fromOpenMs = Math.round(marks.hit - marks.open);
  await Promise.all(pending);
  const firstResultsKB = Math.round(bytes / 1024);
  const laterKeystrokeMs: number[] = [];
  for (const ch of query.slice(3)) {
    const before = await page.locator('.DocSearch-Dropdown').innerHTML();
    const t = Date.now();
    await page.locator('.DocSearch-Input').press(ch === ' ' ? 'Space' : ch);
    await page
      .waitForFunction((html) => document.querySelector('.DocSearch-Dropdown')?.innerHTML !== html, before, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    laterKeystrokeMs.push(Date.now() - t);
  }
  await context.close();
  return { query, firstResultsMs, fromOpenMs, firstResultsKB, laterKeystrokeMs };
}

async function main() {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await measureSearch(browser, baseUrl));
  await browser.close();
  console.log(JSON.stringify({ index: indexSize(path.resolve(__dirname, '../../build/search-index')), runs }, null, 2));
}

if (require.main === module) void main();
