/**
 * scripts/build.ts: how many processes `npm run build` uses, and the page count that decides it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProcesses, countPageSources, processEnvs, splitFromPages, workerRecycleBytes } from '../../scripts/build';
import { buildTimeFrom } from '../../src/config/build-time';

describe('build processes', () => {
  it('splits a site of splitFromPages page sources or more, and not a smaller one', () => {
    expect(buildProcesses(undefined, splitFromPages - 1)).toBe(1);
    expect(buildProcesses(undefined, splitFromPages)).toBe(2);
    expect(buildProcesses('', 10_000)).toBe(2);
  });

  it('follows CAIRN_BUILD_PROCESSES either way and refuses any other value', () => {
    expect(buildProcesses('2', 10)).toBe(2);
    expect(buildProcesses('1', 100_000)).toBe(1);
    expect(() => buildProcesses('two', 10)).toThrow(/CAIRN_BUILD_PROCESSES must be 1 or 2 \(got 'two'\)/);
  });
});

describe('each process of the build', () => {
  const recycle = 'DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY';
  const base = { CAIRN_BUILD_TIME: '2026-11-28T00:00:00.000Z', [recycle]: '5' };

  it("one process renders with small workers, since the bundler's memory is still resident", () => {
    expect(processEnvs(1, base)).toEqual([{ ...base, [recycle]: workerRecycleBytes.oneProcess }]);
    expect(Number(workerRecycleBytes.oneProcess)).toBe(300_000_000);
  });

  it('a split build bundles, then renders with workers that are not recycled below 1 GB', () => {
    const [bundling, rendering] = processEnvs(2, { ...base, DOCUSAURUS_SKIP_BUNDLING: 'true' });
    expect(bundling).toMatchObject({ DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true', DOCUSAURUS_SKIP_BUNDLING: undefined });
    expect(rendering).toMatchObject({
      DOCUSAURUS_SKIP_BUNDLING: 'true',
      DOCUSAURUS_EXIT_AFTER_BUNDLING: undefined,
      [recycle]: workerRecycleBytes.renderingProcess,
      CAIRN_BUILD_TIME: base.CAIRN_BUILD_TIME,
    });
    expect(Number(workerRecycleBytes.renderingProcess)).toBe(1_000_000_000);
    expect(processEnvs(2, base)).toHaveLength(2);
  });
});

describe('countPageSources', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-sources-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts Markdown under docs/ at any depth and the discussions, nothing else', () => {
    mkdirSync(path.join(dir, 'docs/guides/deep'), { recursive: true });
    mkdirSync(path.join(dir, 'data/knowledge-base/discussions'), { recursive: true });
    for (const file of ['docs/a.md', 'docs/guides/b.mdx', 'docs/guides/deep/c.md', 'docs/guides/_category_.json'])
      writeFileSync(path.join(dir, file), '');
    for (const file of ['10.json', '11.json', 'README.md'])
      writeFileSync(path.join(dir, 'data/knowledge-base/discussions', file), '');
    expect(countPageSources(dir)).toBe(5);
  });

  it('counts 0 for a folder without docs or discussions', () => {
    expect(countPageSources(path.join(dir, 'data'))).toBe(0);
  });

  it("counts this site's sources below the split (the real site is built in one process)", () => {
    const site = path.resolve(__dirname, '../..');
    const count = countPageSources(site);
    expect(count).toBeGreaterThan(500);
    expect(count).toBeLessThan(splitFromPages);
  });
});

describe('buildTimeFrom (CAIRN_BUILD_TIME)', () => {
  it('takes a time as toISOString writes it, and nothing when unset or empty', () => {
    expect(buildTimeFrom('2026-11-27T17:20:17.392Z')).toBe('2026-11-27T17:20:17.392Z');
    expect(buildTimeFrom(undefined)).toBeUndefined();
    expect(buildTimeFrom('')).toBeUndefined();
  });

  it('refuses another format or an impossible date, naming the value', () => {
    for (const bad of ['2026-11-27', '2026-11-27T17:20:17Z', '2026-02-30T10:00:00.000Z', 'yesterday'])
      expect(() => buildTimeFrom(bad)).toThrow(new RegExp(`CAIRN_BUILD_TIME .*got '${bad}'`));
  });
});
