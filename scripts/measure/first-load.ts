/**
 * First-load bytes of a page as a reader's browser receives them: every script and stylesheet the
 * page loads until the network is idle, and the page data it fetches (`assets/data/`, the route
 * modules the bundler does not carry: plugins/client-bundle, `.fetch.json`), counted as transferred
 * (gzip from the project's server).
 * Prefetches of other pages are not counted. Used by `npm run bench` and the byte budgets test.
 */
import type { Browser } from 'playwright-core';

export interface FirstLoad {
  path: string;
  jsBytes: number;
  cssBytes: number;
  /** Page data fetched before hydrating (it was part of a script chunk before it left the bundle). */
  dataBytes: number;
  fontBytes: number;
  /** Requests to any host other than the site's own. */
  thirdPartyRequests: string[];
}

/** A representative page of each page type the site has. */
export const pageTypes: Record<string, string> = {
  home: '/',
  doc: '/library/getting-started/deploying-a-module',
  markdown: '/tools',
  tag: '/tags/terraform',
  'knowledge base': '/discussions/knowledge-base/355',
  'module reference': '/reference/modules/terraform-aws-vpc/vpc-app/',
  'release note': '/guides/stay-up-to-date/releases/2021-05/',
  'upgrade planner': '/library/upgrade/',
};

export async function measureFirstLoad(browser: Browser, baseUrl: string, path: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const result: FirstLoad = {
    path,
    jsBytes: 0,
    cssBytes: 0,
    dataBytes: 0,
    fontBytes: 0,
    thirdPartyRequests: [],
  };
  const origin = new URL(baseUrl).origin;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const url = new URL(response.url());
        if (url.origin !== origin) {
          result.thirdPartyRequests.push(response.url());
          return;
        }
        const type = response.request().resourceType();
        const length = Number((await response.allHeaders())['content-length'] ?? 0);
        if (type === 'script') result.jsBytes += length;
        else if (type === 'stylesheet') result.cssBytes += length;
        else if (type === 'font') result.fontBytes += length;
        // By path: the preload's request has the type 'other', not 'fetch'.
        else if (url.pathname.startsWith('/assets/data/')) result.dataBytes += length;
      })(),
    );
  });
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await Promise.all(pending);
  await context.close();
  return result;
}
