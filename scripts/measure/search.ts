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
  firstResultsMs: number;
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
  // The first keystroke opens the modal with that character (the reader types straight away).
  const t0 = Date.now();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.locator('.DocSearch-Input').pressSequentially(query.slice(0, 3));
  await page.waitForSelector('.DocSearch-Hit', { timeout: 30_000 });
  const firstResultsMs = Date.now() - t0;
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
  return { query, firstResultsMs, firstResultsKB, laterKeystrokeMs };
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
