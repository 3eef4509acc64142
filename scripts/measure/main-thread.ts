/**
 * Main-thread work of a page's first load at a slower CPU: the long tasks (over 50 ms) Chromium
 * reports from navigation until the page has hydrated and been quiet for a second, with the CPU
 * slowed down `cpuSlowdown` times (Chromium's own throttling, as DevTools applies it). Blocking time
 * is what each long task runs past 50 ms, the measure behind Lighthouse's Total Blocking Time (which
 * counts from the first paint only, and simulates rather than throttles). Used by `npm run bench`.
 */
import type { Browser } from 'playwright-core';
import { median } from './median';

export interface MainThreadRun {
  /** Long tasks, in milliseconds, in the order they ran. */
  longTasks: number[];
}

export interface MainThreadSummary {
  path: string;
  cpuSlowdown: number;
  runs: number;
  /** Medians over the runs. */
  longTaskMs: number;
  blockingMs: number;
  longestMs: number;
  count: number;
}

declare global {
  interface Window {
    __cairnLongTasks?: number[];
  }
}

/** Whole milliseconds: the median of runs, rounded. */
const medianMs = (values: number[]): number => Math.round(median(values));

/** Sums of one run's long tasks: all of it, what runs past 50 ms each, the longest. */
export function longTaskFigures(longTasks: readonly number[]): {
  longTaskMs: number;
  blockingMs: number;
  longestMs: number;
} {
  return {
    longTaskMs: Math.round(longTasks.reduce((s, d) => s + d, 0)),
    blockingMs: Math.round(longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0)),
    longestMs: Math.round(Math.max(0, ...longTasks)),
  };
}

async function measureOnce(browser: Browser, url: string, cpuSlowdown: number): Promise<MainThreadRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__cairnLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__cairnLongTasks?.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 60_000 });
    // Quiet for a second: what runs after hydration (effects, idle-time prefetching) is counted too.
    let seen = -1;
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(1000);
      const count = await page.evaluate(() => window.__cairnLongTasks?.length ?? 0);
      if (count === seen) break;
      seen = count;
    }
    return { longTasks: await page.evaluate(() => window.__cairnLongTasks ?? []) };
  } finally {
    await context.close();
  }
}

/** The median figures of `runs` cold loads of `path` (a new browser context each). */
export async function measureMainThread(
  browser: Browser,
  baseUrl: string,
  path: string,
  { cpuSlowdown = 4, runs = 3 }: { cpuSlowdown?: number; runs?: number } = {},
): Promise<MainThreadSummary> {
  const figures = [];
  for (let i = 0; i < runs; i++) {
    const run = await measureOnce(browser, new URL(path, baseUrl).href, cpuSlowdown);
    figures.push({ ...longTaskFigures(run.longTasks), count: run.longTasks.length });
  }
  return {
    path,
    cpuSlowdown,
    runs,
    longTaskMs: medianMs(figures.map((f) => f.longTaskMs)),
    blockingMs: medianMs(figures.map((f) => f.blockingMs)),
    longestMs: medianMs(figures.map((f) => f.longestMs)),
    count: medianMs(figures.map((f) => f.count)),
  };
}
