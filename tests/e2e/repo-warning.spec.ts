import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, blockLocalStorage } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

/** GitHub is not reachable here: answer its URLs locally so following a link is observable. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(www\.)?github\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>code host</title><h1>code host</h1>' }),
  );
});

/** Adds links to the current page, as a writer could put them in content. */
async function inject(page: Page, html: string): Promise<void> {
  await page.evaluate((markup) => {
    const box = document.createElement('div');
    box.id = 'injected-links';
    box.innerHTML = markup;
    document.querySelector('article')?.prepend(box);
  }, html);
}

test.describe('private-repository warning', () => {
  test('general case: title, body, and nothing is followed', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    await page.getByRole('link', { name: 'terraform-aws-vpc', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading')).toHaveText('For Subscribers Only');
    await expect(dialog(page)).toContainText(
      'This link leads to the private terraform-aws-vpc repository visible only to subscribers; everyone else will see a 404.',
    );
    await expect(dialog(page).locator('code')).toHaveText('terraform-aws-vpc');
    await expect(page).toHaveURL(/\/library\/reference\/$/);
  });

  test('CIS and Enterprise cases (tier lists from the fixture package)', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    await inject(
      page,
      `<a href="https://github.com/cairn-io/terraform-aws-cis-service-catalog/tree/main">cis link</a>
       <a href="https://github.com/Cairn-IO/terraform-aws-enterprise-security.git">enterprise link</a>`,
    );
    await page.getByText('cis link').click();
    await expect(dialog(page).getByRole('heading')).toHaveText('For CIS Subscribers Only');
    await expect(dialog(page)).toContainText(
      'This link leads to the private terraform-aws-cis-service-catalog repository visible only to CIS subscribers; everyone else will see a 404.',
    );
    await page.keyboard.press('Escape');
    await page.getByText('enterprise link').click();
    await expect(dialog(page).getByRole('heading')).toHaveText('For Enterprise Subscribers Only');
    await expect(dialog(page)).toContainText('visible only to Enterprise subscribers');
  });

  test("'Don't warn me again' + Continue: new tab, modal closes ~500 ms later, flag persists", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/library/reference/');
    const link = page.getByRole('link', { name: 'terraform-aws-vpc', exact: true });
    await link.click();
    await dialog(page).getByLabel("Don't warn me again").check();
    expect(await page.evaluate(() => localStorage.getItem('dontWarnGitHubLinks'))).toBe('true');
    const continueLink = dialog(page).getByRole('link', { name: 'Continue to GitHub' });
    await expect(continueLink).toHaveAttribute('target', '_blank');
    await expect(continueLink).toHaveAttribute('rel', 'noopener noreferrer');
    // Time the close in the page itself: from the click to the dialog leaving the DOM.
    await page.evaluate(() => {
      const w = window as unknown as { cairnClickAt?: number; cairnClosedAt?: number };
      document.addEventListener('click', () => (w.cairnClickAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"]')) {
          w.cairnClosedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const [tab] = await Promise.all([context.waitForEvent('page'), continueLink.click()]);
    await expect(tab).toHaveURL('https://github.com/cairn-io/terraform-aws-vpc');
    await expect(dialog(page)).toBeHidden();
    const closeDelay = await page.evaluate(() => {
      const w = window as unknown as { cairnClickAt: number; cairnClosedAt: number };
      return w.cairnClosedAt - w.cairnClickAt;
    });
    expect(closeDelay).toBeGreaterThanOrEqual(480);
    expect(closeDelay).toBeLessThan(1500);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const [next] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'terraform-aws-vpc', exact: true }).click(),
    ]);
    await expect(next).toHaveURL('https://github.com/cairn-io/terraform-aws-vpc');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('checkbox toggles the flag on every click; Cancel clears it', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    await page.getByRole('link', { name: 'terraform-aws-vpc', exact: true }).click();
    const box = dialog(page).getByLabel("Don't warn me again");
    await box.check();
    expect(await page.evaluate(() => localStorage.getItem('dontWarnGitHubLinks'))).toBe('true');
    await box.uncheck();
    expect(await page.evaluate(() => localStorage.getItem('dontWarnGitHubLinks'))).toBeNull();
    await box.check();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('dontWarnGitHubLinks'))).toBeNull();
    await page.getByRole('link', { name: 'terraform-aws-vpc', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('Escape and an overlay click close; Enter does not accept', async ({ page, context }) => {
    await gotoHydrated(page, '/library/reference/');
    const link = page.getByRole('link', { name: 'terraform-aws-vpc', exact: true });
    await link.click();
    let opened = 0;
    context.on('page', () => opened++);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await link.click();
    await page.mouse.click(5, 5); // the overlay, outside the dialog
    await expect(dialog(page)).toBeHidden();
    expect(opened).toBe(0);
  });

  test('locks page scrolling, moves focus in, traps it, and returns it to the link', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    const link = page.getByRole('link', { name: 'terraform-aws-vpc', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(page.locator('#__docusaurus')).toHaveAttribute('aria-hidden', 'true');
    const labelledBy = await dialog(page).getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${labelledBy}"]`)).toHaveText('For Subscribers Only');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(link).toBeFocused();
  });

  test('middle-click and Ctrl-click warn instead of opening a tab', async ({ page, context }) => {
    await gotoHydrated(page, '/library/reference/');
    let opened = 0;
    context.on('page', () => opened++);
    const link = page.getByRole('link', { name: 'terraform-aws-eks', exact: true });
    await link.click({ button: 'middle' });
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await link.click({ modifiers: ['ControlOrMeta'] });
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await link.click({ modifiers: ['Shift'] });
    await expect(dialog(page)).toBeVisible();
    expect(opened).toBe(0);
  });

  test('exempt links and public repositories are followed with no warning', async ({ page, context }) => {
    await gotoHydrated(page, '/library/reference/');
    // External links in content open in a new tab (the theme adds target=_blank).
    const [publicTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'terraform-aws-utilities', exact: true }).click(),
    ]);
    await expect(publicTab).toHaveURL('https://github.com/cairn-io/terraform-aws-utilities');
    await expect(dialog(page)).toHaveCount(0);
    await inject(page, `<a data-modal-exempt href="https://github.com/cairn-io/terraform-aws-vpc">exempt link</a>`);
    await page.getByText('exempt link').click();
    await expect(page).toHaveURL('https://github.com/cairn-io/terraform-aws-vpc');
  });

  test('links wrapping a card or an icon, and SVG links, are intercepted', async ({ page }) => {
    await gotoHydrated(page, '/library/reference/');
    await inject(
      page,
      `<a href="https://github.com/cairn-io/terraform-aws-ecs"><div class="card"><span id="card-inner">ECS card</span></div></a>
       <svg width="200" height="40"><a href="https://github.com/cairn-io/terraform-aws-lambda"><text id="svg-link" x="4" y="24">Lambda in SVG</text></a></svg>`,
    );
    await page.locator('#card-inner').click();
    await expect(dialog(page)).toContainText('terraform-aws-ecs');
    await page.keyboard.press('Escape');
    await page.locator('#svg-link').click();
    await expect(dialog(page)).toContainText('terraform-aws-lambda');
  });

  test('works when localStorage is unavailable, without console errors', async ({ page }) => {
    await blockLocalStorage(page);
    await gotoHydrated(page, '/library/reference/');
    const link = page.getByRole('link', { name: 'terraform-aws-vpc', exact: true });
    await link.click();
    await dialog(page).getByLabel("Don't warn me again").check();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    // Nothing could be remembered, so the warning appears again.
    await link.click();
    await expect(dialog(page)).toBeVisible();
  });
});

test.describe('with a storage whose methods throw', () => {
  // The theme itself reports its failed reads and writes; the warning adds nothing to the console.
  test.use({ allowConsoleErrors: /^Docusaurus storage error/ });

  test('the warning still opens every time', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('blocked', 'QuotaExceededError');
      };
      Object.defineProperty(window, 'localStorage', {
        get: () => ({ getItem: fail, setItem: fail, removeItem: fail }),
      });
    });
    await gotoHydrated(page, '/library/reference/');
    const link = page.getByRole('link', { name: 'terraform-aws-vpc', exact: true });
    await link.click();
    await dialog(page).getByLabel("Don't warn me again").check();
    await expect(dialog(page).getByLabel("Don't warn me again")).toBeChecked();
    await page.keyboard.press('Escape');
    await link.click();
    await expect(dialog(page)).toBeVisible();
  });
});
