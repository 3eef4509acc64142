/**
 * The upgrade planner (/library/upgrade/) in the production build: a shared URL restores the plan,
 * the repository's history is fetched only when chosen, bad URL values get a message and a valid
 * default, 'Copy as Markdown' with the clipboard granted and refused, every release and module link
 * lands, the page is keyboard-complete and axe-clean, and a plan over the longest history renders
 * within 50 ms of its data arriving (measured in the page with performance marks).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { UpgradeRepoData } from '../../plugins/library/upgrade-data';
import { test, expect, gotoHydrated } from './fixtures';

const build = path.resolve(__dirname, '../../build');
const dataDir = path.join(build, 'assets/library-upgrade');
const dataFiles = readdirSync(dataDir).filter((f) => f.endsWith('.json'));
const repoData = (repo: string): UpgradeRepoData => {
  const file = dataFiles.find((f) => f.startsWith(`${repo}.`));
  if (!file) throw new Error(`no planner data for ${repo} in build/`);
  return JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as UpgradeRepoData;
};

const planner = '/library/upgrade/';
const vpcPlan = `${planner}?repo=terraform-aws-vpc&module=vpc-app&from=v0.18.3&to=v0.26.1`;
const isData = (url: string) => new URL(url).pathname.startsWith('/assets/library-upgrade/');
const plan = (page: Page) => page.getByRole('region', { name: /^Upgrade / });

/** Paths of the planner data files the page requests from now on. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (isData(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

test('a shared URL shows the same plan: pickers set, breaking releases, the inputs to change', async ({ page }) => {
  const requests = dataRequests(page);
  await gotoHydrated(page, vpcPlan);
  await expect(plan(page).getByRole('heading', { level: 2 })).toHaveText(
    'Upgrade terraform-aws-vpc from v0.18.3 to v0.26.1: vpc-app',
  );
  await expect(page.getByLabel('Repository')).toHaveValue('terraform-aws-vpc');
  await expect(page.getByLabel('Module or service')).toHaveValue('vpc-app');
  await expect(page.getByLabel('From (the version you run)')).toHaveValue('v0.18.3');
  await expect(page.getByLabel('To (the version you want)')).toHaveValue('v0.26.1');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/^\/assets\/library-upgrade\/terraform-aws-vpc\.[0-9a-f]{10}\.json$/);

  const data = repoData('terraform-aws-vpc');
  const from = data.releases.findIndex((r) => r.version === 'v0.18.3');
  const crossed = data.releases.slice(0, from);
  await expect(plan(page).getByRole('list', { name: 'Summary' })).toContainText(`Releases crossed: ${crossed.length}`);
  // Breaking releases oldest first, each a checklist item with its migration notes.
  const breaking = crossed
    .filter(
      (r) =>
        r.changes.some((c) => c.breaking && (c.affects.length === 0 || c.affects.includes('vpc-app'))) || r.requires,
    )
    .map((r) => r.version)
    .reverse();
  const releaseChecks = plan(page).getByRole('checkbox', { name: /^v\d/ });
  await expect(releaseChecks).toHaveCount(breaking.length);
  expect(
    await releaseChecks.evaluateAll((cs) =>
      cs.map((c) => (c as HTMLInputElement).labels?.[0]?.textContent?.split(' ')[0]),
    ),
  ).toEqual(breaking);
  for (const v of breaking)
    await expect(page.getByRole('note', { name: `Migration notes for terraform-aws-vpc ${v}` })).toBeVisible();
  await expect(plan(page).getByRole('checkbox', { name: 'Terraform 1.1 or later' })).toBeVisible();
  await expect(plan(page).getByRole('checkbox', { name: 'AWS provider 4.0 or later' })).toBeVisible();
  await expect(
    plan(page).getByRole('checkbox', {
      name: 'Rename the argument security_group_tags to default_security_group_tags (v0.25.0)',
    }),
  ).toBeVisible();
});

test("the history is fetched only once a repository is chosen, never with a page's first load", async ({ page }) => {
  const requests = dataRequests(page);
  await gotoHydrated(page, '/reference/modules/terraform-aws-vpc/vpc-app/');
  await gotoHydrated(page, planner);
  await expect(page.getByText('Choose a repository to start.')).toBeVisible();
  expect(requests).toEqual([]);
  await page.getByLabel('Repository').selectOption('terraform-aws-cache');
  await expect(page).toHaveURL(/\/library\/upgrade\/\?repo=terraform-aws-cache$/);
  await expect(plan(page)).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]).toContain('/terraform-aws-cache.');
  // Choosing versions writes the whole choice into the URL.
  const data = repoData('terraform-aws-cache');
  const oldest = data.releases[data.releases.length - 1].version;
  await page.getByLabel('From (the version you run)').selectOption(oldest);
  await expect(page).toHaveURL(
    new RegExp(
      `\\?repo=terraform-aws-cache&from=${oldest.replace(/\./g, '\\.')}&to=${data.releases[0].version.replace(/\./g, '\\.')}$`,
    ),
  );
  await expect(plan(page).getByRole('list', { name: 'Summary' })).toContainText(
    `Releases crossed: ${data.releases.length - 1}`,
  );
});

test('the module page header and the finder link to the planner', async ({ page }) => {
  await gotoHydrated(page, '/reference/services/networking/virtual-private-cloud-vpc');
  await page.locator('.library-ref-meta').getByRole('link', { name: 'Plan an upgrade' }).click();
  await expect(page).toHaveURL(
    /\/library\/upgrade\/\?repo=terraform-aws-service-catalog&module=networking%2Fvirtual-private-cloud-vpc$/,
  );
  await expect(page.getByLabel('Module or service')).toHaveValue('networking/virtual-private-cloud-vpc');
  await expect(plan(page).getByRole('heading', { level: 2 })).toContainText(': VPC');
  for (const from of ['/library/reference/', '/guides/stay-up-to-date/releases/']) {
    await gotoHydrated(page, from);
    await page.locator('a.upgrade-planner-link').click();
    await expect(page).toHaveURL(/\/library\/upgrade\/$/);
    await expect(page.locator('h1')).toHaveText('Plan a library upgrade');
  }
});

test.describe('values in the URL it cannot use', () => {
  test('an unknown repository: a message, and the empty choice', async ({ page }) => {
    await gotoHydrated(page, `${planner}?repo=terraform-aws-nothing&from=v1.0.0`);
    await expect(page.getByText("There is no repository 'terraform-aws-nothing' in the library.")).toBeVisible();
    await expect(page.getByLabel('Repository')).toHaveValue('');
    await expect(plan(page)).toHaveCount(0);
  });

  test('a version that is not one, and one never released: messages, and the defaults', async ({ page }) => {
    await gotoHydrated(page, `${planner}?repo=terraform-aws-vpc&module=nope&from=banana&to=v9.9.9`);
    await expect(page.getByText("terraform-aws-vpc has no module or service 'nope'")).toBeVisible();
    await expect(
      page.getByText('terraform-aws-vpc has no release v9.9.9; the plan goes to the latest release, v0.26.1.'),
    ).toBeVisible();
    await expect(page.getByText("'banana' is not a version (write it like v0.26.1)")).toBeVisible();
    await expect(page.getByLabel('To (the version you want)')).toHaveValue('v0.26.1');
    await expect(page.getByLabel('From (the version you run)')).toHaveValue('v0.26.0');
    await expect(plan(page).getByRole('heading', { level: 2 })).toHaveText(
      'Upgrade terraform-aws-vpc from v0.26.0 to v0.26.1',
    );
  });

  test("'from' newer than 'to' is swapped, and 'from' equal to 'to' has nothing to do", async ({ page }) => {
    await gotoHydrated(page, `${planner}?repo=terraform-aws-vpc&from=v0.26.1&to=v0.18.3`);
    await expect(page.getByText("'From' (v0.26.1) is newer than 'to' (v0.18.3): they are swapped")).toBeVisible();
    await expect(page.getByLabel('From (the version you run)')).toHaveValue('v0.18.3');
    await gotoHydrated(page, `${planner}?repo=terraform-aws-vpc&from=0.26.1&to=v0.26.1`);
    await expect(plan(page)).toContainText('You already run v0.26.1: nothing to do.');
  });
});

test.describe('Copy as Markdown', () => {
  test('copies the plan as a checklist when the clipboard is allowed', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, vpcPlan);
    await plan(page)
      .getByRole('checkbox', { name: /^v0\.25\.0/ })
      .check();
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the plan as Markdown' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(
      /^## Upgrade terraform-aws-vpc from v0\.18\.3 to v0\.26\.1: `vpc-app`\n\nhttps?:\/\/[^\n]+\/library\/upgrade\/\?repo=terraform-aws-vpc&module=vpc-app&from=v0\.18\.3&to=v0\.26\.1\n/,
    );
    expect(text).toContain('- [x] [v0.25.0](');
    expect(text).toContain('- [ ] [v0.26.0](');
    expect(text).toContain('#terraform-aws-vpc-v0.25.0) (2023-04-13)');
    expect(text).toContain(
      '- [ ] Rename the argument `security_group_tags` to `default_security_group_tags` (v0.25.0)',
    );
    const lines = text.trimEnd().split('\n').length;
    await expect(page.getByText(`Copied the plan as Markdown (${lines} lines).`)).toBeVisible();
  });

  test('when the browser refuses, selects the plan in a box to copy by hand, and says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        },
      });
    });
    await gotoHydrated(page, vpcPlan);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByText('Your browser did not allow copying.')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'The plan as Markdown' });
    await expect(box).toBeFocused();
    const value = await box.inputValue();
    expect(value).toMatch(/^## Upgrade terraform-aws-vpc from v0\.18\.3 to v0\.26\.1/);
    expect(await box.evaluate((t: HTMLTextAreaElement) => [t.selectionStart, t.selectionEnd])).toEqual([
      0,
      value.length,
    ]);
  });
});

test('a release link lands on its migration note in the release notes', async ({ page }) => {
  await gotoHydrated(page, vpcPlan);
  await plan(page).getByRole('link', { name: 'Release notes of v0.25.0' }).click();
  await expect(page).toHaveURL(/\/guides\/stay-up-to-date\/releases\/2023-04\/#terraform-aws-vpc-v0\.25\.0$/);
  const heading = page.locator('[id="terraform-aws-vpc-v0.25.0"]');
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('note', { name: 'Migration notes for terraform-aws-vpc v0.25.0' })).toContainText(
    'default_security_group_tags',
  );
  await page.goBack();
  await expect(plan(page)).toBeVisible();
  await plan(page).getByRole('link', { name: 'vpc-peering', exact: true }).first().click();
  await expect(page).toHaveURL(/\/reference\/modules\/terraform-aws-vpc\/vpc-peering\/$/);
});

test('every release link and module link of every repository lands on a page and an anchor of the build', () => {
  const missing: string[] = [];
  const pageHtml = new Map<string, string>();
  const htmlOf = (pathname: string) => {
    const file = path.join(build, pathname.replace(/^\//, ''), 'index.html');
    if (!pageHtml.has(file)) pageHtml.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    return pageHtml.get(file) ?? '';
  };
  let releases = 0;
  for (const file of dataFiles) {
    const data = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as UpgradeRepoData;
    for (const r of data.releases) {
      releases++;
      const [pathname, anchor] = r.notes.split('#');
      if (!new RegExp(`\\sid="?${anchor.replace(/\./g, '\\.')}[">\\s]`).test(htmlOf(pathname)))
        missing.push(`${data.repo} ${r.version}: ${r.notes}`);
    }
    for (const e of data.entries) if (!htmlOf(e.permalink)) missing.push(`${data.repo} ${e.key}: ${e.permalink}`);
  }
  expect(releases).toBeGreaterThan(1000);
  expect(missing).toEqual([]);
});

test('keyboard: every control is reached with Tab and operated with keys', async ({ page }) => {
  await gotoHydrated(page, `${planner}?repo=terraform-aws-vpc&module=vpc-app&from=v0.25.0`);
  await expect(plan(page)).toBeVisible();
  await page.getByLabel('Repository').focus();
  for (const label of [
    'Module or service',
    'From (the version you run)',
    'To (the version you want)',
    'Show changes to other modules',
  ]) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label)).toBeFocused();
  }
  const hidden = await plan(page)
    .getByText(/changes? to other modules (is|are) not listed/)
    .textContent();
  expect(hidden).toBeTruthy();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Show changes to other modules')).toBeChecked();
  await expect(plan(page).getByText(/to other modules (is|are) not listed/)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeFocused();
  // On through the summary's links to the first step of the checklist.
  const firstStep = plan(page).getByRole('checkbox').first();
  for (let i = 0; i < 30 && !(await firstStep.evaluate((c) => c === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(firstStep).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstStep).toBeChecked();
  // A select changes with the arrow keys.
  await page.getByLabel('From (the version you run)').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/&from=v0\.24\.3&/);
});

test.describe('a failed request', () => {
  test.use({ allowConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('the history fails to load: a message and a working retry', async ({ page }) => {
    let abort = true;
    await page.route(/\/assets\/library-upgrade\//, (route) => (abort ? route.abort('failed') : route.continue()));
    await gotoHydrated(page, `${planner}?repo=terraform-aws-vpc`);
    await expect(page.getByRole('alert')).toContainText('The release history of terraform-aws-vpc could not be loaded');
    abort = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(plan(page)).toBeVisible();
  });
});

test.describe('accessibility of a plan', () => {
  for (const mode of ['light', 'dark'] as const)
    test(`no axe violations with a plan and the copy box open, ${mode} mode`, async ({ page }) => {
      await page.addInitScript((m) => {
        localStorage.setItem('theme', m);
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
      }, mode);
      await gotoHydrated(page, vpcPlan);
      await page.getByLabel('Show changes to other modules').check();
      await page.getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect(page.getByRole('textbox', { name: 'The plan as Markdown' })).toBeVisible();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
    });
});

// Tagged '@timing': run by the 'timing' project, after every other test and alone (playwright.config.ts).
test(
  'a plan over the longest history renders within 50 ms of its data arriving',
  { tag: '@timing' },
  async ({ page, request }) => {
    const sizes: string[] = [];
    for (const file of dataFiles) {
      const res = await request.get(`/assets/library-upgrade/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
      sizes.push(
        `${file.replace(/\.[0-9a-f]+\.json$/, '')} ${(Number(res.headers()['content-length']) / 1024).toFixed(1)} KB`,
      );
    }
    console.log(`planner data per repository (gzip): ${sizes.join(', ')}`);
    const longest = dataFiles
      .map((f) => JSON.parse(readFileSync(path.join(dataDir, f), 'utf8')) as UpgradeRepoData)
      .sort((a, b) => b.releases.length - a.releases.length)[0];
    const oldest = longest.releases[longest.releases.length - 1].version;
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      await gotoHydrated(page, `${planner}?repo=${longest.repo}&from=${oldest}&to=${longest.releases[0].version}`);
      await expect(plan(page).getByRole('list', { name: 'Summary' })).toContainText(
        `Releases crossed: ${longest.releases.length - 1}`,
      );
      times.push(
        await page.evaluate(
          () => performance.getEntriesByName('upgrade-planner:render', 'measure')[0]?.duration ?? NaN,
        ),
      );
    }
    const best = Math.min(...times);
    console.log(
      `planner render of ${longest.repo} ${oldest} -> ${longest.releases[0].version} (${longest.releases.length - 1} releases): ${times.map((t) => t.toFixed(1)).join(', ')} ms`,
    );
    // The best of ten: wall-clock time. Run beside other tests, the same build passed and failed from one
    // run to the next (bests 33-76 ms on CI's host, and the code before a change failed there as often
    // as after it); alone, the best of ten measures 22-37 ms here, and 22-43 ms with both cores also
    // running a busy loop.
    expect(best).toBeLessThan(50);
  },
);
