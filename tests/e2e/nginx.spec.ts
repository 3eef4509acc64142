/**
 * Production serving: the build behind nginx with deploy/nginx's configuration (rendered by
 * scripts/deploy/nginx-config.ts). Headers, caching, compression, the 404 page, the .html
 * redirects, and pages that run under the Content-Security-Policy without a single violation.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const securityHeaders = (h: Record<string, string>) => {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(h['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(h['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
};

test('pages: security headers, revalidation, compression', async ({ request }) => {
  const res = await request.get('/intro/overview/getting-started', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  const h = res.headers();
  securityHeaders(h);
  expect(h['cache-control']).toBe('no-cache');
  expect(h['etag']).toBeTruthy();
  expect(h['content-encoding']).toBe('gzip');
});

test('Markdown twins and llms files: UTF-8 text, compressed, revalidated, with the security headers', async ({
  request,
}) => {
  for (const [url, type] of [
    ['/intro/overview/getting-started.md', 'text/markdown; charset=utf-8'],
    ['/reference/modules/terraform-aws-vpc/vpc-app.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
  ]) {
    const res = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status(), url).toBe(200);
    const h = res.headers();
    expect(h['content-type'], url).toBe(type);
    expect(h['content-encoding'], url).toBe('gzip');
    expect(h['cache-control'], url).toBe('no-cache');
    securityHeaders(h);
  }
  expect(await (await request.get('/intro/overview/getting-started.md')).text()).toMatch(/^# Getting started\n/);
  expect((await request.get('/no/such/page.md')).status()).toBe(404);
});

test('hashed assets: immutable for a year, compressed', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main."]').first().getAttribute('src');
  const res = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['content-type']).toContain('javascript');
});

test('unknown paths get the custom 404 page with status 404', async ({ request }) => {
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page Not Found');
  securityHeaders(res.headers());
});

test('.html and /index.html forms redirect to the page', async ({ request }) => {
  const a = await request.get('/intro/overview/getting-started.html', { maxRedirects: 0 });
  expect(a.status()).toBe(301);
  expect(new URL(a.headers()['location']).pathname).toBe('/intro/overview/getting-started');
  const b = await request.get('/guides/stay-up-to-date/releases/index.html?x=1', { maxRedirects: 0 });
  expect(b.status()).toBe(301);
  expect(new URL(b.headers()['location']).pathname + new URL(b.headers()['location']).search).toBe(
    '/guides/stay-up-to-date/releases/?x=1',
  );
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
});

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const sample = [
  '/',
  '/intro/overview/getting-started',
  '/library/reference/?tag=vpc',
  '/reference/modules/terraform-aws-vpc/vpc-app/',
  '/guides/stay-up-to-date/releases/2019-07/',
  '/discussions/knowledge-base/307',
  '/tags/terraform',
  '/search?q=vpc',
];

for (const url of sample) {
  test(`runs under the CSP without violations: ${url}`, async ({ page }) => {
    await recordViolations(page);
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('search and the warning modal run under the CSP', async ({ page, context }) => {
  await context.route(/^https:\/\/github\.com\//, (route) => route.fulfill({ status: 200, body: 'code host' }));
  await recordViolations(page);
  await gotoHydrated(page, '/reference/modules/terraform-aws-vpc/vpc-app/');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('nat gateway');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Source code of vpc-app' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
