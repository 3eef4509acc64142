/**
 * Build time by phase, read from the log of a `docusaurus build` run with
 * DOCUSAURUS_PERF_LOGGER=true: Docusaurus prints one `[PERF] <parent> > <label> - <duration>` line
 * per timed step (the logger is internal to @docusaurus/logger 3.10; a missing phase is an error,
 * so a change of its format cannot pass unnoticed), and the search plugin prints its own
 * `[search] local index: ...` line (plugins/search/index.ts) with the time spent reading pages and
 * writing the index.
 */

export interface PerfEntry {
  /** Parent labels and the step's own label, outermost first. */
  path: string[];
  seconds: number;
  /** Byte offset of the end of the line in the log: the step had ended once this much was written. */
  endByte: number;
}

export interface SearchTiming {
  seconds: number;
  readingSeconds: number;
  indexingSeconds: number;
  /** True when the index was unchanged and copied from the last build's cache. */
  reused: boolean;
}

export interface BuildPhases {
  /** Loading the site: configuration, plugins' content and generated files. */
  contentLoading: number;
  /** Creating the bundler configurations and bundling the client and the server. */
  bundling: number;
  /** Rendering every route to HTML. */
  staticGeneration: number;
  /** The search plugin's postBuild: reading the pages and writing the index (null in hosted mode). */
  searchIndex: SearchTiming | null;
  /** Every other post-build step: other plugins' postBuild, the broken-links check, cleanup. */
  postBuildOther: number;
  /** The whole `Build` step as Docusaurus timed it. */
  total: number;
}

// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*m/g;
const perfLine = /^\[PERF\](?:\[KO\])?\s+(.+) - ([\d.]+) (ms|seconds!) - \(Heap/;
const searchLine =
  /^\[search\] local index: .*?, ([\d.]+) s \(reading the pages ([\d.]+) s, (index unchanged, linked from the last build|writing the index) ([\d.]+) s\)/;

export function parsePerfLog(log: string): PerfEntry[] {
  const entries: PerfEntry[] = [];
  let endByte = 0;
  for (const raw of log.split('\n')) {
    endByte += Buffer.byteLength(raw) + 1;
    const m = perfLine.exec(raw.replace(ansi, '').trim());
    if (!m) continue;
    const value = Number(m[2]);
    entries.push({ path: m[1].split(' > '), seconds: m[3] === 'ms' ? value / 1000 : value, endByte });
  }
  return entries;
}

export function parseSearchTiming(log: string): SearchTiming | null {
  for (const raw of log.split('\n')) {
    const m = searchLine.exec(raw.replace(ansi, '').trim());
    if (m)
      return {
        seconds: Number(m[1]),
        readingSeconds: Number(m[2]),
        indexingSeconds: Number(m[4]),
        reused: m[3] !== 'writing the index',
      };
  }
  return null;
}

const ownLabelIs = (label: string | RegExp) => (e: PerfEntry) => {
  const own = e.path[e.path.length - 1];
  return typeof label === 'string' ? own === label : label.test(own);
};

/** The shallowest steps whose own label is `label`; their children carry the same name deeper down. */
function shallowest(entries: PerfEntry[], label: string | RegExp): PerfEntry[] {
  const matches = entries.filter(ownLabelIs(label));
  const depth = Math.min(...matches.map((e) => e.path.length));
  return matches.filter((e) => e.path.length === depth);
}

function step(entries: PerfEntry[], label: string | RegExp, required: boolean): number | null {
  const matches = shallowest(entries, label);
  if (matches.length === 0) {
    if (required)
      throw new Error(`build log: no [PERF] line for '${String(label)}' (was DOCUSAURUS_PERF_LOGGER=true set?)`);
    return null;
  }
  return matches.reduce((s, e) => s + e.seconds, 0);
}

const round = (s: number): number => Math.round(s * 10) / 10;

/**
 * In a build in two processes (scripts/build.ts), the time of the first: it exits after bundling,
 * before Docusaurus prints its `Build` line, so its steps (loading the site, the configs, the
 * bundling) are added to the total. 0 for a build in one process.
 */
function firstProcess(entries: PerfEntry[]): number {
  const loads = shallowest(entries, 'Load site');
  if (loads.length < 2) return 0;
  const bundled = shallowest(entries, /^Bundling with \S+$/).find((e) => e.endByte < loads[1].endByte);
  if (!bundled) throw new Error('build log: the site was loaded twice, but not bundled in between');
  return entries
    .filter((e) => e.path.length === loads[0].path.length && e.endByte <= bundled.endByte)
    .reduce((s, e) => s + e.seconds, 0);
}

/** The phases of one locale's build; throws, naming the step, when the log lacks one. */
export function buildPhases(log: string): BuildPhases {
  const entries = parsePerfLog(log);
  const searchIndex = parseSearchTiming(log);
  const postBuild = step(entries, 'postBuild()', true) ?? 0;
  const otherAfter =
    (step(entries, 'Broken links checker', false) ?? 0) + (step(entries, 'Deleting server bundle', false) ?? 0);
  return {
    contentLoading: round(step(entries, 'Load site', true) ?? 0),
    bundling: round(
      (step(entries, /^Creating \S+ bundler configs$/, true) ?? 0) + (step(entries, /^Bundling with \S+$/, true) ?? 0),
    ),
    staticGeneration: round(step(entries, 'SSG', true) ?? 0),
    searchIndex,
    postBuildOther: round(Math.max(0, postBuild - (searchIndex?.seconds ?? 0)) + otherAfter),
    total: round((step(entries, 'Build', true) ?? 0) + firstProcess(entries)),
  };
}

export interface PhaseUsage {
  /** CPU seconds the build's process tree used during the phase. */
  cpuSeconds: number;
  /** Highest resident memory of the tree sampled during the phase, in MiB. */
  peakRssMB: number;
}

/** A sample of the build's process tree, as `runSampled` takes them. */
export interface UsageSample {
  cpuSeconds: number;
  rssMB: number;
  logBytes: number;
}

/** The steps that end each phase, in build order; post-build includes the search index. */
const phaseEnds: [keyof PhaseUsages, string | RegExp][] = [
  ['contentLoading', 'Load site'],
  ['bundling', /^Bundling with \S+$/],
  ['staticGeneration', 'SSG'],
  ['postBuild', 'Broken links checker'],
];

export type PhaseUsages = Record<'contentLoading' | 'bundling' | 'staticGeneration' | 'postBuild', PhaseUsage>;

/**
 * CPU time and peak memory per phase: a phase ends at the first sample taken once the line of its
 * last step was in the log, and owns the samples after the previous phase's end up to its own.
 * A build in two processes (scripts/build.ts) loads the site again after bundling: those samples
 * count as content loading. Null without samples (no /proc).
 */
export function phaseUsage(log: string, samples: readonly UsageSample[]): PhaseUsages | null {
  if (samples.length === 0) return null;
  const entries = parsePerfLog(log);
  const usages: Partial<PhaseUsages> = {};
  let from = -1; // index of the last sample of the previous phase
  let cpuBefore = 0;
  let afterByte = 0; // end of the previous phase's line in the log
  const take = (endByte: number): PhaseUsage => {
    const found = samples.findIndex((s, i) => i > from && s.logBytes >= endByte);
    const to = found === -1 ? samples.length - 1 : found;
    const own = samples.slice(from + 1, to + 1);
    const usage = {
      cpuSeconds: round(samples[to].cpuSeconds - cpuBefore),
      peakRssMB: own.length ? Math.max(...own.map((s) => s.rssMB)) : 0,
    };
    cpuBefore = samples[to].cpuSeconds;
    from = to;
    afterByte = endByte;
    return usage;
  };
  for (const [phase, label] of phaseEnds) {
    const line = shallowest(entries, label).find((e) => e.endByte > afterByte);
    if (!line)
      throw new Error(`build log: no [PERF] line for '${String(label)}' (was DOCUSAURUS_PERF_LOGGER=true set?)`);
    if (phase === 'staticGeneration') {
      const reload = shallowest(entries, 'Load site').find((e) => e.endByte > afterByte && e.endByte < line.endByte);
      if (reload) {
        const again = take(reload.endByte);
        const first = usages.contentLoading as PhaseUsage;
        usages.contentLoading = {
          cpuSeconds: round(first.cpuSeconds + again.cpuSeconds),
          peakRssMB: Math.max(first.peakRssMB, again.peakRssMB),
        };
      }
    }
    usages[phase] = take(line.endByte);
  }
  return usages as PhaseUsages;
}
