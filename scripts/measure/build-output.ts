/**
 * What a production build gives readers, measured the same way by `npm run bench` and
 * `npm run bench:scale`: page count and size of the build folder, the gzip-9 size of the two
 * scripts every page runs (the bundler runtime and main.js), first-load JS+CSS per page type in
 * Chromium, the main-thread long tasks of each page type's first load at a 4x slower CPU, and local search: the index, five cold first queries on loopback and five under Fast 4G
 * with a 4x slower CPU, and the relevance set.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';
import { measureFirstLoad, pageTypes } from './first-load';
import { measureMainThread, type MainThreadSummary } from './main-thread';
import {
  fast4g,
  formatFirstQueries,
  formatRelevance,
  indexSize,
  measureFirstQueries,
  measureRelevance,
  type FirstQuerySummary,
  type RelevanceSummary,
} from './search';
import { startStaticServer } from './static-server';

export interface BuildOutput {
  pages: number;
  buildMB: number;
  /** gzip-9 KiB of the scripts every page loads; null when the build has no such file. */
  entryScriptsKB: { runtimeMain: number | null; main: number | null };
  /** `jsCssKB`: scripts, stylesheets and fetched page data (`dataKB` of it), gzip. */
  firstLoad: Record<string, { path: string; jsCssKB: number; dataKB: number; fontKB: number; thirdParty: number }>;
  /** Long tasks of each page type's first load at a 4x slower CPU, medians of three loads. */
  mainThread: Record<string, MainThreadSummary>;
  search: {
    index: ReturnType<typeof indexSize>;
    loopback: FirstQuerySummary;
    throttled: FirstQuerySummary;
    relevance: RelevanceSummary;
  } | null;
}

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

function gzipKB(jsDir: string, pattern: RegExp): number | null {
  const name = readdirSync(jsDir).find((n) => pattern.test(n));
  return name ? kb(gzipSync(readFileSync(path.join(jsDir, name)), { level: 9 }).length) : null;
}

/** Measures `buildDir`, serving it on 127.0.0.1:`port` for the browser measurements. */
export async function measureBuildOutput(buildDir: string, port: number): Promise<BuildOutput> {
  const files = walk(buildDir);
  const pages = files.filter((f) => f.endsWith('.html')).length;
  const buildMB = Math.round((files.reduce((s, f) => s + statSync(f).size, 0) / 1024 / 1024) * 10) / 10;
  const jsDir = path.join(buildDir, 'assets/js');
  const entryScriptsKB = {
    runtimeMain: gzipKB(jsDir, /^runtime~main\.[0-9a-f]+\.js$/),
    main: gzipKB(jsDir, /^main\.[0-9a-f]+\.js$/),
  };

  const firstLoad: BuildOutput['firstLoad'] = {};
  const mainThread: BuildOutput['mainThread'] = {};
  let search: BuildOutput['search'] = null;
  const server = await startStaticServer(port, buildDir);
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const [type, p] of Object.entries(pageTypes)) {
      const m = await measureFirstLoad(browser, server.url, p);
      firstLoad[type] = {
        path: p,
        // The route's fetched data counts: it was part of a script chunk until it left the bundle.
        jsCssKB: kb(m.jsBytes + m.cssBytes + m.dataBytes),
        dataKB: kb(m.dataBytes),
        fontKB: kb(m.fontBytes),
        thirdParty: m.thirdPartyRequests.length,
      };
    }
    for (const [type, p] of Object.entries(pageTypes))
      mainThread[type] = await measureMainThread(browser, server.url, p);
    // Local search: five cold-cache runs (each in a new browser context) on loopback and five under
    // Fast 4G with a 4x slower CPU, then the relevance set on the search page.
    const loopback = await measureFirstQueries(browser, server.url, 5);
    const throttled = await measureFirstQueries(browser, server.url, 5, fast4g);
    const context = await browser.newContext();
    const relevance = await measureRelevance(await context.newPage(), server.url);
    await context.close();
    search = { index: indexSize(buildDir), loopback, throttled, relevance };
    await browser.close();
  } finally {
    server.stop();
  }
  return {
    pages,
    buildMB,
    entryScriptsKB,
    firstLoad,
    mainThread,
    search,
  };
}

/** The lines both benches print about a measured build. */
export function printBuildOutput(o: BuildOutput): void {
  console.log(`${o.pages} HTML pages, build/ ${o.buildMB} MB`);
  console.log(
    `runtime~main.js ${o.entryScriptsKB.runtimeMain ?? 'n/a'} KB gzip-9, main.js ${o.entryScriptsKB.main ?? 'n/a'} KB gzip-9`,
  );
  for (const [type, f] of Object.entries(o.firstLoad))
    console.log(
      `first load ${type.padEnd(16)} ${String(f.jsCssKB).padStart(6)} KB JS+CSS+data gzip (data ${f.dataKB} KB)  ${f.fontKB} KB fonts  ${f.thirdParty} third-party requests`,
    );
  for (const [type, m] of Object.entries(o.mainThread ?? {}))
    console.log(
      `main thread ${type.padEnd(16)} long tasks ${String(m.longTaskMs).padStart(5)} ms (${m.count}), blocking ${String(m.blockingMs).padStart(4)} ms, longest ${m.longestMs} ms  (${m.cpuSlowdown}x CPU slowdown, median of ${m.runs})`,
    );
  if (!o.search) return;
  const { index } = o.search;
  if (index) console.log(`search index ${index.files} files, ${index.rawKB} KB (${index.gzipKB} KB gzip)`);
  console.log(formatFirstQueries('search, loopback', o.search.loopback));
  console.log(formatFirstQueries(`search, ${fast4g.name}`, o.search.throttled));
  console.log(`search ${formatRelevance(o.search.relevance)}`);
}
