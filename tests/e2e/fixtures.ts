/**
 * Shared end-to-end fixture: every test fails on a console error or an uncaught page error,
 * unless it declares the exact messages it expects (`allowConsoleErrors`).
 */
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors a test provokes on purpose (one pattern; use | for several). */
  allowConsoleErrors: RegExp | null;
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [null, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    const unexpected = errors.filter((e) => !allowConsoleErrors?.test(e));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

/** Navigates and waits until React has hydrated the static HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/** Makes reading window.localStorage throw, as in a browser that blocks site storage. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}
