import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKnowledgeBase } from '../../plugins/knowledge-base';
import { validateDiscussion } from '../../plugins/knowledge-base/schema';
import { firstMonth } from '../../plugins/library/months';
import { checkReferencePage } from '../../plugins/library/page-checks';
import {
  compareVersions,
  latestRelease,
  loadLibrary,
  repoOf,
  resolveRelated,
  serviceCatalogRepo,
  type Library,
} from '../../plugins/library/schema';
import {
  addLibraryPages,
  copyReferencePage,
  moduleCopies,
  shiftMonth,
  syntheticReleaseMonths,
  versionsBelow,
  withSyntheticData,
  type LibraryPagesAdded,
} from '../../scripts/bench-scale/library';
import { buildPhases, parsePerfLog, parseSearchTiming, phaseUsage } from '../../scripts/bench-scale/phases';
import { growthShares, splitPages, syntheticDiscussions } from '../../scripts/bench-scale/synthetic';
import { runSampled } from '../../scripts/measure/process-tree';

const root = path.resolve(__dirname, '../..');
const realDir = path.join(root, 'data/knowledge-base');
const loadSiteLibrary = (dir: string) => loadLibrary(path.join(dir, 'data/library'), path.join(dir, 'docs/tags.yml'));

describe('splitPages', () => {
  it('splits as the site grows: 83% discussions, 12% module reference pages, 5% release months', () => {
    expect(splitPages(300)).toEqual({ knowledgeBaseDiscussions: 249, moduleReferencePages: 36, releaseMonths: 15 });
    expect(splitPages(10_000)).toEqual({
      knowledgeBaseDiscussions: 8300,
      moduleReferencePages: 1200,
      releaseMonths: 500,
    });
    expect(splitPages(0)).toEqual({ knowledgeBaseDiscussions: 0, moduleReferencePages: 0, releaseMonths: 0 });
    expect(splitPages(1)).toEqual({ knowledgeBaseDiscussions: 1, moduleReferencePages: 0, releaseMonths: 0 });
  });

  it('adds up to exactly N, each kind within one page of its share', () => {
    for (let n = 0; n <= 500; n++) {
      const split = splitPages(n);
      expect(
        Object.values(split).reduce((a, b) => a + b, 0),
        `N=${n}`,
      ).toBe(n);
      for (const [kind, share] of Object.entries(growthShares))
        expect(Math.abs(split[kind as keyof typeof split] - (n * share) / 100), `N=${n} ${kind}`).toBeLessThan(1);
    }
  });

  it('refuses a count that is not a whole number of pages', () => {
    expect(() => splitPages(-1)).toThrow(/count/);
    expect(() => splitPages(2.5)).toThrow(/count/);
  });
});

describe('synthetic library pages', () => {
  const real = loadSiteLibrary(root);
  const realModules = [...real.entries.values()].filter((e) => e.kind === 'module');
  // More than one round through the modules, so copies of one source meet.
  const copyCount = realModules.length + 7;
  const monthCount = 30;
  let dir: string;
  let added: LibraryPagesAdded;
  let grown: Library;

  beforeAll(() => {
    // The parts of a site the library pages are made from: the data, the tags, the module pages, the months.
    dir = mkdtempSync(path.join(tmpdir(), 'library-synthetic-'));
    for (const p of ['data/library', 'docs/tags.yml', 'docs/reference/modules', 'plugins/library/months.ts'])
      cpSync(path.join(root, p), path.join(dir, p), { recursive: true });
    added = addLibraryPages(dir, { moduleReferencePages: copyCount, releaseMonths: monthCount });
    grown = loadSiteLibrary(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes module copies with unique folder-name ids, in the repositories of their sources, valid against the schema', () => {
    expect(added.moduleReferencePages).toBe(copyCount);
    const copies = [...grown.entries.values()].filter((e) => !real.entries.has(`${e.repo}/${e.key}`));
    expect(copies).toHaveLength(copyCount);
    expect(grown.entries.size).toBe(real.entries.size + copyCount);
    expect(new Set(copies.map((e) => `${e.repo}/${e.id}`)).size).toBe(copyCount);
    for (const copy of copies) {
      // A folder name written like its source's: words joined by hyphens, or by underscores.
      expect(copy.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d+$|^[a-z0-9]+(_[a-z0-9]+)*_\d+$/);
      const source = real.entries.get(`${copy.repo}/${copy.id.replace(/[-_]\d+$/, '')}`);
      expect(source, copy.id).toBeDefined();
      if (!source) continue;
      expect(copy.kind).toBe('module');
      expect(copy.path).toBe(source.path.replace(/[^/]+$/, copy.id));
      expect({ ...copy, id: source.id }).toMatchObject({
        summary: source.summary,
        tags: source.tags,
        inputs: source.inputs,
        outputs: source.outputs,
        related: source.related,
      });
      for (const r of copy.related) expect(resolveRelated(grown, copy, r), `${copy.id} related ${r}`).toBeDefined();
      // Same place in the release history as its source.
      const repo = repoOf(grown, copy.repo);
      const touching = (key: string) =>
        repo.releases.filter((rel) => rel.changes.some((c) => c.affects.includes(key))).map((rel) => rel.version);
      expect(touching(copy.key)).toEqual(touching(source.key));
    }
  });

  it("writes each copy's page where its entry says, passing the reference page checks", () => {
    const copies = [...grown.entries.values()].filter((e) => !real.entries.has(`${e.repo}/${e.key}`));
    for (const copy of copies) {
      const file = path.join(dir, copy.source);
      expect(existsSync(file), copy.source).toBe(true);
      const page = readFileSync(file, 'utf8');
      expect(checkReferencePage(copy, latestRelease(repoOf(grown, copy.repo)).version, page)).toEqual([]);
      expect(page).toContain(`\nsidebar_label: ${copy.id}\n`);
    }
  });

  it('adds distinct months before the first real one, one or two releases each, repository-wide and plain', () => {
    const realReleases = new Set(real.repos.flatMap((r) => r.releases.map((rel) => `${r.repo} ${rel.version}`)));
    const synthetic = grown.repos.flatMap((r) =>
      r.releases.filter((rel) => !realReleases.has(`${r.repo} ${rel.version}`)).map((rel) => ({ repo: r, rel })),
    );
    const months = synthetic.map(({ rel }) => rel.date.slice(0, 7));
    const distinct = [...new Set(months)].sort().reverse();
    expect(added.releaseMonths).toBe(monthCount);
    expect(distinct).toEqual(Array.from({ length: monthCount }, (_, i) => shiftMonth(firstMonth, -(i + 1))));
    for (const m of distinct) expect([1, 2]).toContain(months.filter((x) => x === m).length);
    expect(added.releases).toBe(synthetic.length);
    expect(new Set(synthetic.map(({ repo }) => repo.repo)).size).toBeGreaterThan(10);
    for (const { rel } of synthetic) {
      expect(rel.changes).toHaveLength(1);
      expect(rel.changes[0]).toMatchObject({ affects: [], breaking: false });
      expect(rel.changes[0].interface).toBeUndefined();
      expect(rel.changes[0].text).toMatch(/^[A-Z][^`*_[\]<>]+\.$/);
      expect(rel).toMatchObject({ requires: {}, supports: {} });
      expect(rel.migration).toBeUndefined();
    }
    // The release notes start with the earliest synthetic month: the build's range check and pages follow it.
    expect(added.firstMonth).toBe(distinct.at(-1));
    expect(readFileSync(path.join(dir, 'plugins/library/months.ts'), 'utf8')).toContain(
      `export const firstMonth = '${added.firstMonth}';`,
    );
  });

  it('keeps versions strictly decreasing and dates never increasing in every repository', () => {
    for (const repo of grown.repos)
      for (let i = 1; i < repo.releases.length; i++) {
        const [newer, older] = [repo.releases[i - 1], repo.releases[i]];
        expect(compareVersions(newer.version, older.version), `${repo.repo} ${older.version}`).toBeGreaterThan(0);
        expect(older.date <= newer.date, `${repo.repo} ${older.version}`).toBe(true);
      }
  });

  it('places versions below the oldest release, as many as fit', () => {
    expect(versionsBelow('v0.1.0', 3)).toEqual(['v0.0.2', 'v0.0.1', 'v0.0.0']);
    expect(versionsBelow('v0.26.1', 2)).toEqual(['v0.25.1', 'v0.25.0']);
    expect(versionsBelow('v2.0.0', 1)).toEqual(['v1.0.0']);
    expect(versionsBelow('v0.0.1', 1)).toEqual(['v0.0.0']);
    expect(() => versionsBelow('v0.0.1', 2)).toThrow(/do not fit below v0.0.1/);
    expect(shiftMonth('2016-01', -1)).toBe('2015-12');
    expect(shiftMonth('2016-06', -18)).toBe('2014-12');
  });

  it('refuses a negative count, nothing to copy and no version left (known-bad samples)', () => {
    expect(() => moduleCopies(real, -1)).toThrow(/count/);
    expect(() => syntheticReleaseMonths(real, -2)).toThrow(/count/);
    expect(moduleCopies(real, 0)).toEqual([]);
    expect(syntheticReleaseMonths(real, 0)).toEqual({ months: [], releases: [] });
    const catalogOnly: Library = { repos: [repoOf(real, serviceCatalogRepo)], entries: new Map() };
    expect(() => moduleCopies(catalogOnly, 1)).toThrow(/no module entries/);
    expect(() => syntheticReleaseMonths({ repos: [], entries: new Map() }, 1)).toThrow(/no repositories/);
    // terraform-aws-utilities starts at v0.0.1: one version (v0.0.0) fits below it, a month of two releases does not.
    const utilities = repoOf(real, 'terraform-aws-utilities');
    expect(utilities.releases.at(-1)?.version).toBe('v0.0.1');
    expect(() => syntheticReleaseMonths({ repos: [utilities], entries: new Map() }, 1)).toThrow(
      /no repository has a version left/,
    );
  });

  it('refuses to copy a page without its usage example, and the page check rejects an unrewritten copy', () => {
    const [copy] = moduleCopies(real, 1);
    const source = real.entries.get(`${copy.repo}/${copy.sourceId}`);
    if (!source) throw new Error(`no ${copy.sourceId}`);
    const page = readFileSync(path.join(root, source.source), 'utf8');
    expect(() => copyReferencePage(page.replaceAll('.git//modules/', '.git//mods/'), source, copy)).toThrow(
      /no usage example/,
    );
    const target = { ...source, id: copy.id, key: copy.id, path: copy.path };
    const latest = latestRelease(repoOf(real, copy.repo)).version;
    expect(checkReferencePage(target, latest, copyReferencePage(page, source, copy))).toEqual([]);
    expect(checkReferencePage(target, latest, page).join('\n')).toMatch(/usage example must source/);
    expect(() => withSyntheticData({ releases: [] }, [copy], [])).toThrow(/no module/);
  });

  it('stops, naming the file, when the release notes no longer declare their first month as it expects', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'library-synthetic-'));
    for (const p of ['data/library', 'docs/tags.yml', 'plugins/library/months.ts'])
      cpSync(path.join(root, p), path.join(other, p), { recursive: true });
    const months = path.join(other, 'plugins/library/months.ts');
    writeFileSync(
      months,
      readFileSync(months, 'utf8').replace(/export const firstMonth = /, 'export const firstMonth: string = '),
    );
    try {
      expect(() => addLibraryPages(other, { moduleReferencePages: 0, releaseMonths: 1 })).toThrow(
        /plugins\/library\/months.ts does not declare/,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

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

// The same build in two processes (scripts/build.ts): the first exits after bundling, with no
// `Build` line; the second loads the site again and skips the bundling.
const splitLog = [
  "[build] 9440 page sources (>= 4000, or CAIRN_BUILD_PROCESSES=2): bundling in one process, rendering in a second, so the bundler's memory is returned before the static generation",
  '[PERF] Build > en > Load site - 16.43 seconds! - (Heap 50mb -> 664mb / Total 697mb)',
  '[PERF] Build > en > Creating rspack bundler configs - 510.14 ms - (Heap 517mb -> 523mb / Total 689mb)',
  '[PERF] Build > en > Bundling with rspack - 21.80 seconds! - (Heap 678mb -> 367mb / Total 547mb)',
  '[PERF] Build > en > Load site - 16.27 seconds! - (Heap 50mb -> 561mb / Total 642mb)',
  '[PERF] Build > en > Creating rspack bundler configs - 2.30 seconds! - (Heap 561mb -> 580mb / Total 642mb)',
  "Skipping the Docusaurus bundling step because DOCUSAURUS_SKIP_BUNDLING='true'",
  '[PERF] Build > en > SSG - 120.38 seconds! - (Heap 543mb -> 285mb / Total 315mb)',
  '[search] local index: 10046 pages, 70000 records, 95000 terms, 7996 files, 43 MiB, 12.0 s (reading the pages 9.0 s, writing the index 3.0 s)',
  '[PERF] Build > en > postBuild() - 18.96 seconds! - (Heap 290mb -> 590mb / Total 631mb)',
  '[PERF] Build > en > Broken links checker - 1.38 seconds! - (Heap 590mb -> 600mb / Total 653mb)',
  '[PERF] Build > en - 157.28 seconds! - (Heap 50mb -> 617mb / Total 653mb)',
  '[PERF] Build - 157.28 seconds! - (Heap 50mb -> 617mb / Total 653mb)',
].join('\n');

describe('a build in two processes', () => {
  const endOf = (needle: string, nth = 1) => {
    let at = -1;
    for (let i = 0; i < nth; i++) at = splitLog.indexOf(needle, at + 1);
    return Buffer.byteLength(splitLog.slice(0, splitLog.indexOf('\n', at) + 1));
  };
  const sample = (cpuSeconds: number, rssMB: number, logBytes: number) => ({ cpuSeconds, rssMB, logBytes });

  it("counts both loads as content loading, and the first process's steps in the total", () => {
    expect(buildPhases(splitLog)).toEqual({
      contentLoading: 32.7,
      bundling: 24.6,
      staticGeneration: 120.4,
      searchIndex: { seconds: 12, readingSeconds: 9, indexingSeconds: 3, reused: false },
      postBuildOther: 8.3,
      // 157.28 + 16.43 + 0.51 + 21.80: the first process printed no `Build` line.
      total: 196,
    });
  });

  it('gives the samples of the second load to content loading, not to the static generation', () => {
    const samples = [
      sample(15, 700, endOf('> Load site -')),
      sample(50, 3500, endOf('> Bundling with rspack -')),
      sample(66, 900, endOf('> Load site -', 2)),
      sample(300, 1500, endOf('> SSG -')),
      sample(330, 1400, endOf('> Broken links checker -')),
    ];
    expect(phaseUsage(splitLog, samples)).toEqual({
      contentLoading: { cpuSeconds: 31, peakRssMB: 900 },
      bundling: { cpuSeconds: 35, peakRssMB: 3500 },
      staticGeneration: { cpuSeconds: 234, peakRssMB: 1500 },
      postBuild: { cpuSeconds: 30, peakRssMB: 1400 },
    });
  });

  it('refuses a log that loads the site twice without bundling in between (known-bad sample)', () => {
    const lines = splitLog.split('\n');
    const bundling = lines.splice(3, 1); // the bundling line, moved after the second load
    lines.splice(4, 0, ...bundling);
    expect(() => buildPhases(lines.join('\n'))).toThrow(/loaded twice, but not bundled in between/);
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
