/**
 * Build time by phase, read from the log of a `docusaurus build` run with
 * DOCUSAURUS_PERF_LOGGER=true: Docusaurus prints one `[PERF] <parent> > <label> - <duration>` line
 * per timed step (the logger is internal to @docusaurus/logger 3.10; a missing phase is an error,
 * so a change of its format cannot pass unnoticed), and the search plugin prints its own
 * `[search] local index: ...` line with the time spent reading pages and running Pagefind.
 */

export interface PerfEntry {
  /** Parent labels and the step's own label, outermost first. */
  path: string[];
  seconds: number;
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
  /^\[search\] local index: .*?, ([\d.]+) s \(reading the pages ([\d.]+) s, (index unchanged, copied from the last build|Pagefind) ([\d.]+) s\)/;

export function parsePerfLog(log: string): PerfEntry[] {
  const entries: PerfEntry[] = [];
  for (const raw of log.split('\n')) {
    const m = perfLine.exec(raw.replace(ansi, '').trim());
    if (!m) continue;
    const value = Number(m[2]);
    entries.push({ path: m[1].split(' > '), seconds: m[3] === 'ms' ? value / 1000 : value });
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
        reused: m[3] !== 'Pagefind',
      };
  }
  return null;
}

/** The shallowest step whose own label is `label`; its children carry the same name deeper down. */
function step(entries: PerfEntry[], label: string | RegExp, required: boolean): number | null {
  const matches = entries.filter((e) => {
    const own = e.path[e.path.length - 1];
    return typeof label === 'string' ? own === label : label.test(own);
  });
  if (matches.length === 0) {
    if (required)
      throw new Error(`build log: no [PERF] line for '${String(label)}' (was DOCUSAURUS_PERF_LOGGER=true set?)`);
    return null;
  }
  const depth = Math.min(...matches.map((e) => e.path.length));
  return matches.filter((e) => e.path.length === depth).reduce((s, e) => s + e.seconds, 0);
}

const round = (s: number): number => Math.round(s * 10) / 10;

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
    total: round(step(entries, 'Build', true) ?? 0),
  };
}
