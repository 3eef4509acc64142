/**
 * Local search as a reader meets it, in Chromium from a cold cache (a new browser context per run):
 * the time from the first key typed into the modal to the first hit, the bytes transferred from
 * Ctrl+K until the typed query's results are complete (the modal's code included), the time later
 * keystrokes take to show their results, and the same under emulated Fast 4G with a 4x slower CPU.
 * Also the relevance set (tests/fixtures/search/relevance.yml): hits@5 and MRR on the search page.
 * Used by `npm run bench` and `npx tsx scripts/measure/search.ts [baseUrl] [--runs 5] [--throttled]`.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parse } from 'yaml';
import { chromiumArgs, chromiumPath } from './chromium';

/** Chrome DevTools' 'Fast 4G' network preset, with the CPU slowed down 4x as on a mid-range phone. */
export const fast4g = {
  name: 'Fast 4G, 4x CPU slowdown',
  latencyMs: 60 * 2.75,
  downloadBytesPerSecond: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadBytesPerSecond: ((1.5 * 1000 * 1000) / 8) * 0.9,
  cpuSlowdown: 4,
} as const;
export type Throttle = typeof fast4g;

export interface FirstQueryRun {
  query: string;
  /** From the first key typed into the modal to the first hit shown. */
  firstHitMs: number;
  /** From Ctrl+K (the modal's code not loaded yet) to the first hit shown. */
  fromOpenMs: number;
  /** Transferred (headers and bodies) from Ctrl+K until the first hit shows. */
  bytesToFirstHit: number;
  /** Transferred from Ctrl+K until the results of the first word are complete and the network is quiet. */
  bytesForQuery: number;
  requestsForQuery: number;
  /** For each later keystroke, from the key to its results shown. */
  laterKeystrokeMs: number[];
}

/**
 * Size of the local index in a build, on disk and gzip-compressed (what a compressing server
 * sends), in KiB: the entry (`search-index/`) and the files it names (`assets/search-index/`).
 */
export function indexSize(buildDir: string): { files: number; rawKB: number; gzipKB: number } | null {
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
        gz += Math.min(buf.length, gzipSync(buf).length);
      }
    }
  };
  for (const dir of ['search-index', 'assets/search-index'])
    if (existsSync(path.join(buildDir, dir))) walk(path.join(buildDir, dir));
  return files ? { files, rawKB: Math.round(raw / 1024), gzipKB: Math.round(gz / 1024) } : null;
}

/**
 * In-page marks, timed with performance.now() in the page (Playwright's own round trips would add
 * to them): the first key in the modal's input, the first hit, and for each input value the moment
 * the modal shows that value's results (the 'See all' link carries the query; the no-results
 * screen names it). Plain JavaScript in a string: the TypeScript runner adds helpers to compiled
 * functions that the page does not have.
 */
const installMarks = `(() => {
  const marks = { shown: {} };
  window.__searchMarks = marks;
  document.addEventListener('keydown', (e) => {
    const now = performance.now();
    if (marks.open === undefined) marks.open = now;
    if (e.target && e.target.classList && e.target.classList.contains('DocSearch-Input')) {
      if (marks.firstKey === undefined) marks.firstKey = now;
      marks.lastKey = now;
    }
  }, true);
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.hit === undefined && document.querySelector('.DocSearch-Hit')) marks.hit = now;
    const input = document.querySelector('.DocSearch-Input');
    if (!input) return;
    const link = document.querySelector('.DocSearch-HitsFooter a');
    const none = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
    const shownQuery = link ? new URL(link.href).searchParams.get('q') : none ? none.textContent : null;
    if (shownQuery !== null && shownQuery === input.value && marks.shown[shownQuery] === undefined) marks.shown[shownQuery] = now;
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
})()`;

async function throttle(page: Page, t: Throttle | null): Promise<void> {
  if (!t) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.latencyMs,
    downloadThroughput: t.downloadBytesPerSecond,
    uploadThroughput: t.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdown });
}

/** Counts what the page transfers, and whether requests are in flight. */
function trafficMeter(page: Page) {
  let bytes = 0;
  let requests = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  const pending: Promise<void>[] = [];
  page.on('request', () => {
    requests += 1;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    done();
    pending.push(
      request
        .sizes()
        .then((s) => {
          bytes += s.responseBodySize + s.responseHeadersSize;
        })
        .catch(() => undefined),
    );
  });
  return {
    reset() {
      bytes = 0;
      requests = 0;
    },
    async read() {
      await Promise.all(pending);
      return { bytes, requests };
    },
    /** Resolves once no request has been in flight for `quietMs`. */
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * One cold run: open a doc page, press Ctrl+K, type the query's first word at a reader's pace
 * (`keyDelayMs` between keys), then the rest one key at a time, each after the previous results.
 */
export async function measureFirstQuery(
  browser: Browser,
  baseUrl: string,
  options: { query?: string; throttle?: Throttle | null; keyDelayMs?: number } = {},
): Promise<FirstQueryRun> {
  const query = options.query ?? 'nat gateway';
  const firstWord = query.split(' ')[0];
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page, options.throttle ?? null);
    await page.goto(new URL('/intro/overview/getting-started', baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await page.evaluate(installMarks);
    const meter = trafficMeter(page);
    await meter.quiet(300);
    meter.reset();
    const timeout = options.throttle ? 60_000 : 30_000;
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor({ timeout });
    await input.pressSequentially(firstWord, { delay: options.keyDelayMs ?? 120 });
    await page.waitForSelector('.DocSearch-Hit', { timeout });
    const toFirstHit = await meter.read();
    await page.waitForFunction(
      (q) => (window as unknown as { __searchMarks: { shown: Record<string, number> } }).__searchMarks.shown[q],
      firstWord,
      { timeout },
    );
    await meter.quiet();
    const forQuery = await meter.read();
    const laterKeystrokeMs: number[] = [];
    for (let i = firstWord.length; i < query.length; i++) {
      const value = query.slice(0, i + 1);
      await input.press(query[i] === ' ' ? 'Space' : query[i]);
      const ms = await page.waitForFunction(
        (v) => {
          const m = (window as unknown as { __searchMarks: { lastKey: number; shown: Record<string, number> } })
            .__searchMarks;
          const t = m.shown[v];
          return t !== undefined && t >= m.lastKey ? t - m.lastKey : null;
        },
        value,
        { timeout },
      );
      laterKeystrokeMs.push(Math.round(Number(await ms.jsonValue())));
    }
    const marks = await page.evaluate(
      () => (window as unknown as { __searchMarks: Record<string, number> }).__searchMarks,
    );
    return {
      query,
      firstHitMs: Math.round(marks.hit - marks.firstKey),
      fromOpenMs: Math.round(marks.hit - marks.open),
      bytesToFirstHit: toFirstHit.bytes,
      bytesForQuery: forQuery.bytes,
      requestsForQuery: forQuery.requests,
      laterKeystrokeMs,
    };
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export interface FirstQuerySummary {
  runs: FirstQueryRun[];
  firstHitP50: number;
  firstHitP95: number;
  /** Median over the runs, in KiB. */
  firstQueryKB: number;
  laterKeystrokeP50: number;
  laterKeystrokeMax: number;
}

export function summarize(runs: FirstQueryRun[]): FirstQuerySummary {
  const later = runs.flatMap((r) => r.laterKeystrokeMs);
  return {
    runs,
    firstHitP50: percentile(
      runs.map((r) => r.firstHitMs),
      50,
    ),
    firstHitP95: percentile(
      runs.map((r) => r.firstHitMs),
      95,
    ),
    firstQueryKB: Math.round(
      percentile(
        runs.map((r) => r.bytesForQuery),
        50,
      ) / 1024,
    ),
    laterKeystrokeP50: percentile(later, 50),
    laterKeystrokeMax: Math.max(...later),
  };
}

export async function measureFirstQueries(
  browser: Browser,
  baseUrl: string,
  runs: number,
  throttleWith: Throttle | null = null,
): Promise<FirstQuerySummary> {
  const all: FirstQueryRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await measureFirstQuery(browser, baseUrl, { throttle: throttleWith }));
  return summarize(all);
}

export function formatFirstQueries(label: string, s: FirstQuerySummary): string {
  return (
    `${label}: first hit after the first key p50 ${s.firstHitP50} ms, p95 ${s.firstHitP95} ms ` +
    `(runs ${s.runs.map((r) => r.firstHitMs).join(' / ')} ms; from Ctrl+K ${s.runs.map((r) => r.fromOpenMs).join(' / ')} ms); ` +
    `first query ${s.firstQueryKB} KB in ${s.runs[0]?.requestsForQuery ?? 0} requests ` +
    `(${Math.round((s.runs[0]?.bytesToFirstHit ?? 0) / 1024)} KB before the first hit); ` +
    `later keystrokes p50 ${s.laterKeystrokeP50} ms, max ${s.laterKeystrokeMax} ms`
  );
}

// ---------------------------------------------------------------------------------------------
// Relevance

export interface RelevanceQuery {
  query: string;
  page: string;
  task: string;
  typo: boolean;
}

export const relevanceFile = path.resolve(__dirname, '../../tests/fixtures/search/relevance.yml');

/** Reads and checks the relevance set; throws naming the entry that is malformed. */
export function parseRelevanceSet(text: string): RelevanceQuery[] {
  const doc = parse(text) as { queries?: unknown } | null;
  if (!doc || !Array.isArray(doc.queries)) throw new Error('relevance set: expected a `queries:` list');
  const seen = new Set<string>();
  return doc.queries.map((entry: unknown, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const where = `relevance set, entry ${i + 1}${typeof e.query === 'string' ? ` ('${e.query}')` : ''}`;
    if (typeof e.query !== 'string' || !e.query.trim()) throw new Error(`${where}: query must be a non-empty string`);
    if (typeof e.page !== 'string' || !e.page.startsWith('/')) throw new Error(`${where}: page must be a site path`);
    if (typeof e.task !== 'string' || !e.task.trim()) throw new Error(`${where}: task must say what the reader does`);
    if (e.typo !== undefined && typeof e.typo !== 'boolean') throw new Error(`${where}: typo must be true or false`);
    if (seen.has(e.query)) throw new Error(`${where}: the query is listed twice`);
    seen.add(e.query);
    return { query: e.query, page: e.page, task: e.task, typo: e.typo === true };
  });
}

export const loadRelevanceSet = (file = relevanceFile) => parseRelevanceSet(readFileSync(file, 'utf8'));

/** Route paths compare case-insensitively and without a trailing slash. */
export const samePage = (a: string, b: string) =>
  a
    .replace(/[#?].*$/, '')
    .replace(/\/$/, '')
    .toLowerCase() ===
  b
    .replace(/[#?].*$/, '')
    .replace(/\/$/, '')
    .toLowerCase();

/** Distinct pages in the order of the hits. */
export function pagesInOrder(hitUrls: string[]): string[] {
  const pages: string[] = [];
  for (const url of hitUrls) {
    const p = url.replace(/[#?].*$/, '');
    if (!pages.some((q) => samePage(q, p))) pages.push(p);
  }
  return pages;
}

export interface RelevanceResult {
  query: string;
  page: string;
  typo: boolean;
  /** 1-based rank of the page among the distinct pages of the first 20 hits; 0 when absent. */
  rank: number;
  top: string[];
}

export interface RelevanceSummary {
  queries: number;
  hitsAt5: number;
  mrr: number;
  withoutTypos: { queries: number; hitsAt5: number; mrr: number };
  withTypos: { queries: number; hitsAt5: number; mrr: number };
  results: RelevanceResult[];
}

export function scoreRelevance(results: RelevanceResult[]): RelevanceSummary {
  const score = (rs: RelevanceResult[]) => ({
    queries: rs.length,
    hitsAt5: rs.length
      ? Math.round((rs.filter((r) => r.rank >= 1 && r.rank <= 5).length / rs.length) * 1000) / 1000
      : 0,
    mrr: rs.length ? Math.round((rs.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / rs.length) * 1000) / 1000 : 0,
  });
  return {
    ...score(results),
    withoutTypos: score(results.filter((r) => !r.typo)),
    withTypos: score(results.filter((r) => r.typo)),
    results,
  };
}

/** Runs each query on the search page (/search?q=) and ranks the expected page among its hits. */
export async function measureRelevance(
  page: Page,
  baseUrl: string,
  set: RelevanceQuery[] = loadRelevanceSet(),
): Promise<RelevanceSummary> {
  const results: RelevanceResult[] = [];
  for (const q of set) {
    await page.goto(new URL(`/search?q=${encodeURIComponent(q.query)}`, baseUrl).href);
    const status = page.getByTestId('search-status');
    await status
      .filter({ hasText: /\d+ results?|No results for|Unable to fetch results/ })
      .waitFor({ timeout: 30_000 });
    if (/Unable to fetch results/.test((await status.textContent()) ?? ''))
      throw new Error(`relevance: the search page failed for '${q.query}'`);
    const urls = await page
      .locator('main ol > li > a:first-child')
      .evaluateAll((as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash),
      );
    const pages = pagesInOrder(urls);
    const index = pages.findIndex((p) => samePage(p, q.page));
    results.push({ query: q.query, page: q.page, typo: q.typo, rank: index + 1, top: pages.slice(0, 5) });
  }
  return scoreRelevance(results);
}

export function formatRelevance(s: RelevanceSummary): string {
  return (
    `relevance (${s.queries} queries): hits@5 ${s.hitsAt5}, MRR ${s.mrr}; ` +
    `without typos (${s.withoutTypos.queries}) hits@5 ${s.withoutTypos.hitsAt5}, MRR ${s.withoutTypos.mrr}; ` +
    `with typos (${s.withTypos.queries}) hits@5 ${s.withTypos.hitsAt5}, MRR ${s.withTypos.mrr}`
  );
}

async function main() {
  const args = process.argv.slice(2);
  const baseUrl = args.find((a) => /^https?:/.test(a)) ?? 'http://127.0.0.1:3000';
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`search index ${JSON.stringify(indexSize(path.resolve(__dirname, '../../build')))}`);
    if (!args.includes('--relevance-only')) {
      console.log(formatFirstQueries('loopback', await measureFirstQueries(browser, baseUrl, runs)));
      if (args.includes('--throttled'))
        console.log(formatFirstQueries(fast4g.name, await measureFirstQueries(browser, baseUrl, runs, fast4g)));
    }
    const context = await browser.newContext();
    const relevance = await measureRelevance(await context.newPage(), baseUrl);
    console.log(formatRelevance(relevance));
    if (args.includes('--verbose'))
      for (const r of relevance.results)
        console.log(
          `${String(r.rank || '-').padStart(2)}  ${r.query.padEnd(40)} ${r.rank === 1 ? '' : r.top.join('  ')}`,
        );
    await context.close();
  } finally {
    await browser.close();
  }
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
