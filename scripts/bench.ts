/**
 * `npm run bench`: a cold and a warm production build, then what a reader downloads.
 * Prints wall time, peak memory (via /usr/bin/time when installed), page count, build size and
 * first-load bytes per page type, and writes the figures to .bench/<timestamp>.json so runs compare.
 * `npm run bench -- --measure-only` skips both builds and measures the build/ already there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureFirstLoad, pageTypes } from './measure/first-load';
import {
  fast4g,
  formatFirstQueries,
  formatRelevance,
  indexSize,
  measureFirstQueries,
  measureRelevance,
  type FirstQuerySummary,
  type RelevanceSummary,
} from './measure/search';
import { chromiumArgs, chromiumPath } from './measure/chromium';
import { startStaticServer } from './measure/static-server';

const root = path.resolve(__dirname, '..');
const port = 3299;

interface BuildRun {
  seconds: number;
  peakMemoryMB: number | null;
}

function build(): BuildRun {
  const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const statsFile = path.join(root, '.bench/time.txt');
  const start = process.hrtime.bigint();
  const args = ['docusaurus', 'build'];
  const res = timeBin
    ? spawnSync(timeBin, ['-f', '%M', '-o', statsFile, 'npx', ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (res.status !== 0) throw new Error(`build failed (exit ${res.status})`);
  const peakMemoryMB = timeBin
    ? Math.round(Number(readFileSync(statsFile, 'utf8').trim().split('\n').pop()) / 1024)
    : null;
  return { seconds: Math.round(seconds * 10) / 10, peakMemoryMB };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

async function main(): Promise<void> {
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  const measureOnly = process.argv.includes('--measure-only');
  let cold: BuildRun | null = null;
  let warm: BuildRun | null = null;
  if (measureOnly) {
    if (!existsSync(path.join(root, 'build/index.html')))
      throw new Error('bench --measure-only: no build/ to measure; run npm run build first');
    console.log('bench: --measure-only, measuring the existing build/ (no build times)');
  } else {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(root, dir), { recursive: true, force: true });
    console.log('bench: cold build');
    cold = build();
    console.log('bench: warm build');
    warm = build();
  }

  const files = walk(path.join(root, 'build'));
  const pages = files.filter((f) => f.endsWith('.html')).length;
  const buildMB = Math.round((files.reduce((s, f) => s + statSync(f).size, 0) / 1024 / 1024) * 10) / 10;

  const firstLoad: Record<string, { path: string; jsCssKB: number; fontKB: number; thirdParty: number }> = {};
  let search: { loopback: FirstQuerySummary; throttled: FirstQuerySummary; relevance: RelevanceSummary } | null = null;
  const server = await startStaticServer(port);
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    for (const [type, p] of Object.entries(pageTypes)) {
      const m = await measureFirstLoad(browser, server.url, p);
      firstLoad[type] = {
        path: p,
        jsCssKB: Math.round(((m.jsBytes + m.cssBytes) / 1024) * 10) / 10,
        fontKB: Math.round((m.fontBytes / 1024) * 10) / 10,
        thirdParty: m.thirdPartyRequests.length,
      };
    }
    // Local search: five cold-cache runs (each in a new browser context) on loopback and five under
    // Fast 4G with a 4x slower CPU, then the relevance set on the search page.
    const loopback = await measureFirstQueries(browser, server.url, 5);
    const throttled = await measureFirstQueries(browser, server.url, 5, fast4g);
    const context = await browser.newContext();
    const relevance = await measureRelevance(await context.newPage(), server.url);
    await context.close();
    search = { loopback, throttled, relevance };
    await browser.close();
  } finally {
    server.stop();
  }
  const searchIndex = indexSize(path.join(root, 'build'));

  const result = {
    date: new Date().toISOString(),
    cold,
    warm,
    pages,
    buildMB,
    firstLoad,
    search: { index: searchIndex, ...search },
  };
  const out = path.join(root, '.bench', `${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (cold && warm)
    console.log(
      `\ncold build ${cold.seconds} s (peak ${cold.peakMemoryMB ?? 'n/a'} MB), warm build ${warm.seconds} s (peak ${warm.peakMemoryMB ?? 'n/a'} MB)`,
    );
  console.log(`${pages} HTML pages, build/ ${buildMB} MB`);
  for (const [type, f] of Object.entries(firstLoad))
    console.log(
      `first load ${type.padEnd(15)} ${String(f.jsCssKB).padStart(6)} KB JS+CSS gzip  ${f.fontKB} KB fonts  ${f.thirdParty} third-party requests`,
    );
  if (searchIndex)
    console.log(`search index ${searchIndex.files} files, ${searchIndex.rawKB} KB (${searchIndex.gzipKB} KB gzip)`);
  if (search) {
    console.log(formatFirstQueries('search, loopback', search.loopback));
    console.log(formatFirstQueries(`search, ${fast4g.name}`, search.throttled));
    console.log(`search ${formatRelevance(search.relevance)}`);
  }
  console.log(`written to ${path.relative(root, out)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
