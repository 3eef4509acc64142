import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexKey, writeIndex } from '../../plugins/search';
import type { SearchRecord } from '../../plugins/search/extract';

const work = mkdtempSync(path.join(tmpdir(), 'cairn-index-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const record = (url: string, text: string): SearchRecord => ({
  url,
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Docs', lvl1: 'VPC', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  parts: [text],
  names: ['VPC'],
  keywords: [],
  language: 'en',
  tags: ['docs-default-current'],
});

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('search index writing and its cache', () => {
  const records = [record('/a', 'num_nat_gateways sets how many NAT gateways'), record('/b', 'flow logs go to S3')];
  const cacheDir = path.join(work, 'cache');
  const build = (name: string, rs: SearchRecord[]) =>
    writeIndex(
      rs,
      path.join(work, name, 'search-index'),
      path.join(work, name, 'assets/search-index'),
      '../assets/search-index/',
      cacheDir,
    );

  it('keys an index by its records', () => {
    expect(indexKey(records)).toBe(indexKey(records.map((r) => ({ ...r }))));
    expect(indexKey(records)).not.toBe(indexKey([records[0], record('/b', 'flow logs go to CloudWatch')]));
  });

  it('writes the entry naming the content-hashed folder of the files', async () => {
    const first = await build('build1', records);
    expect(first.reused).toBe(false);
    const entry = JSON.parse(readFileSync(path.join(work, 'build1/search-index/entry.json'), 'utf8')) as {
      base: string;
    };
    expect(entry.base).toBe(`../assets/search-index/${first.id}/`);
    expect(readdirSync(path.join(work, 'build1/assets/search-index'))).toEqual([first.id]);
  });

  it('writes the files once, into the cache, and links them into the build', () => {
    const built = path.join(
      work,
      'build1/assets/search-index',
      readdirSync(path.join(work, 'build1/assets/search-index'))[0],
    );
    const cachedFiles = path.join(cacheDir, indexKey(records), 'files');
    const names = files(built);
    expect(names.length).toBeGreaterThan(3);
    expect(files(cachedFiles)).toEqual(names);
    for (const name of names)
      expect(statSync(path.join(built, name)).ino).toBe(statSync(path.join(cachedFiles, name)).ino);
  });

  it('links the same index for unchanged records instead of writing it again', async () => {
    const second = await build('build2', records);
    expect(second.reused).toBe(true);
    expect(files(path.join(work, 'build2'))).toEqual(files(path.join(work, 'build1')));
    const entry = (dir: string) => readFileSync(path.join(work, dir, 'search-index/entry.json'), 'utf8');
    expect(entry('build2')).toBe(entry('build1'));
    expect(readdirSync(cacheDir)).toEqual([indexKey(records)]);
  });

  it('writes a new index when a record changes, and keeps only that one', async () => {
    const changed = [records[0], record('/b', 'flow logs go to CloudWatch')];
    const third = await build('build3', changed);
    expect(third.reused).toBe(false);
    expect(readdirSync(cacheDir)).toEqual([indexKey(changed)]);
  });
});
