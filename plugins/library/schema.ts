/**
 * The library data set (data/library/repos/<repo>.yml): module repositories, the service catalog,
 * and their release histories. Validation stops at every problem with the file, the field and
 * what a writer should do about it; data/library/README.md documents the fields.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { withoutPositions } from '../llms/cache';
import { openLibraryCache } from './cache';
import {
  breaksCallers,
  stateOf,
  undoChange,
  validateInputs,
  validateInterfaceChange,
  validateOutputs,
  type Input,
  type InterfaceChange,
  type InterfaceState,
  type Output,
} from './interface';
import { versionMentions } from './mentions';
import { compareToolVersions, toolNames, toolReleaseDate, tools, toolVersionPattern, type Tool } from './tools';

export const categories = {
  'app-orchestration': 'App orchestration',
  'ci-cd-pipeline': 'CI/CD pipeline',
  'data-storage': 'Data storage',
  'landing-zone': 'Landing zone',
  messaging: 'Messaging',
  monitoring: 'Monitoring',
  networking: 'Networking',
  security: 'Security',
  utilities: 'Utilities',
} as const;
export type Category = keyof typeof categories;

export const serviceCatalogRepo = 'terraform-aws-service-catalog';

export interface Change {
  /** Module ids (service `<category>/<id>`) the change touches; empty for repository-wide changes. */
  affects: string[];
  text: string;
  breaking: boolean;
  /**
   * Inputs and outputs this change added, removed, renamed or made required or optional, per entry
   * key in `affects` (one record written for all of them applies to each).
   */
  interface?: Record<string, InterfaceChange>;
}

export interface Release {
  version: string;
  date: string;
  changes: Change[];
  migration?: string;
  /** Minimum tool versions this release raises (absent: unchanged). */
  requires: Partial<Record<Tool, string>>;
  /** Tool versions this release claims support for (tested with). */
  supports: Partial<Record<Tool, string>>;
}

export interface Entry {
  /** Module id, or service `<category>/<id>`. */
  key: string;
  id: string;
  kind: 'module' | 'service';
  repo: string;
  category: Category;
  title: string;
  summary: string;
  tags: string[];
  related: string[];
  /** Folder under modules/ in the repository. */
  path: string;
  /** Site route of the reference page. */
  permalink: string;
  /** Doc source, relative to the site. */
  source: string;
  /** Inputs today, in the order the data lists them. */
  inputs: Input[];
  outputs: Output[];
}

export interface Repo {
  repo: string;
  title: string;
  public: boolean;
  summary: string;
  /** Module repositories only. */
  category?: Category;
  entries: Entry[];
  /** Newest first. */
  releases: Release[];
  file: string;
}

export class LibraryDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`library data: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    this.name = 'LibraryDataError';
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const slug = /^[a-z0-9][a-z0-9_-]*$/;
const semver = /^v(\d+)\.(\d+)\.(\d+)$/;

/** [major, minor, patch] of a vX.Y.Z version (zeros for anything else; validation reports those). */
export function versionParts(v: string): [number, number, number] {
  const m = semver.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
}

/** The repository named `name`; the data was validated, so a miss is a programming error. */
export function repoOf(lib: Library, name: string): Repo {
  const repo = lib.repos.find((r) => r.repo === name);
  if (!repo) throw new Error(`library data: no repository ${name}`);
  return repo;
}

export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

export const modulePermalink = (repo: string, id: string) => `/reference/modules/${repo}/${id}/`;
export const servicePermalink = (category: string, id: string) => `/reference/services/${category}/${id}`;

/**
 * Validates one parsed file. `file` is used in messages; `knownTags` are the keys of docs/tags.yml.
 * Returns the repository and the problems found (a repository is returned even when it has problems,
 * so that cross-file checks can still run).
 */
export function validateRepo(
  value: unknown,
  file: string,
  knownTags: ReadonlySet<string>,
): { repo?: Repo; problems: string[] } {
  const problems: string[] = [];
  const at = (field: string, problem: string) => problems.push(`${file}: '${field}' ${problem}`);
  if (!isObj(value)) return { problems: [`${file}: the file must hold a YAML mapping (repo:, title:, ...)`] };
  const repoName = value.repo;
  if (!isString(repoName) || !/^terraform-aws-[a-z0-9-]+$/.test(repoName)) {
    at('repo', "must be the repository name, e.g. 'terraform-aws-vpc'");
    return { problems };
  }
  const expectedFile = `${repoName}.yml`;
  if (path.basename(file) !== expectedFile)
    at('repo', `is '${repoName}' but the file is named ${path.basename(file)}; rename the file to ${expectedFile}`);
  if (!isString(value.title)) at('title', 'must be a short name of the repository, e.g. VPC');
  if (!isString(value.summary)) at('summary', 'must be one sentence saying what the repository covers');
  if (typeof value.public !== 'boolean') at('public', 'must be true or false (true only for public repositories)');
  const isCatalog = repoName === serviceCatalogRepo;
  const validCategory = (v: unknown): v is Category => typeof v === 'string' && v in categories;
  const categoryList = Object.keys(categories).join(', ');
  let repoCategory: Category | undefined;
  if (!isCatalog) {
    if (!validCategory(value.category)) at('category', `must be one of ${categoryList}`);
    else repoCategory = value.category;
  }
  const listKey = isCatalog ? 'services' : 'modules';
  const otherKey = isCatalog ? 'modules' : 'services';
  if (otherKey in value)
    at(otherKey, `is not used in ${isCatalog ? 'the service catalog' : 'a module repository'}; use '${listKey}'`);
  const rawEntries = value[listKey];
  const entries: Entry[] = [];
  if (!Array.isArray(rawEntries) || rawEntries.length === 0) at(listKey, `must be a non-empty list of ${listKey}`);
  else {
    rawEntries.forEach((raw, i) => {
      const f = `${listKey}[${i}]`;
      if (!isObj(raw)) return at(f, 'must be a mapping with id, title, summary, tags, related');
      const id = raw.id;
      if (!isString(id) || !slug.test(id))
        return at(`${f}.id`, 'must be the lower-case folder name of the module or service');
      const name = `${f} (${id})`;
      if (!isString(raw.title)) at(`${name}.title`, 'must be the page title, e.g. VPC app');
      if (!isString(raw.summary)) at(`${name}.summary`, 'must be one sentence (40-220 characters) saying what it does');
      else if (raw.summary.length < 40 || raw.summary.length > 220)
        at(`${name}.summary`, `is ${raw.summary.length} characters; write one sentence of 40-220 characters`);
      const tags = Array.isArray(raw.tags) ? raw.tags : [];
      if (!Array.isArray(raw.tags)) at(`${name}.tags`, 'must be a list of tags from docs/tags.yml, e.g. [vpc]');
      for (const t of tags)
        if (typeof t !== 'string' || !knownTags.has(t))
          at(`${name}.tags`, `has '${String(t)}', which is not a key of docs/tags.yml`);
      const related = Array.isArray(raw.related) ? raw.related : [];
      if (raw.related !== undefined && !Array.isArray(raw.related)) at(`${name}.related`, 'must be a list of ids');
      let category: Category | undefined = repoCategory;
      let entryPath = `${id}`;
      const folder = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
      if (isCatalog) {
        if (!validCategory(raw.category)) at(`${name}.category`, `must be one of ${categoryList}`);
        else category = raw.category;
        if (!isString(raw.path) || !folder.test(raw.path))
          at(`${name}.path`, "must be the folder under modules/ in the service catalog, e.g. 'networking/vpc'");
        else entryPath = raw.path;
      } else if (raw.path !== undefined) {
        // A module nested in another module's folder, such as alarms/alb-alarms.
        if (!isString(raw.path) || !folder.test(raw.path) || !raw.path.endsWith(`/${id}`))
          at(
            `${name}.path`,
            `must be the folder under modules/ that ends in the id, e.g. 'alarms/${id}'; leave it out for modules/${id}`,
          );
        else entryPath = raw.path;
      }
      const inputs = validateInputs(raw.inputs, name, at);
      const outputs = validateOutputs(raw.outputs, name, at);
      for (const k of Object.keys(raw))
        if (!['id', 'title', 'summary', 'tags', 'related', 'category', 'path', 'inputs', 'outputs'].includes(k))
          at(`${name}.${k}`, 'is not a field of an entry (see data/library/README.md)');
      if (!category) return;
      const key = isCatalog ? `${category}/${id}` : id;
      if (entries.some((e) => e.key === key)) return at(`${name}.id`, 'appears twice');
      entries.push({
        key,
        id,
        kind: isCatalog ? 'service' : 'module',
        repo: repoName,
        category,
        title: typeof raw.title === 'string' ? raw.title : id,
        summary: typeof raw.summary === 'string' ? raw.summary.trim() : '',
        tags: tags.filter((t): t is string => typeof t === 'string'),
        related: related.filter((r): r is string => typeof r === 'string'),
        path: entryPath,
        permalink: isCatalog ? servicePermalink(category, id) : modulePermalink(repoName, id),
        source: isCatalog
          ? `docs/reference/services/${category}/${id}.md`
          : `docs/reference/modules/${repoName}/${id}/${id}.md`,
        inputs,
        outputs,
      });
    });
  }
  const keys = new Set(entries.map((e) => e.key));
  const releases: Release[] = [];
  if (!Array.isArray(value.releases) || value.releases.length === 0)
    at('releases', 'must be a non-empty list, newest first');
  else {
    value.releases.forEach((raw, i) => {
      const f = `releases[${i}]`;
      if (!isObj(raw)) return at(f, 'must be a mapping with version, date, changes');
      const version = raw.version;
      if (typeof version !== 'string' || !semver.test(version)) return at(`${f}.version`, 'must look like v1.2.3');
      const name = `releases ${version}`;
      const date = raw.date instanceof Date ? raw.date.toISOString().slice(0, 10) : raw.date;
      if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
        return at(`${name}.date`, 'must be a date written YYYY-MM-DD');
      const changes: Change[] = [];
      if (!Array.isArray(raw.changes) || raw.changes.length === 0)
        at(`${name}.changes`, 'must list at least one change');
      else
        raw.changes.forEach((c, j) => {
          const cf = `${name}.changes[${j}]`;
          if (!isObj(c)) return at(cf, 'must be a mapping with affects and text');
          if (!isString(c.text)) at(`${cf}.text`, 'must say what changed');
          const affects = Array.isArray(c.affects) ? c.affects : null;
          if (!affects)
            at(
              `${cf}.affects`,
              `must be a list of ${isCatalog ? 'service <category>/<id>' : 'module'} ids ([] for the whole repository)`,
            );
          for (const a of affects ?? [])
            if (typeof a !== 'string' || !keys.has(a))
              at(`${cf}.affects`, `names '${String(a)}', which is not in '${listKey}'`);
          if (c.breaking !== undefined && typeof c.breaking !== 'boolean')
            at(`${cf}.breaking`, 'must be true or false');
          const iface = interfaceRecords(c.interface, cf, affects ?? [], at);
          changes.push({
            affects: (affects ?? []).filter((a): a is string => typeof a === 'string'),
            text: typeof c.text === 'string' ? c.text.trim() : '',
            breaking: c.breaking === true,
            ...(iface ? { interface: iface } : {}),
          });
        });
      const breaking = changes.some((c) => c.breaking);
      const patch = versionParts(version)[2];
      if (breaking && patch !== 0)
        at(`${name}`, 'is a patch release but marks a change breaking; breaking changes ship in x.Y.0 releases');
      if (breaking && !isString(raw.migration))
        at(`${name}.migration`, 'is required because a change is breaking: say what readers must change');
      if (!breaking && raw.migration !== undefined)
        at(
          `${name}.migration`,
          'is only for releases with a breaking change; mark the change breaking: true or remove it',
        );
      const previous = releases[releases.length - 1];
      if (previous) {
        if (compareVersions(version, previous.version) >= 0)
          at(
            `${name}.version`,
            `must be lower than the release above it (${previous.version}): releases are listed newest first and versions only move forward`,
          );
        if (date > previous.date)
          at(`${name}.date`, `is later than the newer release ${previous.version} (${previous.date})`);
      }
      releases.push({
        version,
        date,
        changes,
        ...(isString(raw.migration) ? { migration: raw.migration.trim() } : {}),
        requires: toolVersions(raw.requires, `${name}.requires`, date, at),
        supports: toolVersions(raw.supports, `${name}.supports`, date, at),
      });
    });
  }
  problems.push(...checkToolMinimums(releases, file), ...checkInterfaceHistory(entries, releases, file));
  return {
    repo: {
      repo: repoName,
      title: typeof value.title === 'string' ? value.title : repoName,
      public: value.public === true,
      summary: typeof value.summary === 'string' ? value.summary.trim() : '',
      ...(repoCategory ? { category: repoCategory } : {}),
      entries,
      releases,
      file,
    },
    problems,
  };
}

/**
 * Reads a change's `interface`: one record for every entry in `affects`, or a mapping from entry keys
 * to records when the entries changed differently.
 */
function interfaceRecords(
  raw: unknown,
  field: string,
  affects: unknown[],
  at: (field: string, problem: string) => void,
): Record<string, InterfaceChange> | undefined {
  if (raw === undefined) return undefined;
  const keys = affects.filter((a): a is string => typeof a === 'string');
  if (!keys.length) {
    at(`${field}.interface`, 'needs the modules or services whose interface changed in affects');
    return undefined;
  }
  const perEntry =
    isObj(raw) && Object.keys(raw).length > 0 && Object.keys(raw).every((k) => !/^(inputs|outputs)_/.test(k));
  if (!perEntry) {
    const one = validateInterfaceChange(raw, `${field}.interface`, at);
    return one ? Object.fromEntries(keys.map((k) => [k, one])) : undefined;
  }
  const out: Record<string, InterfaceChange> = {};
  for (const [key, record] of Object.entries(raw)) {
    if (!keys.includes(key)) {
      at(`${field}.interface.${key}`, `names an entry that is not in this change's affects (${keys.join(', ')})`);
      continue;
    }
    const one = validateInterfaceChange(record, `${field}.interface.${key}`, at);
    if (one) out[key] = one;
  }
  return out;
}

/** Reads a release's `requires` or `supports`: tool -> version that existed on the release date. */
function toolVersions(
  raw: unknown,
  field: string,
  date: string,
  at: (field: string, problem: string) => void,
): Partial<Record<Tool, string>> {
  if (raw === undefined) return {};
  const out: Partial<Record<Tool, string>> = {};
  if (!isObj(raw)) {
    at(field, `must map tools (${tools.join(', ')}) to versions, e.g. { terraform: '1.1' }`);
    return out;
  }
  for (const [tool, v] of Object.entries(raw)) {
    if (!(tools as string[]).includes(tool)) {
      at(`${field}.${tool}`, `is not a tool the checks know; use one of ${tools.join(', ')}`);
      continue;
    }
    const t = tool as Tool;
    const version = typeof v === 'number' ? v.toFixed(1) : v;
    if (typeof version !== 'string' || !toolVersionPattern.test(version)) {
      at(`${field}.${tool}`, "must be a version written as a string, e.g. '1.1' or '4.0'");
      continue;
    }
    const released = toolReleaseDate(t, version);
    if (!released)
      at(
        `${field}.${tool}`,
        `is ${version}, whose release date plugins/library/tools.ts does not know; add it there (from the upstream changelog)`,
      );
    else if (released > date)
      at(
        `${field}.${tool}`,
        `is ${toolNames[t]} ${version}, which was released on ${released}, after this release (${date}); a release cannot require or support a version that did not exist yet`,
      );
    out[t] = version;
  }
  return out;
}

/**
 * The versioning policy for minimum tool versions: raising one is a breaking change, so it happens
 * only in an x.Y.0 release with a breaking change, and a recorded minimum must actually raise the last one.
 */
function checkToolMinimums(releases: Release[], file: string): string[] {
  const problems: string[] = [];
  const minimum = new Map<Tool, { version: string; release: string }>();
  const oldestFirst = [...releases].reverse();
  oldestFirst.forEach((rel, i) => {
    for (const t of tools) {
      const v = rel.requires[t];
      if (!v) continue;
      const previous = minimum.get(t);
      if (previous && compareToolVersions(v, previous.version) <= 0) {
        problems.push(
          `${file}: 'releases ${rel.version}.requires.${t}' is ${v}, which does not raise the minimum (${previous.version} since ${previous.release}); remove it`,
        );
        continue;
      }
      minimum.set(t, { version: v, release: rel.version });
      if (i === 0) continue;
      if (versionParts(rel.version)[2] !== 0)
        problems.push(
          `${file}: 'releases ${rel.version}.requires.${t}' raises the minimum ${toolNames[t]} version to ${v} in a patch release; minimums rise only in x.Y.0 releases, as a breaking change`,
        );
      else if (!rel.changes.some((c) => c.breaking))
        problems.push(
          `${file}: 'releases ${rel.version}.requires.${t}' raises the minimum ${toolNames[t]} version to ${v}, which is a breaking change; mark the change that says so breaking: true and give migration notes`,
        );
    }
  });
  return problems;
}

/** Per entry key: the release versions, newest first, and the interface at each (null before the entry existed). */
export type InterfaceHistory = Map<string, { version: string; state: InterfaceState | null }[]>;

/**
 * Replays each entry's recorded interface changes backwards from today's interface. Returns the
 * history, and the problems where a record does not fit the interface that follows it or a change
 * that can break callers is not marked breaking.
 */
export function interfaceHistory(
  entries: Entry[],
  releases: Release[],
  file: string,
): { history: InterfaceHistory; problems: string[] } {
  const problems: string[] = [];
  const history: InterfaceHistory = new Map();
  for (const e of entries) {
    const introduced = [...releases].reverse().find((r) => r.changes.some((c) => c.affects.includes(e.key)));
    let state: InterfaceState | null = stateOf(e.inputs, e.outputs);
    const list: { version: string; state: InterfaceState | null }[] = [];
    for (const rel of releases) {
      list.push({ version: rel.version, state });
      if (!state) continue;
      rel.changes.forEach((c, j) => {
        const record = c.interface?.[e.key];
        if (!state || !record) return;
        const field = `'releases ${rel.version}.changes[${j}].interface'`;
        const { before, problems: p } = undoChange(state, record);
        for (const x of p) problems.push(`${file}: ${field} ${x} of ${e.key}`);
        const breaks = breaksCallers(record, state);
        if (breaks.length && !c.breaking && rel !== introduced)
          problems.push(
            `${file}: ${field} ${breaks.join(', ')} of ${e.key}, which breaks callers; mark the change breaking: true (in an x.Y.0 release) with migration notes`,
          );
        state = before;
      });
      if (rel === introduced) state = null;
    }
    history.set(e.key, list);
  }
  return { history, problems };
}

function checkInterfaceHistory(entries: Entry[], releases: Release[], file: string): string[] {
  return interfaceHistory(entries, releases, file).problems;
}

/**
 * The interface of `key` in `repo` at `version`: undefined when the version was never released,
 * null when the entry did not exist yet at that version.
 */
export function interfaceAt(repo: Repo, key: string, version: string): InterfaceState | null | undefined {
  let history = historyCache.get(repo);
  if (!history) {
    history = interfaceHistory(repo.entries, repo.releases, repo.file).history;
    historyCache.set(repo, history);
  }
  return history.get(key)?.find((h) => h.version === version)?.state;
}
const historyCache = new WeakMap<Repo, InterfaceHistory>();

export interface Library {
  repos: Repo[];
  /** Every module and service, by `<repo>/<key>`. */
  entries: Map<string, Entry>;
}

/** Resolves a `related` reference made from `from` to an entry, or undefined. */
export function resolveRelated(lib: Library, from: Entry, ref: string): Entry | undefined {
  if (from.kind === 'service') {
    return lib.entries.get(`${serviceCatalogRepo}/${ref}`) ?? lib.entries.get(ref);
  }
  return (
    lib.entries.get(`${from.repo}/${ref}`) ?? lib.entries.get(ref) ?? lib.entries.get(`${serviceCatalogRepo}/${ref}`)
  );
}

/**
 * Cross-file checks: related entries exist, modules are introduced by a release, and a release names
 * only library versions that exist and were released before it (a service catalog release cannot use
 * a module release from the future).
 */
export function checkLibrary(lib: Library): string[] {
  const problems: string[] = [];
  const names = lib.repos.map((r) => r.repo);
  for (const repo of lib.repos) {
    for (const rel of repo.releases) {
      const texts: [string, string][] = rel.changes.map((c, j) => [`changes[${j}].text`, c.text]);
      if (rel.migration) texts.push(['migration', rel.migration]);
      for (const [field, text] of texts)
        for (const m of versionMentions(text, names)) {
          const target = lib.repos.find((r) => r.repo === m.repo)?.releases.find((r) => r.version === m.version);
          if (!target)
            problems.push(
              `${repo.file}: 'releases ${rel.version}.${field}' names ${m.repo} ${m.version}, which was never released`,
            );
          else if (target.date > rel.date)
            problems.push(
              `${repo.file}: 'releases ${rel.version}.${field}' names ${m.repo} ${m.version}, released ${target.date}, after this release (${rel.date}); name a version released before it`,
            );
        }
    }
    for (const e of repo.entries) {
      for (const r of e.related) {
        if (!resolveRelated(lib, e, r))
          problems.push(
            `${repo.file}: '${e.key}.related' names '${r}', which is no module or service (use an id of this file or <repo>/<id>)`,
          );
        else if (resolveRelated(lib, e, r) === e)
          problems.push(`${repo.file}: '${e.key}.related' names the entry itself`);
      }
      if (!repo.releases.some((rel) => rel.changes.some((c) => c.affects.includes(e.key))))
        problems.push(
          `${repo.file}: '${e.key}' is not named by any release change; add the release that introduced it`,
        );
    }
  }
  return problems;
}

/** The library of these repositories: each entry by `<repo>/<key>`. */
function libraryOf(repos: Repo[]): Library {
  const entries = new Map<string, Entry>();
  for (const repo of repos) for (const e of repo.entries) entries.set(`${repo.repo}/${e.key}`, e);
  return { repos, entries };
}

/** Reads and validates data/library/repos; throws LibraryDataError listing every problem. */
export function loadLibrary(dataDir: string, tagsFile: string): Library {
  const knownTags = new Set(Object.keys((parseYaml(readFileSync(tagsFile, 'utf8')) as Obj) ?? {}));
  const reposDir = path.join(dataDir, 'repos');
  const problems: string[] = [];
  const repos: Repo[] = [];
  for (const name of readdirSync(reposDir).sort()) {
    if (!name.endsWith('.yml')) {
      if (!name.startsWith('.'))
        problems.push(`${path.join(reposDir, name)}: only <repo>.yml files belong in data/library/repos`);
      continue;
    }
    const file = path.join(reposDir, name);
    let parsed: unknown;
    try {
      parsed = parseYaml(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${file}: is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = validateRepo(parsed, file, knownTags);
    problems.push(...result.problems);
    if (result.repo) repos.push(result.repo);
  }
  const lib = libraryOf(repos);
  problems.push(...checkLibrary(lib));
  if (problems.length) throw new LibraryDataError(problems);
  return lib;
}

export const latestRelease = (repo: Repo): Release => repo.releases[0];

/**
 * Deep-freezes what loadLibrary returns: the library is shared by every reader in the process. A
 * Map's values are frozen; `Object.freeze` does not stop `set` on the Map itself.
 */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of value instanceof Map ? value.values() : Object.values(value)) freeze(v);
  }
  return value;
}

interface SharedLibraries {
  byDir: Map<string, { signature: string; lib: Library }>;
}
/**
 * On globalThis, not in this module: the sidebars are loaded through their own module instance
 * (jiti), and the config, the sidebars and the library plugin each read the library. At 10,000
 * pages parsing the YAML three times took ~4.9 s of every build, ~1.6 s each.
 */
const shared: SharedLibraries = ((globalThis as { [key: symbol]: unknown })[Symbol.for('cairn.library')] ??= {
  byDir: new Map(),
}) as SharedLibraries;

/**
 * `loadLibrary` through a cache kept between builds (`cacheFile`, see cache.ts). The key is the
 * folder and every file's path and content, so an edit, a new file or a removed one reads the YAML
 * again, and the cache's version changes with the code. A library with problems is never kept (loadLibrary
 * throws), nor one that JSON does not give back as it was (a YAML value such as .nan): what comes
 * from the cache is what loadLibrary returns.
 */
function loadLibraryCached(dataDir: string, tagsFile: string, files: readonly string[], cacheFile: string): Library {
  const cache = openLibraryCache(cacheFile);
  // The folder too: the library names its files (problems, the twins' sources) by full path.
  const parts = [path.resolve(dataDir), ...files.flatMap((file) => [file, readFileSync(file, 'utf8')])];
  const kept = cache.get<Repo[]>(parts);
  if (kept) return libraryOf(kept);
  const lib = loadLibrary(dataDir, tagsFile);
  if (isDeepStrictEqual(JSON.parse(JSON.stringify(lib.repos, withoutPositions)), lib.repos)) {
    cache.set(parts, lib.repos);
    cache.save();
  }
  return lib;
}

/**
 * The library of `dataDir`, read once per process and again when a file changed (the dev server
 * keeps the config loaded while writers edit the data). Validation errors are thrown on each call
 * until fixed. The library is frozen: readers share it. With `cacheFile` (libraryCacheFile in
 * cache.ts), a process whose files are those of an earlier build takes that build's library.
 */
export function readLibrary(dataDir: string, tagsFile: string, cacheFile?: string): Library {
  const reposDir = path.join(dataDir, 'repos');
  const files = [tagsFile, ...readdirSync(reposDir).map((f) => path.join(reposDir, f))];
  const signature = files
    .map((f) => {
      const stat = statSync(f);
      return `${f}:${stat.mtimeMs}:${stat.size}`;
    })
    .join('|');
  const key = `${path.resolve(dataDir)}\0${path.resolve(tagsFile)}`;
  const cached = shared.byDir.get(key);
  if (cached?.signature === signature) return cached.lib;
  const lib = freeze(
    cacheFile ? loadLibraryCached(dataDir, tagsFile, files, cacheFile) : loadLibrary(dataDir, tagsFile),
  );
  shared.byDir.set(key, { signature, lib });
  return lib;
}

/** A getter for readLibrary's library: what the config gives the remark and front-matter hooks. */
export function libraryReader(dataDir: string, tagsFile: string, cacheFile?: string): () => Library {
  return () => readLibrary(dataDir, tagsFile, cacheFile);
}
