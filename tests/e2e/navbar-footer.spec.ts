import { test, expect, gotoHydrated } from './fixtures';
import { urls, site } from '../../src/settings';

test.describe('navbar', () => {
  test('has every item of spec 2.2 in order', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Top-level items only: a dropdown counts by its own label, not its entries.
    const labels = (side: string) =>
      page.locator(`.navbar__items${side} > *`).evaluateAll((els) =>
        els
          // The search button is checked on its own below.
          .filter((el) => !el.querySelector('.DocSearch-Button'))
          .map((el) => (el.matches('.dropdown') ? el.querySelector('.navbar__link') : el)?.textContent?.trim() ?? '')
          .filter(Boolean),
      );
    expect(await labels(':not(.navbar__items--right)')).toEqual([
      'Cairn Docs',
      'Intro',
      'Docs',
      'Library Reference',
      'Tools',
      'Courses',
    ]);
    expect(await labels('.navbar__items--right')).toEqual(['Knowledge Base', 'Support', 'Sign In', 'More…']);
    // Site-wide search (spec 2.2): the last item of the right side.
    const search = page.locator('.navbar__items--right > *').last().locator('.DocSearch-Button');
    await expect(search).toHaveAccessibleName(/search/i);
  });

  test('Intro, Library Reference, Tools and Courses lead to their pages', async ({ page }) => {
    const cases: [string, RegExp, string][] = [
      ['Intro', /\/intro\/overview\/intro-to-cairn\/?$/, 'h1'],
      ['Library Reference', /\/library\/reference\/?$/, 'h1'],
      ['Tools', /\/tools\/?$/, 'h1'],
      ['Courses', /\/courses\/?$/, 'h1'],
    ];
    for (const [label, url] of cases) {
      await gotoHydrated(page, '/');
      await page.locator('.navbar').getByRole('link', { name: label, exact: true }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1')).toBeVisible();
    }
  });

  test('Docs dropdown holds its four entries', async ({ page }) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: 'Docs' });
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(['Library', 'Pipelines', 'Reference Architecture', 'Developer Portal']);
    const hrefs = await items.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/library/overview/',
      '/pipelines/overview',
      '/refarch/whats-this/what-is-a-reference-architecture',
      '/developer-portal/create-account',
    ]);
    await items.filter({ hasText: 'Pipelines' }).click();
    await expect(page).toHaveURL(/\/pipelines\/overview$/);
  });

  test('right side links and the More… dropdown repeat them', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.locator('.navbar__items--right');
    await expect(nav.getByRole('link', { name: 'Knowledge Base' }).first()).toHaveAttribute('href', urls.knowledgeBase);
    await expect(nav.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', urls.signIn);
    await expect(nav.getByRole('link', { name: 'Support' }).first()).toHaveAttribute('href', '/support');
    const more = page.locator('.navbar__item.dropdown', { hasText: 'More…' });
    await more.hover();
    const items = more.locator('.dropdown__menu a');
    await expect(items).toHaveText(['Knowledge Base', 'Support', 'Sign In']);
    await items.filter({ hasText: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('hides on scroll down and shows on scroll up', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    const navbar = page.locator('nav.navbar');
    const top = async () => (await navbar.boundingBox())?.y ?? 0;
    expect(await top()).toBeGreaterThanOrEqual(0);
    await page.mouse.move(600, 400);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    await expect.poll(top).toBeLessThan(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
  });
});

test.describe('footer', () => {
  test('is dark with four groups and the copyright line', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    await expect(footer.locator('.footer__title')).toHaveText(['Company', 'Community', 'Resources', 'Legal']);
    await expect(footer.locator('.footer__col').nth(2).locator('a')).toHaveText([
      'Production Framework',
      'Developer Portal',
      'IaC Library',
      'DevOps Checklist',
      'Terracairn',
      'Cairntest',
      'Releases',
      'Style Guides',
      'Support',
    ]);
    await expect(footer.getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/guides/stay-up-to-date/');
    await expect(footer.getByRole('link', { name: 'Style Guides' })).toHaveAttribute('href', '/guides/style/');
    await expect(footer.locator('.footer__copyright')).toContainText(site.copyrightYears);
  });
});
