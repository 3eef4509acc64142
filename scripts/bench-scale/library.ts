/**
 * Synthetic library pages for `npm run bench:scale`, written into the scratch copy of the site:
 * - module reference pages: copies of real module entries with new ids, in the repositories of
 *   their sources (the library grows by modules in its repositories), each with a copy of its
 *   source's page and the same place in the release history as its source;
 * - release-note months: releases dated in the months before the first published month, each month
 *   one more page under /guides/stay-up-to-date/releases/.
 * Everything written is checked with the library's own checks (the data with `loadLibrary`, the pages
 * with `checkReferencePage`), so a bad copy stops here with the file and the rule, not in the build.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { firstMonth } from '../../plugins/library/months';
import { checkReferencePage } from '../../plugins/library/page-checks';
import {
  LibraryDataError,
  latestRelease,
  loadLibrary,
  repoOf,
  versionParts,
  type Entry,
  type Library,
  type Repo,
} from '../../plugins/library/schema';
import { checkCount } from './synthetic';

/** Where the library's data and the tags its entries may carry are, relative to the site (as in the site config). */
const dataDir = 'data/library';
const tagsFile = 'docs/tags.yml';
/** The module that decides which months have release-note pages (`firstMonth` .. `lastMonth`). */
const monthsModule = 'plugins/library/months.ts';

export interface ModuleCopy {
  repo: string;
  /** Id of the module copied. */
  sourceId: string;
  id: string;
  title: string;
  /** Folder under modules/: the source's, with the new id as its last segment. */
  path: string;
}

/**
 * `count` copies of the library's modules (cycled in repository and list order), each in its source's
 * repository with the id `<source id>-<n>` (`<source id>_<n>` for an id written with underscores,
 * such as `redis_copy_snapshot`), n counting the rounds through the sources (or the next number free
 * in that repository).
 */
export function moduleCopies(lib: Library, count: number): ModuleCopy[] {
  checkCount(count);
  if (count === 0) return [];
  const sources = lib.repos.flatMap((r) => r.entries.filter((e) => e.kind === 'module'));
  if (sources.length === 0) throw new Error('synthetic pages: the library has no module entries to copy from');
  const taken = new Set(lib.repos.flatMap((r) => r.entries.map((e) => `${r.repo}/${e.id}`)));
  return Array.from({ length: count }, (_, i) => {
    const source = sources[i % sources.length];
    const separator = source.id.includes('_') && !source.id.includes('-') ? '_' : '-';
    let n = Math.floor(i / sources.length) + 1;
    while (taken.has(`${source.repo}/${source.id}${separator}${n}`)) n += 1;
    const id = `${source.id}${separator}${n}`;
    taken.add(`${source.repo}/${id}`);
    return {
      repo: source.repo,
      sourceId: source.id,
      id,
      title: `${source.title} (copy ${n})`,
      path: source.path.replace(/[^/]+$/, id),
    };
  });
}

/**
 * A copy of the source module's page for `to`: the usage example sources `to`'s folder (the check
 * holds a page to its own module's path) and the sidebar label, if the page sets one, is the new id.
 */
export function copyReferencePage(markdown: string, from: Pick<Entry, 'repo' | 'path'>, to: ModuleCopy): string {
  const usage = (folder: string) => `${from.repo}.git//modules/${folder}?ref=`;
  if (!markdown.includes(usage(from.path)))
    throw new Error(
      `synthetic pages: the page of ${from.repo}/${from.path} has no usage example sourcing ${usage(from.path)}; cannot copy it for ${to.id}`,
    );
  let page = markdown.split(usage(from.path)).join(usage(to.path));
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(page);
  if (frontMatter)
    page = `---\n${frontMatter[1].replace(/^sidebar_label:.*$/m, `sidebar_label: ${to.id}`)}\n---\n${page.slice(frontMatter[0].length)}`;
  const label: unknown = matter(page).data.sidebar_label;
  if (label !== undefined && label !== to.id)
    throw new Error(`synthetic pages: the copy ${to.repo}/${to.id} has the sidebar label '${String(label)}'`);
  return page;
}

export interface SyntheticRelease {
  repo: string;
  version: string;
  /** YYYY-MM-DD */
  date: string;
  text: string;
}

/** The month `delta` months after `month` (YYYY-MM; a negative delta goes back). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * How many versions fit below `oldest`: any number below v0.1.0 or higher (v0.0.0, v0.0.1, ...), only
 * the patch numbers left below a v0.0.z.
 */
export function versionRoom(oldest: string): number {
  const [x, y, z] = versionParts(oldest);
  return x > 0 || y > 0 ? Infinity : z;
}

/** `count` versions below `oldest`, newest first: patch releases of the minor (or major) line just below it. */
export function versionsBelow(oldest: string, count: number): string[] {
  const [x, y, z] = versionParts(oldest);
  if (count > versionRoom(oldest))
    throw new Error(`synthetic pages: ${count} versions do not fit below ${oldest} (only ${versionRoom(oldest)})`);
  if (x === 0 && y === 0) return Array.from({ length: count }, (_, i) => `v0.0.${z - 1 - i}`);
  const line = y > 0 ? `${x}.${y - 1}` : `${x - 1}.0`;
  return Array.from({ length: count }, (_, i) => `v${line}.${count - 1 - i}`);
}

/**
 * Repository-wide changes a release may carry without touching any module's interface: plain text,
 * no version named (the checks hold a named version to the release history).
 */
const releaseTexts = [
  'Updated the continuous integration configuration that tests the modules of this repository.',
  'Refreshed the README and the examples folder; no module code changed.',
  'Updated the Go dependencies of the automated tests; no module code changed.',
];

/**
 * Releases for `count` months before the first month with release notes (newest month first): one
 * or two releases a month, in turn, spread over the repositories in turn (a repository with no
 * version left below its oldest release is skipped). Each repository's versions keep decreasing
 * below its oldest real release, and its dates never increase going back.
 */
export function syntheticReleaseMonths(
  lib: Library,
  count: number,
): { months: string[]; releases: SyntheticRelease[] } {
  checkCount(count);
  if (count === 0) return { months: [], releases: [] };
  if (lib.repos.length === 0) throw new Error('synthetic pages: the library has no repositories to release');
  const earliest = lib.repos
    .flatMap((r) => r.releases.map((rel) => rel.date.slice(0, 7)))
    .reduce((a, b) => (b < a ? b : a), firstMonth);
  const months = Array.from({ length: count }, (_, i) => shiftMonth(earliest, -(i + 1)));
  const oldest = (r: Repo) => r.releases[r.releases.length - 1].version;
  const room = lib.repos.map((r) => versionRoom(oldest(r)));
  const assigned = lib.repos.map((): { date: string; text: string }[] => []);
  let next = 0;
  let made = 0;
  for (const [i, month] of months.entries()) {
    // Two releases, then one: the later day first, so dates never increase going back.
    for (const day of i % 2 === 0 ? ['21', '07'] : ['14']) {
      const repoIndex = Array.from({ length: lib.repos.length }, (_, k) => (next + k) % lib.repos.length).find(
        (k) => assigned[k].length < room[k],
      );
      if (repoIndex === undefined)
        throw new Error(
          `synthetic pages: no repository has a version left below its oldest release for a release in ${month}`,
        );
      assigned[repoIndex].push({ date: `${month}-${day}`, text: releaseTexts[made % releaseTexts.length] });
      made += 1;
      next = repoIndex + 1;
    }
  }
  const releases = lib.repos.flatMap((repo, k) => {
    const versions = versionsBelow(oldest(repo), assigned[k].length);
    return assigned[k].map((r, j) => ({ repo: repo.repo, version: versions[j], ...r }));
  });
  return { months, releases };
}

/** A repository's data file as the library's checks accepted it; only what is changed here is typed. */
interface RawRepoFile {
  modules?: ({ id: string; title: string; path?: string } & Record<string, unknown>)[];
  releases: ({ changes: ({ affects: string[]; interface?: unknown } & Record<string, unknown>)[] } & Record<
    string,
    unknown
  >)[];
}

/**
 * The repository's data with the copies added (each after the module list, and in every release
 * change that names its source, with the source's interface record if the change keeps one per
 * module) and the synthetic releases appended (they are older than every real release).
 */
export function withSyntheticData(
  raw: RawRepoFile,
  copies: readonly ModuleCopy[],
  releases: readonly SyntheticRelease[],
): RawRepoFile {
  const data = structuredClone(raw);
  for (const copy of copies) {
    const source = data.modules?.find((m) => m.id === copy.sourceId);
    if (!data.modules || !source) throw new Error(`synthetic pages: no module ${copy.sourceId} in ${copy.repo}`);
    data.modules.push({
      ...structuredClone(source),
      id: copy.id,
      title: copy.title,
      ...(source.path === undefined ? {} : { path: copy.path }),
    });
    for (const release of data.releases)
      for (const change of release.changes) {
        if (!change.affects.includes(copy.sourceId)) continue;
        change.affects.push(copy.id);
        const records = change.interface;
        if (typeof records === 'object' && records !== null && copy.sourceId in records) {
          const perModule = records as Record<string, unknown>;
          perModule[copy.id] = structuredClone(perModule[copy.sourceId]);
        }
      }
  }
  for (const r of releases)
    data.releases.push({ version: r.version, date: r.date, changes: [{ affects: [], text: r.text }] });
  return data;
}

export interface LibraryPagesAdded {
  moduleReferencePages: number;
  releaseMonths: number;
  /** Releases the months hold. */
  releases: number;
  /** The first month with release notes now. */
  firstMonth: string;
}

const loadSiteLibrary = (dir: string) => loadLibrary(path.join(dir, dataDir), path.join(dir, tagsFile));

/**
 * Adds module reference pages and release months to the site in `dir` (a scratch copy: the data
 * files, pages and the first month of the release notes are rewritten there) and checks the result.
 */
export function addLibraryPages(
  dir: string,
  counts: { moduleReferencePages: number; releaseMonths: number },
): LibraryPagesAdded {
  const lib = loadSiteLibrary(dir);
  const copies = moduleCopies(lib, counts.moduleReferencePages);
  const { months, releases } = syntheticReleaseMonths(lib, counts.releaseMonths);
  // The release notes have a page for every month from `firstMonth` on, and the build refuses a
  // release dated before it: the published range starts with the earliest synthetic month instead.
  const first = months.at(-1) ?? firstMonth;
  const monthsFile = path.join(dir, monthsModule);
  const declaration = (month: string) => `export const firstMonth = '${month}';`;
  const monthsSource = readFileSync(monthsFile, 'utf8');
  if (first !== firstMonth && monthsSource.split(declaration(firstMonth)).length !== 2)
    throw new Error(
      `synthetic pages: ${monthsModule} does not declare \`${declaration(firstMonth)}\` once; update scripts/bench-scale/library.ts to how it decides the first month of the release notes`,
    );

  for (const repo of lib.repos) {
    const mine = copies.filter((c) => c.repo === repo.repo);
    const released = releases.filter((r) => r.repo === repo.repo);
    if (!mine.length && !released.length) continue;
    const raw = parseYaml(readFileSync(repo.file, 'utf8')) as RawRepoFile;
    writeFileSync(repo.file, stringifyYaml(withSyntheticData(raw, mine, released), { lineWidth: 0 }));
  }

  let grown: Library;
  try {
    grown = loadSiteLibrary(dir);
  } catch (e) {
    if (e instanceof LibraryDataError)
      throw new Error(`synthetic pages: the library data written fails the library's checks: ${e.message}`);
    throw e;
  }
  const entry = (repo: string, id: string) => {
    const found = grown.entries.get(`${repo}/${id}`);
    if (!found) throw new Error(`synthetic pages: ${repo}/${id} is missing from the library data written`);
    return found;
  };
  for (const copy of copies) {
    const source = entry(copy.repo, copy.sourceId);
    const target = entry(copy.repo, copy.id);
    const page = copyReferencePage(readFileSync(path.join(dir, source.source), 'utf8'), source, copy);
    const latest = latestRelease(repoOf(grown, copy.repo)).version;
    const problems = checkReferencePage(target, latest, page);
    if (problems.length)
      throw new Error(`synthetic pages: the copied page fails the reference page checks:\n  ${problems.join('\n  ')}`);
    const file = path.join(dir, target.source);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
  }

  if (first !== firstMonth)
    writeFileSync(monthsFile, monthsSource.replace(declaration(firstMonth), declaration(first)));
  const tooEarly = grown.repos.flatMap((r) =>
    r.releases.filter((rel) => rel.date.slice(0, 7) < first).map((rel) => `${r.repo} ${rel.version} (${rel.date})`),
  );
  if (tooEarly.length)
    throw new Error(`synthetic pages: releases dated before the first month ${first}: ${tooEarly.join(', ')}`);
  return {
    moduleReferencePages: copies.length,
    releaseMonths: months.length,
    releases: releases.length,
    firstMonth: first,
  };
}
