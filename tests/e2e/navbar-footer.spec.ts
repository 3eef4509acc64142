import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { urls, site } from '../../src/settings';

/** Top-level items of one side of the navbar that are shown, by label (a dropdown by its own label). */
function shownLabels(page: Page, side: 'left' | 'right') {
  const selector = side === 'left' ? '.navbar__items:not(.navbar__items--right) > *' : '.navbar__items--right > *';
  return page.locator(selector).evaluateAll((els) =>
    els
      // The search button and the colour toggle are checked on their own.
      .filter((el) => !el.querySelector('.DocSearch-Button') && el.getClientRects().length > 0)
      .map((el) => (el.matches('.dropdown') ? el.querySelector('.navbar__link') : el)?.textContent?.trim() ?? '')
      .filter(Boolean),
  );
}

/** The navbar's box; a missing navbar fails the test instead of reading as position 0. */
async function navbarTop(page: Page): Promise<number> {
  const box = await page.locator('nav.navbar').boundingBox();
  if (!box) throw new Error('the navbar is not rendered');
  return box.y;
}

const moreItems = ['Knowledge Base', 'Support', 'Sign In'];

test.describe('navbar', () => {
  test('has every item of spec 2.2 in order, with Guides, and no More… where everything fits', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/');
    expect(await shownLabels(page, 'left')).toEqual([
      'Cairn Docs',
      'Intro',
      'Docs',
      'Library Reference',
      'Guides',
      'Tools',
      'Courses',
    ]);
    expect(await shownLabels(page, 'right')).toEqual(moreItems);
    await expect(page.locator('.navbar__item', { hasText: 'More…' })).toBeHidden();
    // Site-wide search (spec 2.2): the last item of the right side.
    const search = page.locator('.navbar__items--right > *').last().locator('.DocSearch-Button');
    await expect(search).toHaveAccessibleName(/search/i);
  });

  test('Intro, Library Reference, Guides, Tools and Courses lead to their pages', async ({ page }) => {
    const cases: [string, RegExp, string][] = [
      ['Intro', /\/intro\/overview\/intro-to-cairn\/?$/, 'Introduction to Cairn'],
      ['Library Reference', /\/library\/reference\/?$/, 'Library Reference'],
      ['Guides', /\/guides\/?$/, 'Guides'],
      ['Tools', /\/tools\/?$/, 'Tools'],
      ['Courses', /\/courses\/?$/, 'Courses'],
    ];
    for (const [label, url, h1] of cases) {
      await gotoHydrated(page, '/');
      await page.locator('.navbar').getByRole('link', { name: label, exact: true }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1')).toHaveText(h1);
    }
  });

  test('one page, one name: Library Reference in the navbar, breadcrumbs, sidebar, title and h1', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    await expect(page).toHaveTitle('Library Reference | Cairn Docs');
    await expect(page.locator('h1')).toHaveText('Library Reference');
    await expect(page.locator('.breadcrumbs__item--active')).toHaveText('Library Reference');
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').first()).toHaveText('Library Reference');
  });

  test('Docs dropdown holds its entries, Patcher among them', async ({ page }) => {
    await gotoHydrated(page, '/');
    const dropdown = page.locator('.navbar__item.dropdown', { hasText: 'Docs' });
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(['Library', 'Pipelines', 'Patcher', 'Reference Architecture', 'Developer Portal']);
    const hrefs = await items.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/library/overview/',
      '/pipelines/overview',
      '/patcher/',
      '/refarch/whats-this/what-is-a-reference-architecture',
      '/developer-portal/create-account',
    ]);
    await items.filter({ hasText: 'Pipelines' }).click();
    await expect(page).toHaveURL(/\/pipelines\/overview$/);
  });

  test('right side links; More… holds them only where the bar has no room for them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/');
    const nav = page.locator('.navbar__items--right');
    await expect(nav.getByRole('link', { name: 'Knowledge Base' }).first()).toHaveAttribute('href', urls.knowledgeBase);
    await expect(nav.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', urls.signIn);
    await expect(nav.getByRole('link', { name: 'Support' }).first()).toHaveAttribute('href', '/support');
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await shownLabels(page, 'right')).toEqual(['More…']);
    const more = page.locator('.navbar__item.dropdown', { hasText: 'More…' });
    await more.hover();
    const items = more.locator('.dropdown__menu a');
    await expect(items).toHaveText(moreItems);
    await items.filter({ hasText: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  for (const width of [997, 1100, 1280, 1440]) {
    test(`at ${width} px the bar is one line, every item on one line, the site name whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/');
      await page.evaluate(() => document.fonts.ready);
      const bar = await page.evaluate(() => {
        /** Lines the element's text takes: the most any of its text nodes wraps onto. */
        const lines = (el: Element) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let most = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            most = Math.max(most, new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size);
          }
          return most;
        };
        const items = Array.from(
          document.querySelectorAll(
            '.navbar__inner .navbar__brand, .navbar__inner .navbar__items > .navbar__item, .navbar__inner .navbar__items > div',
          ),
        ).filter((el) => el.getClientRects().length > 0);
        const boxes = items.map((el) => {
          const label = el.matches('.dropdown') ? el.querySelector('.navbar__link') : el;
          const r = el.getBoundingClientRect();
          return {
            label: label?.textContent?.trim() ?? '',
            left: r.left,
            right: r.right,
            height: (label ?? el).getBoundingClientRect().height,
            lines: lines(label ?? el),
          };
        });
        const title = document.querySelector('.navbar__title');
        const overflowHidden = Array.from(document.querySelectorAll('.navbar__items--right > .nav-overflow'))
          .filter((el) => el.getClientRects().length === 0)
          .map((el) => el.textContent?.trim() ?? '');
        // The theme puts the dropdown's class on its label.
        const more = document.querySelector('.navbar__items--right > .navbar__item:has(> .nav-more)');
        return {
          boxes,
          innerHeight: document.querySelector('.navbar__inner')?.getBoundingClientRect().height ?? 0,
          titleCut: title ? title.scrollWidth > title.clientWidth + 1 : true,
          overflowHidden,
          moreShown: !!more && more.getClientRects().length > 0,
          moreItems: Array.from(more?.querySelectorAll('.dropdown__menu a') ?? [], (a) => a.textContent?.trim() ?? ''),
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(bar.boxes.length).toBeGreaterThan(5);
      // One line of text each (the colour toggle has none), and no taller than a line: a wrapped
      // dropdown caret sits below its label.
      expect(bar.boxes.filter((b) => b.lines > 1).map((b) => `${b.label}: ${b.lines} lines`)).toEqual([]);
      expect(bar.boxes.filter((b) => b.height > 40).map((b) => `${b.label}: ${b.height} px high`)).toEqual([]);
      expect(bar.innerHeight).toBeLessThanOrEqual(48);
      expect(bar.titleCut, 'site name cut').toBe(false);
      expect(bar.boxes[0].label).toBe(site.title);
      // Side by side, left to right, inside the window.
      for (let i = 1; i < bar.boxes.length; i++) {
        expect(bar.boxes[i].left, `${bar.boxes[i].label} overlaps ${bar.boxes[i - 1].label}`).toBeGreaterThanOrEqual(
          bar.boxes[i - 1].right - 0.5,
        );
      }
      expect(bar.boxes[bar.boxes.length - 1].right).toBeLessThanOrEqual(width);
      expect(bar.pageWidth).toBeLessThanOrEqual(width);
      // More… exactly when something moved into it, holding what moved.
      expect(bar.moreShown).toBe(bar.overflowHidden.length > 0);
      for (const label of bar.overflowHidden) expect(bar.moreItems).toContain(label);
      if (width >= 1280) expect(bar.overflowHidden).toEqual([]);
    });
  }

  test('hides on scroll down and shows on scroll up', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    expect(await navbarTop(page)).toBeGreaterThanOrEqual(0);
    await page.mouse.move(600, 400);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    await expect.poll(() => navbarTop(page)).toBeLessThan(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarTop(page)).toBeGreaterThanOrEqual(0);
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
