/**
 * Link prefetching (plugins/client-bundle/route-data/docusaurus.ts): the links in view are
 * prefetched when the browser is idle, never while the page is still busy loading, and never on a
 * slow or data-saving connection.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** A page with dozens of links in view: the docs sidebar, the navbar, the pager. */
const docPage = '/library/getting-started/deploying-a-module';

/** Holds every idle callback until the test runs them (`window.__runIdle()`), so idle time is the test's to give. */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => held.push(callback);
    (window as unknown as { __runIdle: () => number }).__runIdle = () => {
      const due = held.splice(0);
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
      return due.length;
    };
  });
}

/** Makes `navigator.connection` report the given connection. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

const prefetchHints = (page: Page) => page.locator('head link[rel="prefetch"]');

/** Gives the page idle time until no more idle work is queued. */
async function runIdleWork(page: Page): Promise<number> {
  let ran = 0;
  for (let i = 0; i < 20; i += 1) {
    const count = await page.evaluate(() => (window as unknown as { __runIdle: () => number }).__runIdle());
    if (count === 0) break;
    ran += count;
    await page.waitForTimeout(50);
  }
  return ran;
}

test('prefetches the links in view in idle time, and only then', async ({ page }) => {
  await holdIdleCallbacks(page);
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  await gotoHydrated(page, docPage);
  // The links have been seen (the sidebar and navbar are in view); their prefetch waits for idle time.
  await page.waitForTimeout(500);
  await expect(prefetchHints(page)).toHaveCount(0);
  expect(await runIdleWork(page)).toBeGreaterThan(0);
  await expect.poll(() => prefetchHints(page).count()).toBeGreaterThan(0);
  // Only the site's own scripts, each once.
  const hrefs = await prefetchHints(page).evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/js\/[^/]+\.js$/);
});

for (const [name, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['a slow-2g connection', { effectiveType: 'slow-2g', saveData: false }],
  ['Save-Data', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`prefetches nothing on ${name}`, async ({ page }) => {
    await holdIdleCallbacks(page);
    await emulateConnection(page, connection);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(request.url());
    });
    await gotoHydrated(page, docPage);
    await page.waitForTimeout(500);
    await runIdleWork(page);
    await page.waitForTimeout(300);
    await expect(prefetchHints(page)).toHaveCount(0);
    expect(prefetched).toEqual([]);
  });
}
