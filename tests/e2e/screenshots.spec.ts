/**
 * Screenshot comparisons of each page type at 390 and 1280 px, in light and dark mode, against the
 * baselines in tests/e2e/__screenshots__ (Debian's Chromium and its fonts: the site sets text in the
 * system's fonts, DejaVu Sans and Liberation Mono on Debian). They
 * catch a layout change nobody meant. After a change that is meant, look at the new images and
 * regenerate the baselines with `npm run test:screenshots:update` (README: Tests).
 * The first screen of each page only: the parts that show the shell, the type and the components.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { firstDiscussion } from './page-types';

const shots: readonly (readonly [name: string, path: string])[] = [
  ['home', '/'],
  ['doc', '/library/getting-started/deploying-a-module'],
  ['doc-without-sidebar', '/refarch/whats-this/services'],
  ['markdown-page', '/tools'],
  ['tag-page', '/tags/vpc'],
  ['module-finder', '/library/reference/'],
  ['module-reference', '/reference/modules/terraform-aws-vpc/vpc-app/'],
  ['release-notes-month', '/guides/stay-up-to-date/releases/2019-07/'],
  ['discussion', `/discussions/knowledge-base/${firstDiscussion}`],
  ['upgrade-planner', '/library/upgrade/?repo=terraform-aws-vpc&module=vpc-app&from=v0.18.3&to=v0.26.1'],
  ['not-found', '/no/such/page'],
];

/** Loads a page and waits until what it shows has settled. */
async function settled(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  // Content that arrives after hydration (the Not Found page's suggestions) is in place.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.mouse.move(0, 0);
}

for (const mode of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`${mode} mode at ${width} px`, () => {
      // The Not Found page's own response is a 404, which the browser logs.
      test.use({ viewport: { width, height: width < 997 ? 844 : 800 }, allowConsoleErrors: /status of 404/ });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      });

      for (const [name, path] of shots) {
        test(`${name} looks as reviewed`, async ({ page }) => {
          await settled(page, path);
          await expect(page).toHaveScreenshot(`${name}-${width}-${mode}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    });
  }
}
