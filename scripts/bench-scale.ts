/**
 * `npm run bench:scale -- --pages N`: how the build and the first load grow with the page count.
 * Copies the site (the working tree's tracked and unignored files, never its build or caches) into
 * a scratch folder, adds N synthetic pages there in the proportions the site grows (knowledge-base
 * discussions, module reference pages and release-note months: `splitPages` in
 * ./bench-scale/synthetic.ts), runs one cold production build with Docusaurus's performance log on,
 * and reports the build time by phase, the peak resident memory of the build's whole process tree,
 * and what `npm run bench` measures of the result. Writes .bench/scale-<N>-<timestamp>.json (and the build's log next to it) and removes the
 * scratch folder unless --keep is given. Options: --pages N (required), --port P (default 3298,
 * for serving the build to Chromium), --keep, --warm (after the cold build, edit one discussion and
 * build again with its caches: a writer's rebuild).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discussionFile, readKnowledgeBase } from '../plugins/knowledge-base/index';
import { validateDiscussion } from '../plugins/knowledge-base/schema';
import { buildPhases, phaseUsage } from './bench-scale/phases';
import { addLibraryPages } from './bench-scale/library';
import { splitPages, syntheticDiscussions, type PageSplit } from './bench-scale/synthetic';
import { measureBuildOutput, printBuildOutput } from './measure/build-output';
import { runSampled } from './measure/process-tree';

const root = path.resolve(__dirname, '..');
const kbDir = 'data/knowledge-base';
const round = (n: number): number => Math.round(n * 10) / 10;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

function integerOption(name: string, fallback?: number): number {
  const raw = option(name);
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || !Number.isSafeInteger(value))
    throw new Error(
      `bench:scale: --${name} needs a whole number (got ${raw ?? 'nothing'}); e.g. npm run bench:scale -- --pages 9000`,
    );
  return value;
}

/** The site's sources as git sees them (tracked and new files, nothing ignored) copied to `dir`. */
function copySite(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
    // A file deleted in the working tree but still in the index is listed too.
    .filter((file) => existsSync(path.join(root, file)));
  for (const file of files) {
    const from = path.join(root, file);
    const to = path.join(dir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to);
  }
  // Dependencies are hard-linked, not symlinked: the client-bundle plugin's aliases name files under
  // the site's own node_modules, which a symlink's resolved path would not match. The caches stay
  // the scratch copy's own, so the build is cold and leaves the working tree's caches alone.
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(dir, 'node_modules'));
  const entries = readdirSync(modules)
    .filter((name) => name !== '.cache')
    .map((name) => path.join(modules, name));
  execFileSync('cp', ['-al', ...entries, path.join(dir, 'node_modules')]);
}

/**
 * Adds `count` synthetic pages to the copy: discussions (with the provenance count updated), module
 * reference pages and release months, split as the site grows. Returns how many of each it added, and
 * how many releases the months hold.
 */
function addPages(dir: string, count: number): { pages: PageSplit; releases: number } {
  const split = splitPages(count);
  const dataDir = path.join(dir, kbDir);
  const { provenance, discussions } = readKnowledgeBase(dataDir);
  const added = syntheticDiscussions(discussions, split.knowledgeBaseDiscussions);
  for (const d of added) {
    const file = discussionFile(dataDir, d.number);
    validateDiscussion(d, file, d.number);
    writeFileSync(file, `${JSON.stringify(d, null, 2)}\n`);
  }
  const provenanceFile = path.join(dataDir, 'provenance.json');
  writeFileSync(
    provenanceFile,
    `${JSON.stringify({ ...provenance, count: provenance.count + added.length }, null, 2)}\n`,
  );
  const library = addLibraryPages(dir, split);
  return {
    pages: {
      knowledgeBaseDiscussions: added.length,
      moduleReferencePages: library.moduleReferencePages,
      releaseMonths: library.releaseMonths,
    },
    releases: library.releases,
  };
}

function commitOf(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  return dirty ? `${head} (with uncommitted changes)` : head;
}

type BuildFigures = Awaited<ReturnType<typeof timedBuild>>;

/** One production build in `dir`, sampled, with its log parsed into phases. */
async function timedBuild(dir: string, logFile: string) {
  // Other work on the machine stretches wall times (not CPU times): the load average says how much.
  const loadBefore = os.loadavg()[0];
  // The build script, with the settings it gives Docusaurus (package.json).
  const run = await runSampled('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    logFile,
  });
  if (run.exitCode !== 0) throw new Error(`bench:scale: the build failed (exit ${run.exitCode}); see ${logFile}`);
  const log = readFileSync(logFile, 'utf8');
  return {
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    peakTreeRssMB: run.peakTreeRssMB,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    phases: buildPhases(log),
    phaseUsage: phaseUsage(log, run.samples),
    samples: run.samples,
  };
}

function printBuild(kind: string, build: BuildFigures): void {
  const { phases, phaseUsage: usage, loadAverage } = build;
  const s = phases.searchIndex;
  const used = (phase: keyof NonNullable<typeof usage>) =>
    usage ? ` [${usage[phase].cpuSeconds} s CPU, peak ${usage[phase].peakRssMB} MB]` : '';
  console.log(
    `\n${kind} build ${build.seconds} s (${build.cpuSeconds ?? 'n/a'} s CPU; load average ${loadAverage.before.toFixed(1)} before, ${loadAverage.after.toFixed(1)} after), ` +
      `peak RSS of the process tree ${build.peakTreeRssMB ?? 'n/a (no /proc)'} MB\n` +
      `  content loading ${phases.contentLoading} s${used('contentLoading')}\n` +
      `  bundling ${phases.bundling} s${used('bundling')}\n` +
      `  static generation ${phases.staticGeneration} s${used('staticGeneration')}\n` +
      `  post-build ${round(phases.postBuildOther + (s?.seconds ?? 0))} s${used('postBuild')}: ` +
      `search index ${s ? `${s.seconds} s (reading the pages ${s.readingSeconds} s, ${s.reused ? 'linked from the last build' : 'writing the index'} ${s.indexingSeconds} s)` : 'n/a (hosted search)'}, ` +
      `other steps ${phases.postBuildOther} s`,
  );
}

/** Retitles the last discussion of the copy: a content change for the warm build to pick up. */
function editOneDiscussion(dir: string): void {
  const dataDir = path.join(dir, kbDir);
  const last = readdirSync(path.join(dataDir, 'discussions'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => Number(f.slice(0, -'.json'.length)))
    .sort((a, b) => a - b)
    .pop();
  if (last === undefined) throw new Error('bench:scale: no discussion to edit for the warm build');
  const file = discussionFile(dataDir, last);
  const discussion = validateDiscussion(JSON.parse(readFileSync(file, 'utf8')), file, last);
  writeFileSync(file, `${JSON.stringify({ ...discussion, title: `${discussion.title} (edited)` }, null, 2)}\n`);
}

async function main(): Promise<void> {
  const pages = integerOption('pages');
  const port = integerOption('port', 3298);
  const keep = process.argv.includes('--keep');
  const warmRun = process.argv.includes('--warm');
  const benchDir = path.join(root, '.bench');
  mkdirSync(benchDir, { recursive: true });
  const date = new Date().toISOString();
  const stem = `scale-${pages}-${date.replace(/[:.]/g, '-')}`;
  const logFile = path.join(benchDir, `${stem}.log`);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-scale-'));
  try {
    console.log(`bench:scale: copying the site to ${scratch} and adding ${pages} pages`);
    copySite(scratch);
    const added = addPages(scratch, pages);
    console.log(
      `bench:scale: added ${added.pages.knowledgeBaseDiscussions} knowledge-base discussions, ` +
        `${added.pages.moduleReferencePages} module reference pages and ${added.pages.releaseMonths} release months ` +
        `(${added.releases} releases)`,
    );

    console.log(`bench:scale: cold production build (log: ${path.relative(root, logFile)})`);
    const build = await timedBuild(scratch, logFile);
    const out = path.join(benchDir, `${stem}.json`);
    const write = (rest: object) =>
      writeFileSync(
        out,
        `${JSON.stringify({ date, commit: commitOf(), syntheticPages: added.pages, build, ...rest }, null, 2)}\n`,
      );
    // The build's figures are written first, so a failure while measuring the result loses none.
    write({});
    printBuild('cold', build);
    let warm: BuildFigures | undefined;
    if (warmRun) {
      // A writer's rebuild: one discussion edited, the caches of the cold build in place.
      editOneDiscussion(scratch);
      const warmLog = path.join(benchDir, `${stem}-warm.log`);
      console.log(
        `bench:scale: warm production build after editing one discussion (log: ${path.relative(root, warmLog)})`,
      );
      warm = await timedBuild(scratch, warmLog);
      write({ warm });
      printBuild('warm', warm);
    }
    let output: Awaited<ReturnType<typeof measureBuildOutput>>;
    try {
      output = await measureBuildOutput(path.join(scratch, 'build'), port);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      write({ warm, measureError: message });
      throw new Error(
        `bench:scale: the build's figures are in ${path.relative(root, out)}, but measuring the built pages failed: ${message}`,
      );
    }
    write({ warm, ...output });
    printBuildOutput(output);
    console.log(`written to ${path.relative(root, out)}`);
  } finally {
    if (keep) console.log(`bench:scale: scratch copy kept at ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
