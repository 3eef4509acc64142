import { test, expect, gotoHydrated } from './fixtures';

test.describe('mobile sidebar', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('opens from the navbar with "← Back to main menu" and closes at desktop width', async ({ page }) => {
    await gotoHydrated(page, '/library/getting-started/setting-up');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(sidebar.getByRole('link', { name: 'Tools' })).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
});

test('the docs sidebar cannot be hidden and categories do not auto-collapse', async ({ page }) => {
  await gotoHydrated(page, '/library/getting-started/setting-up');
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
  const toggle = (label: string) =>
    page.locator('.theme-doc-sidebar-menu .menu__link--sublist[aria-expanded]', { hasText: new RegExp(`^${label}$`) });
  // Close two categories, then open both again: with auto-collapse, opening the second would close the first.
  for (const label of ['Usage', 'Stay up to date']) {
    await toggle(label).click();
    await expect(toggle(label)).toHaveAttribute('aria-expanded', 'false');
  }
  await toggle('Usage').click();
  await toggle('Stay up to date').click();
  await expect(toggle('Stay up to date')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle('Usage')).toHaveAttribute('aria-expanded', 'true');
});

test('navigation scrolls to the hash target, or to the top', async ({ page }) => {
  await gotoHydrated(page, '/library/getting-started/deploying-a-module');
  // A route change with a hash (the table of contents) scrolls the heading into view.
  const tocLink = page.locator('.theme-doc-toc-desktop a').last();
  const id = ((await tocLink.getAttribute('href')) ?? '').slice(1);
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // A route change to another page without a hash lands at its top.
  await page
    .locator('.theme-doc-sidebar-menu a.menu__link')
    .filter({ hasText: /setting up/i })
    .first()
    .click();
  await expect(page).toHaveURL(/setting-up$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Loading a URL with a hash lands on the heading.
  await gotoHydrated(page, `/library/getting-started/deploying-a-module#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});
