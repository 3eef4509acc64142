/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on each page type of the production
 * build in build/, served compressed on 127.0.0.1 by scripts/serve.ts, in Debian's Chromium. Prints
 * the four category scores and CLS per page type, writes them to .lighthouse/<timestamp>.json, and
 * exits 1 when a page misses the site's goals: performance >= 95, accessibility,
 * best practices and SEO 100, CLS 0. Kept out of `npm test`: its scores move with machine load.
 * Run `npm run build` first. `npm run lighthouse -- doc tag` audits only the page types named.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './measure/chromium';
import { pageTypes } from './measure/first-load';
import { startStaticServer, waitForHttp } from './measure/static-server';

const root = path.resolve(__dirname, '..');
const port = 3297;
const debugPort = 9333;
const goals = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof goals;

interface PageResult {
  type: string;
  path: string;
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
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

/** The subset of Lighthouse's result this script reads. */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: LcpElementDetails }>;
    runtimeError?: { message: string };
  };
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
  const selected = selectedPageTypes(process.argv.slice(2));
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
    for (const [type, pagePath] of selected) {
      const run = await lighthouse(`${server.url}${pagePath}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(goals),
        formFactor: 'mobile',
      });
      if (!run || run.lhr.runtimeError)
        throw new Error(`${pagePath}: ${run?.lhr.runtimeError?.message ?? 'no result'}`);
      const score = (c: Category) => Math.round((run.lhr.categories[c]?.score ?? 0) * 100);
      const scores = Object.fromEntries(Object.keys(goals).map((c) => [c, score(c as Category)])) as Record<
        Category,
        number
      >;
      const cls = run.lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const failures = (Object.keys(goals) as Category[])
        .filter((c) => scores[c] < goals[c])
        .map((c) => `${c} ${scores[c]} < ${goals[c]}`);
      if (!(cls === 0)) failures.push(`CLS ${cls.toFixed(4)} > 0`);
      results.push({
        type,
        path: pagePath,
        scores,
        cls,
        lcpMs: Math.round(run.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        lcpElement: lcpElementOf(run.lhr.audits['largest-contentful-paint-element']?.details),
        failures,
      });
      const r = results[results.length - 1];
      console.log(
        `${type.padEnd(17)} perf ${r.scores.performance} a11y ${r.scores.accessibility} best ${r.scores['best-practices']} seo ${r.scores.seo}  CLS ${r.cls.toFixed(4)}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms` +
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
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), goals, results }, null, 2));
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
