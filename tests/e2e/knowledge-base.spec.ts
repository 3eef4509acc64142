import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import type { Discussion } from '../../plugins/knowledge-base/schema';

const dir = path.join(__dirname, '../../data/knowledge-base/discussions');
const discussions: Discussion[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Discussion);
/**
 * A discussion of the mirrored data that shows `what`. The data is committed, so a sync that no
 * longer brings such a discussion fails here, loudly, instead of leaving the page type untested.
 */
function discussionWith(what: string, test: (d: Discussion) => boolean): Discussion {
  const found = discussions.find(test);
  if (!found) throw new Error(`data/knowledge-base has no discussion with ${what}; this test needs one`);
  return found;
}

test('a discussion page shows the question, the accepted answer and a link to the original', async ({
  page,
  context,
}) => {
  const d = discussionWith('an accepted answer and labels', (x) => x.answer !== null && x.labels.nodes.length > 0);
  await context.route(/^https:\/\/github\.com\//, (route) => route.fulfill({ status: 200, body: 'code host' }));
  await gotoHydrated(page, `/discussions/knowledge-base/${d.number}`);
  await expect(page).toHaveTitle(`${d.title} | Cairn Docs`);
  await expect(page.locator('h1')).toHaveText(d.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.getByRole('heading', { name: 'Question' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accepted answer' })).toBeVisible();
  await expect(page.getByText(`Asked by ${d.author?.login}`)).toBeVisible();
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  const github = page.getByRole('link', { name: 'View this discussion on GitHub' });
  await expect(github).toHaveAttribute('href', d.url);
  const [tab] = await Promise.all([context.waitForEvent('page'), github.click()]);
  await expect(tab).toHaveURL(d.url);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a discussion without an accepted answer says so', async ({ page }) => {
  const unanswered = discussionWith('no accepted answer', (x) => x.answer === null);
  await gotoHydrated(page, `/discussions/knowledge-base/${unanswered.number}`);
  await expect(page.getByRole('heading', { name: 'No accepted answer yet' })).toBeVisible();
});

test('code in discussions is highlighted like the docs', async ({ page }) => {
  const withHcl = discussionWith('an hcl code block', (x) => /```hcl/.test(x.body + (x.answer?.body ?? '')));
  await gotoHydrated(page, `/discussions/knowledge-base/${withHcl.number}`);
  await expect(page.locator('pre.language-hcl .token').first()).toBeVisible();
});

test('the index lists every discussion by category', async ({ page }) => {
  await gotoHydrated(page, '/discussions/knowledge-base/');
  await expect(page.locator('h1')).toHaveText('Knowledge Base');
  await expect(page.locator('main section li a')).toHaveCount(discussions.length);
  const categories = new Set(discussions.map((d) => d.category.name));
  await expect(page.locator('main section h2')).toHaveCount(categories.size);
});

test('moving between discussions in the page renders each one, without reloading the page', async ({ page }) => {
  // The discussions are matched as one route section (plugins/client-bundle/route-data/sections.ts).
  await gotoHydrated(page, '/discussions/knowledge-base/');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const links = page.locator('main section li a');
  for (const index of [0, 7]) {
    const link = links.nth(index);
    const href = await link.getAttribute('href');
    const number = Number(/\/(\d+)$/.exec(href ?? '')?.[1]);
    const d = discussions.find((x) => x.number === number);
    expect(d, `a discussion for ${href}`).toBeDefined();
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/discussions/knowledge-base/${number}$`));
    await expect(page.locator('h1')).toHaveText(d?.title ?? '');
    await expect(page).toHaveTitle(`${d?.title} | Cairn Docs`);
    // What the page derives from the router's match is its own, not the section's.
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `/discussions/knowledge-base/${number}.md`,
    );
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Knowledge Base');
  }
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("a discussion's data is a file of its own, preloaded from the page's head and fetched once", async ({ page }) => {
  // plugins/client-bundle/route-data-loader.cjs: `.fetch.json` route modules are not bundled.
  const d = discussions[5];
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await gotoHydrated(page, `/discussions/knowledge-base/${d.number}`);
  await expect(page.locator('h1')).toHaveText(d.title);
  const preload = await page.evaluate(() =>
    // The server render's link; the browser's head manager may drop it once the page has hydrated.
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/data/')),
  );
  const data = requests.filter((p) => p.startsWith('/assets/data/'));
  expect(data).toHaveLength(1);
  expect(data[0]).toMatch(
    new RegExp(`^/assets/data/knowledge-base/default/discussion-${d.number}\\.[0-9a-f]{10}\\.json$`),
  );
  expect(preload).toEqual(data);
  // No script carries a discussion's data any more.
  expect(requests.filter((p) => p.includes('data---discussions-knowledge-base'))).toEqual([]);
  const html = await (await page.request.get(`/discussions/knowledge-base/${d.number}`)).text();
  expect(html).toMatch(
    new RegExp(`<link[^>]*rel="?preload"?[^>]*as="?fetch"?[^>]*href="?${data[0].replace(/\./g, '\\.')}`),
  );
  // Chromium warns when a preloaded file goes unused for a few seconds after the load event.
  await page.waitForTimeout(3500);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});

test.describe("a discussion's data that fails to load", () => {
  test.use({ allowConsoleErrors: /Failed to load resource|could not be loaded/ });

  test('on a move between pages, reloads the page, which then renders', async ({ page }) => {
    await gotoHydrated(page, '/discussions/knowledge-base/');
    let armed = true;
    let failed = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && failed > 0) armed = false;
    });
    await page.route('**/assets/data/**', async (route) => {
      if (armed) {
        failed++;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await page.evaluate(() => ((window as unknown as { cairnMarker: number }).cairnMarker = 1));
    const link = page.locator('main section li a').nth(2);
    const href = (await link.getAttribute('href')) ?? '';
    const d = discussions.find((x) => href.endsWith(`/${x.number}`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.waitForFunction(() => !(window as unknown as { cairnMarker?: number }).cairnMarker, undefined, {
      timeout: 10_000,
    });
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await expect(page.locator('h1')).toHaveText(d?.title ?? '');
    expect(failed).toBeGreaterThan(0);
  });
});

test.describe('a discussion number that does not exist', () => {
  // The server's 404 response for the page is logged by the browser.
  test.use({ allowConsoleErrors: /status of 404/ });

  test('is the Not Found page, served and rendered', async ({ page }) => {
    const unknown = Math.max(...discussions.map((d) => d.number)) + 1000;
    const response = await page.goto(`/discussions/knowledge-base/${unknown}`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    // The route table does not list the discussions (a route section's members are known from their
    // route data); Not Found still finds them by title, and the page it links renders.
    const d = discussions[3];
    await page.getByLabel('Find a page').fill(d.title);
    const first = page.locator('section[aria-labelledby="not-found-suggestions"] li a').first();
    await expect(first).toHaveAttribute('href', `/discussions/knowledge-base/${d.number}`);
    await first.click();
    await expect(page.locator('h1')).toHaveText(d.title);
  });
});
