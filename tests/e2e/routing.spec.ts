import { test, expect, gotoHydrated } from './fixtures';

const page404 = /status of 404/;

test.describe('path normalisation', () => {
  test.use({ allowConsoleErrors: page404 });

  for (const path of [
    '/intro/overview/getting-started.html',
    '/intro/overview/getting-started/index.html',
    '/INTRO/Overview/Getting-Started',
    '/intro/overview/getting-started/',
    '/intro/overview/getting-started',
  ]) {
    test(`${path} reaches the getting started page`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveAttribute(
        'href',
        '/intro/overview/getting-started',
      );
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }
});

test.describe('unknown paths', () => {
  test.use({ allowConsoleErrors: page404 });

  test('show Not Found with suggestions, a page filter and the main sections', async ({ page }) => {
    const response = await page.goto('/patcher/runing-patcher/reportt');
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(page.getByText('/patcher/runing-patcher/reportt')).toBeVisible();
    const suggestions = page.locator('section[aria-labelledby="not-found-suggestions"] li a');
    await expect(suggestions.first()).toHaveAttribute('href', /patcher/);
    await page.getByLabel('Find a page').fill('terraform 13');
    await expect(suggestions.first()).toHaveAttribute('href', /terraform-13/);
    await expect(page.locator('section[aria-labelledby="not-found-sections"] li a')).toHaveCount(8);
    await suggestions.first().click();
    await expect(page).toHaveURL(/terraform-13/);
    await expect(page.locator('h1')).not.toHaveText('Page Not Found');
  });
});
