import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import path from 'node:path';
import { site, urls } from '../../src/settings';
import { loadLibrary } from '../../plugins/library/schema';

const root = path.resolve(__dirname, '../..');
const library = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
/** The module pages of a repository, as the module reference sidebar lists them. */
const modulesOf = (repo: string) =>
  library.repos.find((r) => r.repo === repo)?.entries.filter((e) => e.kind === 'module') ?? [];

test('page titles read "{title} | Cairn Docs"', async ({ page }) => {
  await gotoHydrated(page, '/intro/overview/getting-started');
  const h1 = (await page.locator('article h1').first().textContent())?.trim();
  await expect(page).toHaveTitle(`${h1} | ${site.title}`);
  await gotoHydrated(page, '/support');
  await expect(page).toHaveTitle(`Support | ${site.title}`);
});

test('breadcrumbs follow the sidebar', async ({ page }) => {
  await gotoHydrated(page, '/library/getting-started/setting-up');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
  await expect(crumbs.first().getByRole('link', { name: /home/i })).toBeVisible();
  const active = page.locator('.menu__link--active').last();
  await expect(crumbs.last()).toHaveText((await active.textContent())?.trim() ?? '');
  expect(await crumbs.count()).toBeGreaterThanOrEqual(3);
});

test('the edit link points at the page source in the docs repository', async ({ page }) => {
  await gotoHydrated(page, '/intro/overview/prerequisites');
  await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
    'href',
    `${urls.editBase}docs/intro/overview/prerequisites.md`,
  );
});

test('the table of contents lists h2 and h3, never h4', async ({ page }) => {
  await gotoHydrated(page, '/__test__/content');
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', { name: 'Languages', exact: true })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'hcl', exact: true })).toBeVisible();
  await expect(page.locator('h4')).toHaveCount(1);
  await expect(toc.getByText('A level-four heading')).toHaveCount(0);
  // On a real doc page, every TOC entry is an h2 or h3 of the article.
  await gotoHydrated(page, '/library/getting-started/deploying-a-module');
  const tocIds = await page
    .locator('.theme-doc-toc-desktop a')
    .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').slice(1)));
  expect(tocIds.length).toBeGreaterThan(0);
  for (const id of tocIds) {
    const tag = await page.locator(`article [id="${id}"]`).evaluate((el) => el.tagName);
    expect(['H2', 'H3']).toContain(tag);
  }
});

test('site metadata: build version N/A and the build time', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('meta[name="build-version"]')).toHaveAttribute('content', 'N/A');
  const time = await page.locator('meta[name="build-time"]').getAttribute('content');
  expect(Number.isNaN(Date.parse(time ?? ''))).toBe(false);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('a docs page loads the one sidebar it shows; a page of another sidebar brings its own', async ({ page }) => {
  // Every script response; those of link prefetching in idle time count only once the reader moves.
  const scripts: { url: string; prefetched: boolean }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.push({ url: response.url(), prefetched: response.request().resourceType() !== 'script' });
  });
  const texts = async (withPrefetched: boolean) =>
    Promise.all(
      scripts
        .filter((script) => withPrefetched || !script.prefetched)
        .map(async ({ url }) => (await page.request.get(url)).text()),
    );
  // Sidebar items as the sidebar data modules hold them.
  const moduleItem = '"href":"/reference/modules/terraform-aws-asg/asg-rolling-deploy/"';
  const introItem = '"href":"/intro/overview/intro-to-cairn"';

  await gotoHydrated(page, '/reference/modules/terraform-aws-asg/asg-rolling-deploy/');
  const menu = page.locator('.theme-doc-sidebar-menu');
  await expect(menu.locator('.menu__link--active').last()).toHaveText('asg-rolling-deploy');
  const first = await texts(false);
  // The version metadata every docs page loads holds no sidebar; the page's own sidebar is loaded.
  const version = first.filter((text) => text.includes('"docsSidebars"'));
  expect(version).toHaveLength(1);
  expect(version[0]).toContain('"docsSidebars":{}');
  expect(first.filter((text) => text.includes(moduleItem))).toHaveLength(1);
  expect(first.filter((text) => text.includes(introItem))).toHaveLength(0);

  // A client-side move to a doc of another sidebar shows that sidebar, loaded with the page.
  await page.locator('.navbar').getByRole('link', { name: 'Intro', exact: true }).click();
  await expect(page).toHaveURL(/\/intro\/overview\/intro-to-cairn/);
  await expect(menu.locator('.menu__link--active').last()).toHaveText('Intro to Cairn');
  await expect(menu.getByRole('link', { name: 'asg-rolling-deploy' })).toHaveCount(0);
  // Prefetched in idle time, then run: the same chunk may be answered twice.
  expect((await texts(true)).some((text) => text.includes(introItem))).toBe(true);
});

/** A sidebar category's list item, found by its label. */
const category = (page: Page, label: string) =>
  page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('button', { name: label, exact: true })
    .locator('xpath=ancestor::li[1]');

test.describe('the module reference sidebar', () => {
  const page0 = '/reference/modules/terraform-aws-asg/asg-rolling-deploy/';
  const vpcModules = modulesOf('terraform-aws-vpc');
  // A module that is not its repository's first: only its category's part lists it.
  const lazyItem = `"href":"/reference/modules/terraform-aws-vpc/${vpcModules[1]?.id}/"`;

  test("has its page's category whole from the first render, and the others' items load when the reader reaches for it", async ({
    page,
  }) => {
    expect(vpcModules.length).toBeGreaterThan(2);
    const firstLoad: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js') && response.request().resourceType() === 'script')
        firstLoad.push(response.url());
    });
    const partRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/sidebar/')) partRequests.push(request.url());
    });
    await gotoHydrated(page, page0);
    const own = category(page, 'terraform-aws-asg');
    await expect(own.locator('ul a.menu__link')).toHaveCount(modulesOf('terraform-aws-asg').length);
    const texts = await Promise.all(firstLoad.map(async (url) => (await page.request.get(url)).text()));
    expect(texts.filter((text) => text.includes(lazyItem))).toHaveLength(0);
    // Nothing is fetched while the reader only reads; reaching for the sidebar fetches the other categories.
    await page.mouse.move(700, 400);
    await page.waitForTimeout(1000);
    expect(partRequests).toEqual([]);
    const part = page.waitForResponse((response) => response.url().includes('/assets/sidebar/'));
    await page.locator('.theme-doc-sidebar-menu').hover();
    expect((await part).ok()).toBe(true);
    const vpc = category(page, 'terraform-aws-vpc');
    await vpc.getByRole('button', { name: 'terraform-aws-vpc', exact: true }).click();
    await expect(vpc.locator('ul a.menu__link')).toHaveCount(vpcModules.length);
  });

  test.describe('when the items cannot be loaded', () => {
    // The browser reports each aborted request; the page itself logs a warning only.
    test.use({ allowConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/ });

    test('a category whose items cannot be loaded keeps its first link, which leads to its open list', async ({
      page,
    }) => {
      await page.route('**/assets/sidebar/**', (route) => route.abort());
      const warned = page.waitForEvent(
        'console',
        (message) => message.type() === 'warning' && message.text().includes('terraform-aws-vpc'),
      );
      await gotoHydrated(page, page0);
      await page.locator('.theme-doc-sidebar-menu').hover();
      await warned;
      const vpc = category(page, 'terraform-aws-vpc');
      await vpc.getByRole('button', { name: 'terraform-aws-vpc', exact: true }).click();
      const links = vpc.locator('ul a.menu__link');
      await expect(links).toHaveCount(1);
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/reference/modules/terraform-aws-vpc/${vpcModules[0]?.id}/`));
      await expect(vpc.locator('ul a.menu__link')).toHaveCount(vpcModules.length);
    });
  });
});
