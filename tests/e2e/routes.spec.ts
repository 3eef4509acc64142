/**
 * Route coverage: every route of the spec (tests/fixtures/spec-routes.txt, a copy of the spec's
 * routes.txt) is served by the build, except those listed in tests/fixtures/pending-routes.txt,
 * which later issues will create. The pending list may only shrink: a pending route that is now
 * served fails the test until it is removed from the list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const read = (name: string) =>
  readFileSync(path.join(__dirname, '../fixtures', name), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

const specRoutes = read('spec-routes.txt');
const pending = new Set(read('pending-routes.txt'));

test('every spec route is served, and every pending route is still missing', async ({ request }) => {
  const unknownPending = [...pending].filter((r) => !specRoutes.includes(r));
  expect(unknownPending, 'pending routes that are not spec routes').toEqual([]);

  const missing: string[] = [];
  const nowServed: string[] = [];
  const queue = [...specRoutes];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const res = await request.get(route, { maxRedirects: 2 });
        const served = res.status() === 200;
        if (pending.has(route)) {
          if (served) nowServed.push(route);
        } else if (!served) {
          missing.push(`${route} (${res.status()})`);
        }
      }
    }),
  );
  console.log(
    `route coverage: ${specRoutes.length - pending.size} of ${specRoutes.length} spec routes served; ${pending.size} pending (tests/fixtures/pending-routes.txt)`,
  );
  expect(missing.sort(), 'spec routes the build does not serve').toEqual([]);
  expect(nowServed.sort(), 'served routes still listed as pending: remove them from pending-routes.txt').toEqual([]);
});
