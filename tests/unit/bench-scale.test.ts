import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readKnowledgeBase } from '../../plugins/knowledge-base';
import { validateDiscussion } from '../../plugins/knowledge-base/schema';
import { buildPhases, parsePerfLog, parseSearchTiming, phaseUsage } from '../../scripts/bench-scale/phases';
import { syntheticDiscussions } from '../../scripts/bench-scale/synthetic';
import { runSampled } from '../../scripts/measure/process-tree';

const realDir = path.resolve(__dirname, '../../data/knowledge-base');

describe('syntheticDiscussions', () => {
  const { discussions } = readKnowledgeBase(realDir);
  // More than two rounds through the sources, so copies of one source meet copies of the same source.
  const count = discussions.length * 2 + 37;
  const added = syntheticDiscussions(discussions, count);

  it('makes the number asked for, numbered after the highest existing number', () => {
    expect(added).toHaveLength(count);
    const highest = Math.max(...discussions.map((d) => d.number));
    expect(added.map((d) => d.number)).toEqual(Array.from({ length: count }, (_, i) => highest + 1 + i));
  });

  it('gives every copy its own number, ids and title, distinct from the real ones too', () => {
    const all = [...discussions, ...added];
    for (const key of ['number', 'id', 'title', 'url'] as const)
      expect(new Set(all.map((d) => d[key])).size, key).toBe(all.length);
    const answerIds = all.flatMap((d) => (d.answer ? [d.answer.id] : []));
    expect(new Set(answerIds).size).toBe(answerIds.length);
  });

  it('moves the dates of each round further back, keeping their order', () => {
    const source = discussions.find((d) => d.answer) as (typeof discussions)[number];
    const copies = added.filter((d) => d.title.endsWith(`after #${source.number})`));
    expect(copies.length).toBeGreaterThanOrEqual(2);
    const created = [source, ...copies].map((d) => Date.parse(d.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(new Set(created).size).toBe(created.length);
  });

  it('writes a data folder the knowledge-base plugin reads, every file passing its schema', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-synthetic-'));
    mkdirSync(path.join(dir, 'discussions'));
    const all = [...discussions, ...added];
    for (const d of all) writeFileSync(path.join(dir, 'discussions', `${d.number}.json`), JSON.stringify(d));
    writeFileSync(
      path.join(dir, 'provenance.json'),
      JSON.stringify({ source: 'cairn-io/knowledge-base', fetchedAt: '2023-06-30T12:00:00Z', count: all.length }),
    );
    expect(readKnowledgeBase(dir).discussions).toHaveLength(all.length);
  });

  it('the schema check used above rejects a copy whose URL names its source (known-bad sample)', () => {
    const copy = added[0];
    const source = discussions.find((d) => copy.title.endsWith(`after #${d.number})`));
    const broken = { ...copy, url: source?.url };
    expect(() => validateDiscussion(broken, 'synthetic.json', copy.number)).toThrow(/'url'/);
  });

  it('makes nothing for 0 and refuses a count that is not a whole number or nothing to copy', () => {
    expect(syntheticDiscussions(discussions, 0)).toEqual([]);
    expect(() => syntheticDiscussions(discussions, -1)).toThrow(/count/);
    expect(() => syntheticDiscussions(discussions, 1.5)).toThrow(/count/);
    expect(() => syntheticDiscussions([], 3)).toThrow(/no discussions/);
  });
});

// Lines as `docusaurus build` prints them with DOCUSAURUS_PERF_LOGGER=true (3.10.2), colours on for one.
const log = [
  '[INFO] [en] Creating an optimized production build...',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content - 29.76 seconds! - (Heap 115mb -> 160mb / Total 335mb)',
  '\x1b[33m[PERF]\x1b[39m Build > en > Load site - \x1b[31m89.89 seconds!\x1b[39m - \x1b[2m(Heap 100mb -> 178mb / Total 349mb)\x1b[22m',
  '[PERF] Build > en > Creating rspack bundler configs - 922.58 ms - (Heap 178mb -> 180mb / Total 348mb)',
  '[PERF] Build > en > Bundling with rspack - 207.12 seconds! - (Heap 180mb -> 332mb / Total 511mb)',
  '[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 1.44 seconds! - (Heap 337mb -> 331mb / Total 511mb)',
  '[PERF] Build > en > SSG > Thread pool > Result for task 2 - (Heap 331mb / Total 511mb)',
  '[PERF] Build > en > SSG - 99.01 seconds! - (Heap 332mb -> 182mb / Total 212mb)',
  '[PERF] Build > en > Deleting server bundle - 213.35 ms - (Heap 182mb -> 182mb / Total 212mb)',
  '[search] local index: 982 pages, 7105 records, 15372 terms, 1396 files, 6.4 MiB, 38.1 s (reading the pages 6.0 s, writing the index 32.2 s)',
  '[PERF] Build > en > postBuild() - 39.09 seconds! - (Heap 182mb -> 238mb / Total 272mb)',
  '[PERF] Build > en > Broken links checker - 244.40 ms - (Heap 238mb -> 243mb / Total 278mb)',
  '[PERF] Build > en - 436.51 seconds! - (Heap 100mb -> 243mb / Total 278mb)',
  '[PERF] Build - 436.51 seconds! - (Heap 100mb -> 243mb / Total 278mb)',
].join('\n');

describe('build log phases', () => {
  it('reads every timed step with its parents, in seconds, colours or not', () => {
    const entries = parsePerfLog(log);
    expect(entries).toHaveLength(11); // the thread pool's result lines carry no duration
    expect(entries[1]).toMatchObject({ path: ['Build', 'en', 'Load site'], seconds: 89.89 });
    expect(entries[2].seconds).toBeCloseTo(0.92258);
    // A label with ' - ' in it keeps it.
    expect(entries[4].path.at(-1)).toBe('Create SSG thread pool - 2 threads');
  });

  it('splits the build into its phases, the search index out of postBuild', () => {
    expect(buildPhases(log)).toEqual({
      contentLoading: 89.9,
      bundling: 208,
      staticGeneration: 99,
      searchIndex: { seconds: 38.1, readingSeconds: 6, indexingSeconds: 32.2, reused: false },
      postBuildOther: 1.4,
      total: 436.5,
    });
  });

  it('tells an index copied from the cache, and a build without local search', () => {
    const cached = log.replace('writing the index 32.2 s', 'index unchanged, linked from the last build 0.4 s');
    expect(parseSearchTiming(cached)).toEqual({ seconds: 38.1, readingSeconds: 6, indexingSeconds: 0.4, reused: true });
    // The worker's line, which also says how many pages' records came from the cache.
    const worker = log.replace('982 pages, 7105', '982 pages (980 unchanged, their records from the cache), 7105');
    expect(parseSearchTiming(worker)).toEqual(parseSearchTiming(log));
    const hosted = log.replace(/^\[search\].*$/m, '');
    expect(buildPhases(hosted).searchIndex).toBeNull();
    expect(buildPhases(hosted).postBuildOther).toBeCloseTo(39.5);
  });

  it('fails, naming the step, on a log without the perf lines (known-bad sample)', () => {
    expect(() => buildPhases(log.replace(/^.*> SSG - .*$/m, ''))).toThrow(/'SSG'/);
    expect(() => buildPhases('[INFO] [en] Creating an optimized production build...')).toThrow(
      /DOCUSAURUS_PERF_LOGGER/,
    );
  });
});

describe('phaseUsage', () => {
  // The log's byte offset at the end of the line that ends each phase.
  const endOf = (needle: string) => {
    const at = log.indexOf(needle);
    return Buffer.byteLength(log.slice(0, log.indexOf('\n', at) + 1));
  };
  const sample = (cpuSeconds: number, rssMB: number, logBytes: number) => ({ cpuSeconds, rssMB, logBytes });

  it('gives each phase the CPU time and peak memory of its own samples', () => {
    const samples = [
      sample(5, 300, 0),
      sample(20, 900, endOf('> Load site -')), // content loading ends here
      sample(60, 2500, endOf('> Load site -')),
      sample(90, 1800, endOf('> Bundling with rspack -')),
      sample(130, 1200, endOf('> SSG -') - 1), // the SSG line is not complete yet
      sample(150, 1300, endOf('> SSG -')),
      sample(170, 700, endOf('> Broken links checker -')),
      sample(171, 200, log.length),
    ];
    expect(phaseUsage(log, samples)).toEqual({
      contentLoading: { cpuSeconds: 20, peakRssMB: 900 },
      bundling: { cpuSeconds: 70, peakRssMB: 2500 },
      staticGeneration: { cpuSeconds: 60, peakRssMB: 1300 },
      postBuild: { cpuSeconds: 20, peakRssMB: 700 },
    });
  });

  it('is null without samples and fails on a log without a phase (known-bad sample)', () => {
    expect(phaseUsage(log, [])).toBeNull();
    expect(() => phaseUsage(log.replace(/^.*> SSG - .*$/m, ''), [sample(1, 1, 0)])).toThrow(/'SSG'/);
  });
});

describe('runSampled', () => {
  it("counts a child process's memory in the tree's peak and writes its output to the log", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-sampled-'));
    const logFile = path.join(dir, 'out.log');
    // The grandchild (node under sh) holds 300 MiB for a second.
    const script =
      'const b = Buffer.alloc(300 * 1024 * 1024, 1); console.log("held", b.length); setTimeout(() => {}, 1000);';
    const run = await runSampled('sh', ['-c', `node -e '${script}'`], { cwd: dir, logFile, intervalMs: 50 });
    expect(run.exitCode).toBe(0);
    expect(run.peakTreeRssMB).toBeGreaterThanOrEqual(300);
    // Filling 300 MiB takes CPU time, which the samples count.
    expect(run.cpuSeconds).toBeGreaterThan(0);
    expect(run.samples.at(-1)?.logBytes).toBeGreaterThan(0);
    expect(readFileSync(logFile, 'utf8')).toContain(`held ${300 * 1024 * 1024}`);
  });
});
