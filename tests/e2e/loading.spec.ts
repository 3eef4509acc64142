import { test, expect, gotoHydrated } from './fixtures';

/** Client-side navigation from the home page to Tools, with the chunks of that route delayed or failed. */
async function clickTools(page: import('@playwright/test').Page) {
  await page.locator('.navbar').getByRole('link', { name: 'Tools', exact: true }).click();
}

/** Script chunks not yet loaded by the current page are the next route's. */
async function loadedScripts(page: import('@playwright/test').Page): Promise<Set<string>> {
  const srcs = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  return new Set(srcs);
}

test('the route progress bar appears only for navigations slower than 200 ms', async ({ page }) => {
  await gotoHydrated(page, '/');
  const before = await loadedScripts(page);
  await page.route('**/assets/js/*.js', async (route) => {
    if (!before.has(new URL(route.request().url()).pathname)) await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  // Prefetching on hover would load the chunks early; disable it for this check.
  await page.evaluate(() => {
    const w = window as unknown as { docusaurus: { prefetch: () => boolean } };
    w.docusaurus.prefetch = () => false;
  });
  const started = Date.now();
  await clickTools(page);
  await expect(page.locator('#nprogress')).toBeAttached({ timeout: 1000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  await expect(page).toHaveURL(/\/tools$/);
  // The bar goes once the delayed chunks have arrived; allow for a busy machine (each waits 1.2 s).
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 10_000 });
});

test('a fast navigation shows no progress bar', async ({ page }) => {
  await gotoHydrated(page, '/');
  let seen = false;
  await page.exposeFunction('cairnSawProgress', () => {
    seen = true;
  });
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress'))
        (window as unknown as { cairnSawProgress: () => void }).cairnSawProgress();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.navbar').getByRole('link', { name: 'Tools', exact: true }).hover();
  await page.waitForTimeout(500); // prefetch completes
  await clickTools(page);
  await expect(page).toHaveURL(/\/tools$/);
  await page.waitForTimeout(400);
  expect(seen).toBe(false);
});

test.describe('a script chunk that fails to load', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/ });

  test('reloads the page instead of leaving it blank', async ({ page }) => {
    await gotoHydrated(page, '/');
    const before = await loadedScripts(page);
    let failed = 0;
    let armed = true;
    // Only the client-side navigation's chunks fail; from the reload's document request on, all load.
    page.on('request', (request) => {
      if (request.isNavigationRequest()) armed = false;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      if (armed && !before.has(new URL(route.request().url()).pathname)) {
        failed++;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await page.evaluate(() => {
      (window as unknown as { cairnMarker: number }).cairnMarker = 1;
    });
    await clickTools(page);
    // The reload lands on the target page with a fresh window.
    await expect(page).toHaveURL(/\/tools$/);
    await page.waitForFunction(() => !(window as unknown as { cairnMarker?: number }).cairnMarker, undefined, {
      timeout: 10_000,
    });
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await expect(page.locator('h1')).toHaveText('Tools');
    expect(failed).toBeGreaterThan(0);
  });
});

test.describe('a page that crashes', () => {
  test.use({
    allowConsoleErrors: /Fixture page failed to render|Fixture data|Root cause|The above error|React Root/,
  });

  test('shows "This page crashed", the cause chain, and Try again re-renders', async ({ page }) => {
    await page.goto('/__test__/crash');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Fixture page failed to render')).toBeVisible();
    await expect(page.getByText(/Fixture data was malformed/)).toBeVisible();
    await expect(page.getByText(/Root cause: fixture switch is on/)).toBeVisible();
    await page.evaluate(() => {
      window.cairnCrashFixture = 'recovered';
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('crash-fixture-ok')).toBeVisible();
  });
});
