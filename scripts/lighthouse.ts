/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on each page type of the production
 * build in build/, served compressed on 127.0.0.1 by scripts/serve.ts, in Debian's Chromium. Prints
 * the four category scores and CLS per page type, writes them to .lighthouse/<timestamp>.json, and
 * exits 1 when a page misses the site's goals: performance >= 95 and Total Blocking Time <= 150 ms,
 * accessibility, best practices and SEO 100, CLS 0. Kept out of `npm test`: its scores move with
 * machine load. Run `npm run build` first. `npm run lighthouse -- doc tag` audits only the page
 * types named; `--runs N` audits each N times (each run must meet the goals).
 *
 * The CPU slowdown is calibrated to the machine (see `cpuSlowdownFor`): the median of the readings
 * of Lighthouse's own `benchmarkIndex` taken while the script runs (`calibrationIndex`) gives the
 * slowdown that brings this host to the mid-tier phone Lighthouse's default 4x is meant for, so a
 * slower or faster host gives comparable figures. The readings are nine taken before the audits and
 * the one Lighthouse takes at the start of each audit. Lighthouse's simulated throttling applies the
 * slowdown only when it computes the metrics from a page load's trace, so every page is loaded
 * first and the metrics are computed once all readings are in: with a slowdown from the readings
 * before the audits alone, a host whose speed changed over the minutes of a run (on this project's
 * build machine, 1,798 before and 1,038-1,968 in the audits) had every audit of the run computed
 * for a phone a third slower or faster than meant. `--cpu-slowdown X` sets the slowdown instead.
 *
 * The two steps are Lighthouse's own (`navigationGather`, then `Runner.audit`, which `lighthouse()`
 * runs back to back), imported from its files: `lighthouse` is pinned in package.json, and a
 * missing export stops the script (`lighthouseSteps`).
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

/** The settings of one Lighthouse run that this script sets after the page load (see the top). */
interface RunSettings {
  throttling: { cpuSlowdownMultiplier?: number };
}

/** A page loaded by Lighthouse, its metrics not computed yet: its artifacts and the run's options. */
interface Gathered {
  artifacts: { BenchmarkIndex?: number; settings: RunSettings };
  runnerOptions: { resolvedConfig: { settings: RunSettings } };
}

/**
 * Lighthouse's two steps (lighthouse 12.8.2 `core/index.js` runs them back to back): load the page
 * and record it (`navigationGather`), then compute the audits (`Runner.audit`), here with a CPU
 * slowdown chosen in between. Its simulated throttling reads the slowdown only in the second step.
 */
async function lighthouseSteps(): Promise<{
  gather: (url: string, flags: Record<string, unknown>) => Promise<Gathered>;
  audit: (gathered: Gathered, cpuSlowdown: number) => Promise<LighthouseResult | undefined>;
}> {
  // Lighthouse 12 is an ES module.
  const { navigationGather } = (await import('lighthouse/core/gather/navigation-runner.js')) as unknown as {
    navigationGather?: (page: undefined, url: string, options: { flags: Record<string, unknown> }) => Promise<Gathered>;
  };
  const { Runner } = (await import('lighthouse/core/runner.js')) as unknown as {
    Runner?: {
      audit?: (
        artifacts: Gathered['artifacts'],
        options: Gathered['runnerOptions'],
      ) => Promise<LighthouseResult | undefined>;
    };
  };
  const audit = Runner?.audit?.bind(Runner);
  if (typeof navigationGather !== 'function' || typeof audit !== 'function')
    throw new Error(
      'lighthouse: the installed Lighthouse has no navigationGather or Runner.audit where scripts/lighthouse.ts ' +
        'expects them (written against 12.8.2); review the script',
    );
  return {
    gather: (url, flags) => navigationGather(undefined, url, { flags }),
    audit: (gathered, cpuSlowdown) => {
      // One settings object in Lighthouse 12 (the artifacts keep the run's); both set, since
      // Lighthouse refuses to audit artifacts whose settings differ from the run's.
      gathered.runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      gathered.artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      return audit(gathered.artifacts, gathered.runnerOptions);
    },
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
  const { pageArgs, runs, fixedSlowdown } = parseArgs(process.argv.slice(2));
  const selected = selectedPageTypes(pageArgs);
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as unknown as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  let slowdownUsed: {
    cpuSlowdown: number;
    calibrationIndex: number | null;
    calibrationReadings: number[];
    readingsBeforeTheLoads: number;
  } | null = null;
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
    // Every page loaded first; the slowdown is set when the metrics are computed (see the top).
    const steps = await lighthouseSteps();
    const flags = {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(goals),
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { ...throttling.mobileSlow4G },
    };
    const before = fixedSlowdown === null ? await benchmarkIndexReadings(calibrationReadings) : [];
    const loads: { type: string; pagePath: string; run: number; gathered: Gathered }[] = [];
    for (let run = 1; run <= runs; run++)
      for (const [type, pagePath] of selected) {
        const gathered = await steps.gather(`${server.url}${pagePath}`, flags);
        loads.push({ type, pagePath, run, gathered });
        console.log(
          `${runs > 1 ? `run ${run} ` : ''}${type.padEnd(17)} loaded, benchmarkIndex ${Math.round(gathered.artifacts.BenchmarkIndex ?? NaN)}`,
        );
      }
    let cpuSlowdown = fixedSlowdown;
    let hostIndex: number | null = null;
    let readings: number[] = [];
    if (cpuSlowdown === null) {
      const during = loads.map((l) => l.gathered.artifacts.BenchmarkIndex ?? NaN);
      readings = [...before, ...during];
      hostIndex = calibrationIndex(readings);
      cpuSlowdown = cpuSlowdownFor(hostIndex);
      const range = (r: number[]) => `${Math.round(Math.min(...r))}-${Math.round(Math.max(...r))}`;
      console.log(
        `CPU slowdown ${cpuSlowdown}x: this host's benchmarkIndex is ${Math.round(hostIndex)}, the median of ` +
          `${readings.length} readings, ${before.length} before the page loads (${range(before)}) and one in each ` +
          `of ${during.length} (${range(during)}); Lighthouse's default 4x assumes about 1750`,
      );
    } else console.log(`CPU slowdown ${cpuSlowdown}x (set with --cpu-slowdown)`);
    slowdownUsed = {
      cpuSlowdown,
      calibrationIndex: hostIndex,
      calibrationReadings: readings,
      readingsBeforeTheLoads: before.length,
    };
    for (const { type, pagePath, run: runNumber, gathered } of loads) {
      const run = await steps.audit(gathered, cpuSlowdown);
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
