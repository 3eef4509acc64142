import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexKey, writeIndexCached } from '../../plugins/search';
import type { SearchRecord } from '../../plugins/search/extract';

const work = mkdtempSync(path.join(tmpdir(), 'cairn-index-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const record = (url: string, content: string): SearchRecord => ({
  url,
  anchor: null,
  type: 'content',
  hierarchy: { lvl0: 'Docs', lvl1: 'VPC', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  language: 'en',
  tags: ['default', 'docs-default-current'],
});

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('search index cache', () => {
  const records = [record('/a', 'num_nat_gateways sets how many NAT gateways'), record('/b', 'flow logs go to S3')];
  const cacheDir = path.join(work, 'cache');

  it('keys an index by its records', () => {
    expect(indexKey(records)).toBe(indexKey(records.map((r) => ({ ...r }))));
    expect(indexKey(records)).not.toBe(indexKey([records[0], record('/b', 'flow logs go to CloudWatch')]));
  });

  it('runs Pagefind once, then copies the same index for unchanged records', async () => {
    const first = await writeIndexCached(records, path.join(work, 'build1'), path.join(work, 'tmp'), cacheDir);
    expect(first.reused).toBe(false);
    const second = await writeIndexCached(records, path.join(work, 'build2'), path.join(work, 'tmp'), cacheDir);
    expect(second.reused).toBe(true);
    expect(files(path.join(work, 'build2'))).toEqual(files(path.join(work, 'build1')));
    const entry = (dir: string) => readFileSync(path.join(work, dir, 'pagefind-entry.json'), 'utf8');
    expect(entry('build2')).toBe(entry('build1'));
    // One cached index only.
    expect(readdirSync(cacheDir)).toEqual([indexKey(records)]);
  }, 60_000);

  it('writes a new index when a record changes, and keeps only that one', async () => {
    const changed = [records[0], record('/b', 'flow logs go to CloudWatch')];
    const third = await writeIndexCached(changed, path.join(work, 'build3'), path.join(work, 'tmp'), cacheDir);
    expect(third.reused).toBe(false);
    expect(readdirSync(cacheDir)).toEqual([indexKey(changed)]);
  }, 60_000);
});
