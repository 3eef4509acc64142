/**
 * Accessibility: axe-core finds no WCAG 2 A/AA violation on each page type, in light and dark
 * mode, with the private-repository warning open, and with the search modal open; the
 * announcement bar and the table of contents are checked on their own too, with the contrast of
 * their controls (3:1, which axe does not measure for icons).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { pageTypes as pages } from './page-types';

async function violations(page: Page, include?: string) {
  // Items of long lists that are off the screen are not rendered (content-visibility: auto,
  // cairn-skip-offscreen): axe would read no colours there and report their text as low contrast.
  // A reader sees each of them rendered once it is near the screen, laid out as it is here
  // (layout.spec.ts), so axe checks them rendered.
  await page.addStyleTag({ content: '.cairn-skip-offscreen { content-visibility: visible !important; }' });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    });

    for (const [name, url] of pages) {
      test(`${name} (${url}) has no violations`, async ({ page }) => {
        // axe takes ~35 s over the finder's 207 entries when the machine is busy (measured on the
        // build before this change too).
        test.setTimeout(90_000);
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the announcement bar and the table of contents have no violations, and their controls 3:1 contrast', async ({
      page,
    }) => {
      await gotoHydrated(page, '/library/getting-started/deploying-a-module');
      const bar = page.locator('.theme-announcement-bar');
      const toc = page.locator('.theme-doc-toc-desktop');
      await expect(bar).toBeVisible();
      await expect(toc.locator('a').first()).toBeVisible();
      expect(await violations(page, '.theme-announcement-bar')).toEqual([]);
      expect(await violations(page, '.theme-doc-toc-desktop')).toEqual([]);
      // The close button is an icon: its colour against the bar, at its opacity (WCAG 1.4.11).
      const close = await contrastOf(page, '.theme-announcement-bar button.close', '.theme-announcement-bar');
      expect(close, 'announcement bar close button').toBeGreaterThanOrEqual(3);
      // Contents links: readable, and no brighter than the body text they sit beside.
      const link = await contrastOf(
        page,
        '.theme-doc-toc-desktop a.table-of-contents__link:not(.table-of-contents__link--active)',
        'main',
      );
      const body = await contrastOf(page, 'article .markdown > p', 'main');
      expect(link).toBeGreaterThanOrEqual(4.5);
      expect(link).toBeLessThanOrEqual(body + 0.01);
    });

    test('the search modal with results has no violations', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('vpc');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the private-repository warning has no violations', async ({ page }) => {
      await gotoHydrated(page, '/library/reference/');
      await page.getByRole('link', { name: 'terraform-aws-vpc', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

/** Contrast of an element's text or icon colour (at its opacity) against another element's background. */
async function contrastOf(page: Page, selector: string, backgroundOf: string): Promise<number> {
  return page.evaluate(
    ([fg, bg]) => {
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const element = document.querySelector(fg);
      const background = document.querySelector(bg);
      if (!element || !background) throw new Error(`missing ${element ? bg : fg}`);
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const [r, g, b, a = 1] = parse(getComputedStyle(element).color);
      // The first background with colour from that element up.
      let holder: Element | null = background;
      while (holder && (parse(getComputedStyle(holder).backgroundColor)[3] ?? 1) === 0) holder = holder.parentElement;
      // With none (Infima's light background is transparent), the canvas: white.
      const [br, bgc, bb] = holder ? parse(getComputedStyle(holder).backgroundColor) : [255, 255, 255];
      const alpha = a * opacity;
      const mix = [r, g, b].map((c, i) => c * alpha + [br, bgc, bb][i] * (1 - alpha));
      const lum = (rgb: number[]) => {
        const [x, y, z] = rgb.map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * x + 0.7152 * y + 0.0722 * z;
      };
      const [hi, lo] = [lum(mix), lum([br, bgc, bb])].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    },
    [selector, backgroundOf] as const,
  );
}

test.describe('Not Found', () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  test('has no violations', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    expect(await violations(page)).toEqual([]);
  });
});
