/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on each page type of the production
 * build in build/, served compressed on 127.0.0.1 by scripts/serve.ts, in Debian's Chromium. Prints
 * the four category scores and CLS per page type, writes them to .lighthouse/<timestamp>.json, and
 * exits 1 when a page misses the site's goals: performance >= 95 and Total Blocking Time <= 150 ms,
 * accessibility, best practices and SEO 100, CLS 0. Kept out of `npm test`: its scores move with
 * machine load. Run `npm run build` first. `npm run lighthouse -- doc tag` audits only the page
 * types named; `--runs N` audits each N times (each run must meet the goals).
 *
 * The CPU slowdown is calibrated to the machine (see `cpuSlowdownFor`): the median of nine
 * readings of Lighthouse's own `benchmarkIndex` (`calibrationIndex`) gives the slowdown that brings
 * this host to the mid-tier phone Lighthouse's default 4x is meant for, so a slower or faster host
 * gives comparable figures. `--cpu-slowdown X` sets it instead.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './measure/chromium';
import { pageTypes } from './measure/first-load';
import { chromium } from 'playwright';
import { calibrationIndex, calibrationReadings, cpuSlowdownFor } from './measure/lighthouse-calibration';
import { startStaticServer, waitForHttp } from './measure/static-server';

const root = path.resolve(__dirname, '..');
const port = 3297;
const debugPort = 9333;
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Total Blocking Time goal (ms), beside the score: the main-thread work with margin. */
const tbtGoalMs = 150;

type Category = keyof typeof goals;

interface PageResult {
  type: string;
  path: string;
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The host's benchmarkIndex as this run measured it. */
  benchmarkIndex: number;
  /** The run, from 1, when each page type is audited more than once. */
  run: number;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  failures: string[];
}

/** The shape of the 'largest-contentful-paint-element' audit's details (a table inside a list). */
interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[];
}

function lcpElementOf(details: LcpElementDetails | undefined): string {
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ("${(node.nodeLabel ?? '').slice(0, 40)}")` : 'unknown';
}

/** The page types to audit: all, or those named on the command line. */
function selectedPageTypes(args: readonly string[]): [string, string][] {
  const unknown = args.filter((a) => !(a in pageTypes));
  if (unknown.length)
    throw new Error(`lighthouse: unknown page type ${unknown.join(', ')}; known: ${Object.keys(pageTypes).join(', ')}`);
  return Object.entries(pageTypes).filter(([type]) => args.length === 0 || args.includes(type));
}

/** Page types, `--runs N` (default 1) and `--cpu-slowdown X` (default: calibrated) from the command line. */
function parseArgs(args: readonly string[]): { pageArgs: string[]; runs: number; fixedSlowdown: number | null } {
  const pageArgs: string[] = [];
  let runs = 1;
  let fixedSlowdown: number | null = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs' || args[i] === '--cpu-slowdown') {
      const value = Number(args[i + 1]);
      if (!Number.isFinite(value) || value < 1 || (args[i] === '--runs' && !Number.isInteger(value)))
        throw new Error(`lighthouse: ${args[i]} needs a number of at least 1 (got ${args[i + 1] ?? 'nothing'})`);
      if (args[i] === '--runs') runs = value;
      else fixedSlowdown = value;
      i += 1;
    } else pageArgs.push(args[i]);
  }
  return { pageArgs, runs, fixedSlowdown };
}

/** The subset of Lighthouse's result this script reads. */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: LcpElementDetails }>;
    environment?: { benchmarkIndex?: number };
    runtimeError?: { message: string };
  };
}

/**
 * `count` readings of Lighthouse's `benchmarkIndex` (its page function, about a second of work
 * each) in a blank page of the same Chromium, one after another.
 */
async function benchmarkIndexReadings(count: number): Promise<number[]> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as unknown as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const readings: number[] = [];
    for (let i = 0; i < count; i++) readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return readings;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'build/index.html'))) {
    console.error('lighthouse: no build/ found; run `npm run build` first');
    return 2;
  }
  // Lighthouse 12 is an ES module.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
  };
  const { pageArgs, runs, fixedSlowdown } = parseArgs(process.argv.slice(2));
  const selected = selectedPageTypes(pageArgs);
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as unknown as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  let slowdownUsed: { cpuSlowdown: number; calibrationIndex: number | null; calibrationReadings: number[] } | null =
    null;
  const server = await startStaticServer(port);
  // Chromium with a debugging port for Lighthouse, in a throw-away profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'cairn-lighthouse-'));
  const browser = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const results: PageResult[] = [];
  try {
    await waitForHttp(`http://127.0.0.1:${debugPort}/json/version`);
    const audit = (url: string, cpuSlowdownMultiplier: number) =>
      lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(goals),
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      });
    let cpuSlowdown = fixedSlowdown;
    let hostIndex: number | null = null;
    let readings: number[] = [];
    if (cpuSlowdown === null) {
      readings = await benchmarkIndexReadings(calibrationReadings);
      hostIndex = calibrationIndex(readings);
      cpuSlowdown = cpuSlowdownFor(hostIndex);
      console.log(
        `CPU slowdown ${cpuSlowdown}x: this host's benchmarkIndex is ${Math.round(hostIndex)}, the median of ` +
          `${readings.length} readings (${Math.round(Math.min(...readings))}-${Math.round(Math.max(...readings))}; ` +
          `Lighthouse's default 4x assumes about 1750)`,
      );
    } else console.log(`CPU slowdown ${cpuSlowdown}x (set with --cpu-slowdown)`);
    slowdownUsed = { cpuSlowdown, calibrationIndex: hostIndex, calibrationReadings: readings };
    for (let runNumber = 1; runNumber <= runs; runNumber++)
      for (const [type, pagePath] of selected) {
        const run = await audit(`${server.url}${pagePath}`, cpuSlowdown);
        if (!run || run.lhr.runtimeError)
          throw new Error(`${pagePath}: ${run?.lhr.runtimeError?.message ?? 'no result'}`);
        const score = (c: Category) => Math.round((run.lhr.categories[c]?.score ?? 0) * 100);
        const scores = Object.fromEntries(Object.keys(goals).map((c) => [c, score(c as Category)])) as Record<
          Category,
          number
        >;
        const cls = run.lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
        const tbtMs = Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        const failures = (Object.keys(goals) as Category[])
          .filter((c) => scores[c] < goals[c])
          .map((c) => `${c} ${scores[c]} < ${goals[c]}`);
        if (!(cls === 0)) failures.push(`CLS ${cls.toFixed(4)} > 0`);
        if (!(tbtMs <= tbtGoalMs)) failures.push(`TBT ${tbtMs} ms > ${tbtGoalMs} ms`);
        results.push({
          type,
          path: pagePath,
          run: runNumber,
          scores,
          cls,
          lcpMs: Math.round(run.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs,
          benchmarkIndex: Math.round(run.lhr.environment?.benchmarkIndex ?? NaN),
          lcpElement: lcpElementOf(run.lhr.audits['largest-contentful-paint-element']?.details),
          failures,
        });
        const r = results[results.length - 1];
        console.log(
          `${runs > 1 ? `run ${runNumber} ` : ''}${type.padEnd(17)} perf ${r.scores.performance} a11y ${r.scores.accessibility} best ${r.scores['best-practices']} seo ${r.scores.seo}  CLS ${r.cls.toFixed(4)}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  benchmarkIndex ${r.benchmarkIndex}` +
            (r.failures.length ? `  MISSES: ${r.failures.join(', ')}` : ''),
        );
        console.log(`${''.padEnd(17)} LCP element ${r.lcpElement}`);
      }
  } finally {
    const exited = new Promise((r) => browser.once('exit', r));
    // Chromium and its helper processes: the whole group.
    if (browser.pid) process.kill(-browser.pid, 'SIGTERM');
    server.stop();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
  mkdirSync(path.join(root, '.lighthouse'), { recursive: true });
  const file = path.join(root, '.lighthouse', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), goals, tbtGoalMs, ...slowdownUsed, results }, null, 2),
  );
  console.log(`written to ${path.relative(root, file)}`);
  const missed = results.filter((r) => r.failures.length);
  if (missed.length) console.log(`lighthouse: ${missed.length} of ${results.length} page types miss a goal`);
  return missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
