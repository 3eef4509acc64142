/**
 * Hosted search (Algolia DocSearch) against the build made with fake credentials
 * (package.json build:e2e-hosted). Algolia's hosts are answered by a route with a response of
 * Algolia's recorded shape; nothing reaches the internet.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const algoliaHosts = /^https:\/\/testappid(-dsn)?(-\d)?\.algolia(net)?\.(net|com)\//i;
const production = 'https://docs.cairn.example';

function algoliaResponse(query: string) {
  const hierarchy = {
    lvl0: 'Library',
    lvl1: 'Modules',
    lvl2: 'What a module is',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const hl = (v: string) => ({
    value: v.replace(/(module)/i, '<mark>$1</mark>'),
    matchLevel: 'full',
    fullyHighlighted: false,
    matchedWords: ['module'],
  });
  return {
    results: [
      {
        hits: [
          {
            objectID: '4-https://docs.cairn.example/library/overview/modules',
            url: `${production}/library/overview/modules#what-a-module-is`,
            url_without_anchor: `${production}/library/overview/modules`,
            anchor: 'what-a-module-is',
            type: 'content',
            content: 'A module is a folder of Terraform code that solves one problem.',
            hierarchy,
            _highlightResult: {
              hierarchy: { lvl0: hl('Library'), lvl1: hl('Modules'), lvl2: hl('What a module is') },
              content: hl('A module is a folder of Terraform code.'),
            },
            _snippetResult: {
              content: { value: 'A <mark>module</mark> is a folder of Terraform code …', matchLevel: 'full' },
            },
          },
        ],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        exhaustiveNbHits: true,
        query,
        params: `query=${encodeURIComponent(query)}`,
        index: 'cairn-docs-test',
        processingTimeMS: 1,
      },
    ],
  };
}

async function answerAlgolia(page: Page, seen: { url: string; body: string; apiKey: string | null }[]) {
  await page.context().route(algoliaHosts, async (route: Route) => {
    const req = route.request();
    if (req.method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      });
    const body = req.postData() ?? '';
    const url = new URL(req.url());
    seen.push({
      url: req.url(),
      body,
      apiKey: url.searchParams.get('x-algolia-api-key') ?? req.headers()['x-algolia-api-key'] ?? null,
    });
    const query = (JSON.parse(body || '{}') as { requests?: { query?: string }[] }).requests?.[0]?.query ?? '';
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(algoliaResponse(query)),
    });
  });
}

test('preconnects to the search host derived from the app id', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('link[rel="preconnect"][href="https://TESTAPPID-dsn.algolia.net"]')).toHaveCount(1);
});

test('the modal shows the hosted hits with URLs rewritten to the site own paths', async ({ page }) => {
  const seen: { url: string; body: string; apiKey: string | null }[] = [];
  await answerAlgolia(page, seen);
  await gotoHydrated(page, '/');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('module');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  await expect(hit).toHaveAttribute('data-href', '/library/overview/modules#what-a-module-is');
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  // Algolia's own grouping: by the record's section (lvl0), not by page as in local mode.
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Library');
  await expect(page.getByRole('link', { name: 'See all 1 results' })).toBeVisible();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen[0].apiKey).toBe('test-public-search-key');
  expect(seen[0].body).toContain('cairn-docs-test');
  expect(seen[0].body).toContain('docusaurus_tag:docs-default-current');
  await hit.click();
  await expect(page).toHaveURL(/\/library\/overview\/modules#what-a-module-is$/);
});

test.describe('with Algolia unreachable', () => {
  test.use({ allowConsoleErrors: /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/ });
  test('the modal shows the error state', async ({ page }) => {
    await page.context().route(algoliaHosts, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('module');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', { timeout: 15_000 });
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
      'You might want to check your network connection.',
    );
  });
});

test('the search page uses the hosted index', async ({ page }) => {
  await answerAlgolia(page, []);
  await gotoHydrated(page, '/search?q=module');
  await expect(page.getByTestId('search-status')).toContainText('1 result');
  await expect(page.locator('main ol li a').first()).toHaveAttribute(
    'href',
    '/library/overview/modules#what-a-module-is',
  );
});
