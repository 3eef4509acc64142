/**
 * Site search in local mode (the default without Algolia credentials), against the production
 * build: shortcuts, results, 'See all', no results, errors in every phase and recovery, first hits
 * before the rest, typos and ranking, grouping by page, contextual filtering, the search page,
 * hostile input, loading on intent only, and no request leaving 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const indexRequests = /\/search-index\//;
/** The index's document chunks (the records hits show). */
const recordRequests = /\/search-index\/[0-9a-f]+\/d\//;

async function openWithShortcut(page: Page, key: string) {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press(key);
  await expect(modal(page)).toBeVisible();
}

test.describe('search modal', () => {
  test('Ctrl+K, Meta+K and / open it; Escape closes it and returns focus to the button', async ({ page }) => {
    await gotoHydrated(page, '/intro/overview/getting-started');
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await openWithShortcut(page, key);
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(page.locator('.DocSearch-Button')).toBeFocused();
    }
  });

  test('finds the page that contains a phrase and navigates to its anchor', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill('num_nat_gateways');
    await expect(hits(page).first()).toBeVisible();
    const first = hits(page).first().locator('a');
    // Hits are listbox options: no focusable element inside, the URL is in data-href.
    const href = (await first.getAttribute('data-href')) ?? '';
    expect(href).toMatch(/^\/[^/]/);
    await expect(hits(page).first()).toContainText(/nat/i);
    // The keyboard path: the first option is active, Enter follows it.
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'));
    await expect(page.locator('article')).toContainText(/num_nat_gateways/);
  });

  test('finds a mirrored knowledge-base discussion by its title', async ({ page }) => {
    const file = path.join(__dirname, '../../data/knowledge-base/discussions/307.json');
    const { title, number } = JSON.parse(readFileSync(file, 'utf8')) as { title: string; number: number };
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill(title.split(':')[0]);
    const hit = page.locator(`.DocSearch-Hit a[data-href^="/discussions/knowledge-base/${number}"]`).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/discussions/knowledge-base/${number}(#.*)?$`));
    await expect(page.locator('h1')).toHaveText(title);
  });

  test("'See all N results' matches the search page's count and does not grow with each keystroke", async ({
    page,
  }) => {
    // The count to expect: the search page's, for the same query. (Read from the modal while typing,
    // it could still be an earlier keystroke's.)
    await gotoHydrated(page, '/search?q=terragrunt');
    const status = page.getByTestId('search-status');
    await expect(status).toContainText(/\d+ results/);
    const n = Number(/(\d+) results/.exec((await status.textContent()) ?? '')?.[1]);
    expect(n).toBeGreaterThan(1);

    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).pressSequentially('terragrunt', { delay: 60 });
    const seeAll = page.getByRole('link', { name: /See all \d+ results/ });
    await expect(seeAll).toHaveText(`See all ${n} results`);
    // Retyping the last letter runs two more queries; the count must not add up.
    await searchInput(page).press('Backspace');
    await searchInput(page).pressSequentially('t', { delay: 60 });
    await page.waitForTimeout(400);
    await expect(seeAll).toHaveText(`See all ${n} results`);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=terragrunt$/);
    await expect(page.getByTestId('search-status')).toContainText(`${n} results`);
  });

  test('no results: the three texts, suggestions from the previous query, and a prefilled report link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill('vpc');
    await expect(hits(page).first()).toBeVisible();
    await searchInput(page).fill('qqzzxxvvnotaword');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('qqzzxxvvnotaword');
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    const href = (await report.getAttribute('href')) ?? '';
    expect(href).toContain('https://github.com/cairn-io/knowledge-base/discussions/new?');
    expect(decodeURIComponent(href.replace(/\+/g, ' '))).toContain('qqzzxxvvnotaword');
  });

  test.describe('when the network fails', () => {
    test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ });
    const errorScreen = (page: Page) => page.locator('.DocSearch-ErrorScreen');
    const expectErrorTexts = async (page: Page) => {
      await expect(errorScreen(page)).toContainText('Unable to fetch results');
      await expect(errorScreen(page)).toContainText('You might want to check your network connection.');
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    };

    test('before the index loads: the error texts, then results once the network is back', async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, '/');
      await context.route(indexRequests, (route) => route.abort('internetdisconnected'));
      await page.locator('.DocSearch-Button').click();
      await searchInput(page).fill('vpc');
      await expectErrorTexts(page);
      await context.unroute(indexRequests);
      await searchInput(page).press('End');
      await searchInput(page).pressSequentially('c');
      await expect(errorScreen(page)).toHaveCount(0);
      await expect(hits(page).first()).toBeVisible();
    });

    // The reader opened search, then the connection dropped (a train): the engine is loaded.
    for (const phase of [
      { what: 'a part of the index a new word needs', blocked: indexRequests, query: 'guardduty', page: 'GuardDuty' },
      { what: 'the records of the hits', blocked: recordRequests, query: 'cloudtrail', page: 'CloudTrail' },
    ])
      test(`after the index loaded, when ${phase.what} cannot load: the error texts, never a false no-results; the next keystroke recovers`, async ({
        page,
        context,
      }) => {
        await gotoHydrated(page, '/');
        await page.locator('.DocSearch-Button').click();
        await searchInput(page).fill('vpc');
        await expect(hits(page).first()).toBeVisible();
        await context.route(phase.blocked, (route) => route.abort('internetdisconnected'));
        await searchInput(page).fill(phase.query);
        await expectErrorTexts(page);
        await searchInput(page).pressSequentially('x');
        await expectErrorTexts(page);
        // Back online: the next keystroke searches again, without a reload; failed files are fetched again.
        await context.unroute(phase.blocked);
        await searchInput(page).press('Backspace');
        await expect(errorScreen(page)).toHaveCount(0);
        await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(phase.page);
      });
  });

  test('shows the first hits before the rest of the results have loaded, then fills them in', async ({
    page,
    context,
  }) => {
    let firstAnswered = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    // The records of the first hits (requested together, before any of them has answered) answer
    // at once; those requested once the first has answered (the rest of the page of hits) wait
    // until released. A fixed delay instead let the rest through whenever the engine asked for it
    // within that delay (35 ms apart here).
    await context.route(recordRequests, async (route) => {
      if (firstAnswered) await held;
      const response = await route.fetch();
      await route.fulfill({ response });
      firstAnswered = true;
    });
    await searchInput(page).fill('terraform');
    await expect(hits(page).first()).toBeVisible();
    const early = await hits(page).count();
    release();
    await expect.poll(() => hits(page).count()).toBeGreaterThan(early);
  });

  test('loads nothing for search with the page, and what the first query needs as soon as the reader points at search', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await gotoHydrated(page, '/intro/overview/getting-started');
    await page.waitForLoadState('networkidle');
    const searchCode = (u: string) => /search-index|DocSearchModal|search_client|local-client/.test(u);
    expect(requested.filter(searchCode)).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => requested.some((u) => u.endsWith('/search-index/entry.json'))).toBe(true);
    expect(requested.some((u) => /DocSearchModal/.test(u))).toBe(true);
    await expect(modal(page)).toHaveCount(0);
  });

  test('tolerates typos and ranks the page a query names first', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    const firstGroup = page.locator('.DocSearch-Hit-source').first();
    for (const [query, title] of [
      ['guarduty', 'GuardDuty'],
      ['cloudtrial', 'CloudTrail'],
      ['kubernetes namspace', 'Kubernetes namespace'],
      ['vpc-app', 'VPC app'],
      ['num_nat_gateways', 'VPC app'],
    ]) {
      await searchInput(page).fill(query);
      await expect(firstGroup, query).toHaveText(title);
    }
    // The hit on an input reads as the input: name (type): description, and links to the input itself.
    const input = hits(page).first();
    await expect(input.locator('.DocSearch-Hit-title')).toContainText(/^num_nat_gateways \(number\): /);
    await expect(input.locator('.DocSearch-Hit-path')).toHaveText('Inputs');
    await expect(input.locator('a')).toHaveAttribute(
      'data-href',
      /^\/reference\/modules\/terraform-aws-vpc\/vpc-app\/#input-num_nat_gateways$/,
    );
    await searchInput(page).fill('terrafrom 0.14');
    await expect(
      page.locator('.DocSearch-Hit a[data-href^="/guides/stay-up-to-date/terraform/terraform-14/"]').first(),
    ).toBeVisible();
  });

  test('groups hits under their page, as hosted DocSearch does', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill('nat gateways');
    await expect(hits(page).first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      const urls = await group
        .locator('.DocSearch-Hit a')
        .evaluateAll((as) => as.map((a) => (a.getAttribute('data-href') ?? '').replace(/#.*$/, '')));
      expect(new Set(urls).size, `one page per group: ${urls.join(', ')}`).toBe(1);
    }
  });

  test('contextual: results are filtered by the language and docusaurus tag facets', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Through the page's own client (exposed in the test build only): the docs tag, pages only, another tag, another language.
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill('terragrunt');
    await expect(hits(page).first()).toBeVisible();
    const counts = await page.evaluate(async () => {
      const w = window as unknown as {
        __cairnSearchClient?: { search(a: unknown): Promise<{ results: { nbHits: number }[] }> };
      };
      const client = w.__cairnSearchClient;
      if (!client) throw new Error('the test build exposes the search client');
      const run = async (facetFilters: unknown) =>
        (await client.search({ requests: [{ indexName: 'cairn-docs', query: 'terragrunt', facetFilters }] })).results[0]
          .nbHits;
      return {
        docs: await run(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
        pagesOnly: await run(['language:en', ['docusaurus_tag:default']]),
        otherTag: await run(['language:en', ['docusaurus_tag:docs-other-current']]),
        otherLanguage: await run(['language:fr', ['docusaurus_tag:docs-default-current']]),
      };
    });
    expect(counts.docs).toBeGreaterThan(0);
    expect(counts.pagesOnly).toBeLessThan(counts.docs);
    expect(counts.otherTag).toBe(0);
    expect(counts.otherLanguage).toBe(0);
  });

  test('a hostile query is shown as text and executes nothing; a huge query does not freeze the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { pwned: number }).pwned = 0));
    const attack = '<img src=x onerror="window.pwned=1">';
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill(attack);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
    const huge = 'terraform '.repeat(1000);
    const t0 = Date.now();
    await searchInput(page).fill(huge);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    expect(Date.now() - t0).toBeLessThan(5000);
    await page.keyboard.press('Escape');
  });

  test('no request leaves 127.0.0.1 while searching', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') external.push(r.url());
    });
    await gotoHydrated(page, '/');
    expect(await page.locator('link[rel="preconnect"][href*="algolia"]').count()).toBe(0);
    await page.locator('.DocSearch-Button').click();
    await searchInput(page).fill('pipelines');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    expect(external).toEqual([]);
  });
});

test.describe('search page', () => {
  test('shows results with paging for ?q=', async ({ page }) => {
    await gotoHydrated(page, '/search?q=terraform');
    const status = page.getByTestId('search-status');
    await expect(status).toContainText(/\d+ results · page 1 of \d+/);
    await expect(page.locator('main ol li')).toHaveCount(20);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(status).toContainText('page 2 of');
  });

  test('names the page and the section of each result', async ({ page }) => {
    await gotoHydrated(page, '/search?q=num_nat_gateways');
    const first = page.locator('main ol li').first();
    await expect(first.locator('a').first()).toHaveText('VPC app › Inputs');
    await expect(first.locator('p').last()).toContainText(/^num_nat_gateways \(number\): /);
  });

  test.describe('when the network fails', () => {
    test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ });
    test('before the index loads: its own error message, and Try again recovers', async ({ page, context }) => {
      await context.route(indexRequests, (route) => route.abort('internetdisconnected'));
      await gotoHydrated(page, '/search?q=vpc');
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
      await context.unroute(indexRequests);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('search-status')).toContainText(/\d+ results?/);
    });

    for (const phase of [
      { what: 'a part of the index a new word needs', blocked: indexRequests },
      { what: 'the records of the results', blocked: recordRequests },
    ])
      test(`after the index loaded, when ${phase.what} cannot load: the error message, not a false no-results, and typing on recovers`, async ({
        page,
        context,
      }) => {
        await gotoHydrated(page, '/search?q=vpc');
        await expect(page.getByTestId('search-status')).toContainText(/\d+ results/);
        await context.route(phase.blocked, (route) => route.abort('internetdisconnected'));
        const input = page.getByLabel('Search the documentation');
        await input.fill('guardduty');
        await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
        await expect(page.getByTestId('search-status')).not.toContainText('No results');
        await context.unroute(phase.blocked);
        await input.pressSequentially(' ');
        await expect(page.getByTestId('search-status')).toContainText(/\d+ results?/);
        await expect(page.locator('main ol li a').first()).toHaveText(/^GuardDuty/);
      });
  });

  test('no results names the query, as text', async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { pwned: number }).pwned = 0));
    await gotoHydrated(page, `/search?q=${encodeURIComponent('<img src=x onerror="window.pwned=1">')}`);
    await expect(page.getByTestId('search-status')).toContainText(
      'No results for "<img src=x onerror="window.pwned=1">"',
    );
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
  });
});
