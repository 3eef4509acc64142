import { test, expect, gotoHydrated, blockLocalStorage } from './fixtures';
import { announcement } from '../../src/settings';

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the OS prefers dark, and the choice persists', async ({ page }) => {
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page
      .locator('.navbar')
      .getByRole('button', { name: /dark mode|light mode|system mode|switch between/i })
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('a storage that throws still renders the site in light mode', async ({ page }) => {
    await blockLocalStorage(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('h1')).toHaveText('Cairn Docs');
  });
});

test.describe('announcement bar', () => {
  const bar = '[class*="announcementBar"][role="banner"]';

  test('dismissal persists across reloads', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    await page.locator(bar).getByRole('button', { name: /close/i }).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('reappears when the announcement id changes', async ({ page }) => {
    // A reader who dismissed an earlier announcement.
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcement.id);
  });
});
