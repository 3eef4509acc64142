/**
 * Byte budgets (deterministic for a given build): first-load JS+CSS per page type, and the size
 * of build/. Budgets sit a few percent above today's figures so a regression fails; the
 * performance issue lowers them as it cuts bytes.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { measureFirstLoad, pageTypes } from '../../scripts/measure/first-load';

/** KB of gzip JS+CSS per page type. */
const firstLoadBudgetKB: Record<string, number> = {
  home: 280,
  doc: 340,
  markdown: 290,
  tag: 325,
  'knowledge base': 295,
  'module reference': 340,
  'release note': 300,
};
const buildBudgetMB = 64;

function dirBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const p = path.join(dir, name);
    const s = statSync(p);
    return sum + (s.isDirectory() ? dirBytes(p) : s.size);
  }, 0);
}

for (const [type, pagePath] of Object.entries(pageTypes)) {
  test(`first load of the ${type} page stays within ${firstLoadBudgetKB[type]} KB and makes no third-party request`, async ({
    browser,
    baseURL,
  }) => {
    const m = await measureFirstLoad(browser, baseURL ?? '', pagePath);
    const kb = (m.jsBytes + m.cssBytes) / 1024;
    console.log(
      `first load ${type} ${pagePath}: ${kb.toFixed(1)} KB JS+CSS gzip, ${(m.fontBytes / 1024).toFixed(1)} KB fonts`,
    );
    expect(m.thirdPartyRequests).toEqual([]);
    expect(kb).toBeLessThanOrEqual(firstLoadBudgetKB[type]);
  });
}

test(`build/ stays within ${buildBudgetMB} MB`, () => {
  const mb = dirBytes(path.join(__dirname, '../../build')) / 1024 / 1024;
  console.log(`build/ size: ${mb.toFixed(1)} MB`);
  expect(mb).toBeLessThanOrEqual(buildBudgetMB);
});
