/**
 * Accessibility: axe-core finds no WCAG 2 A/AA violation on each page type, in light and dark
 * mode, with the private-repository warning open, and with the search modal open.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const kbDir = path.join(__dirname, '../../data/knowledge-base/discussions');
const kbNumber = readdirSync(kbDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => Number(f.replace('.json', '')))
  .sort((a, b) => a - b)[0];

const pages: [string, string][] = [
  ['home', '/'],
  ['doc with sidebar', '/library/getting-started/deploying-a-module'],
  ['doc without sidebar', '/refarch/whats-this/services'],
  ['markdown page', '/tools'],
  ['tags index', '/tags'],
  ['tag page', '/tags/terraform'],
  ['knowledge-base index', '/discussions/knowledge-base/'],
  ['knowledge-base discussion', `/discussions/knowledge-base/${kbNumber}`],
  ['module finder', '/library/reference/'],
  ['module reference', '/reference/modules/terraform-aws-vpc/vpc-app/'],
  ['service reference', '/reference/services/networking/virtual-private-cloud-vpc'],
  ['release notes index', '/guides/stay-up-to-date/releases/'],
  ['release notes month', '/guides/stay-up-to-date/releases/2019-07/'],
  ['upgrade planner with a plan', '/library/upgrade/?repo=terraform-aws-vpc&module=vpc-app&from=v0.18.3&to=v0.26.1'],
  ['search page', '/search?q=vpc'],
];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')})`);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    });

    for (const [name, url] of pages) {
      test(`${name} (${url}) has no violations`, async ({ page }) => {
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await violations(page)).toEqual([]);
      });
    }

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

test.describe('Not Found', () => {
  test.use({ allowConsoleErrors: /status of 404/ });
  test('has no violations', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    expect(await violations(page)).toEqual([]);
  });
});
