/**
 * The upgrade planner's logic, pure so it is unit-tested outside the browser: reading the URL into a
 * valid selection (with a message for every value it could not use), and turning one repository's
 * release history (plugins/library/upgrade-data.ts) into a plan from one version to another.
 */
import type {
  ChangeKind,
  UpgradeChange,
  UpgradeEntry,
  UpgradeIndex,
  UpgradeIndexRepo,
  UpgradeInterfaceChange,
  UpgradeRelease,
  UpgradeRepoData,
} from '../../../plugins/library/upgrade-data';
import { toolNames, tools, type Tool } from '../../../plugins/library/tools';

/** The URL's parameters as given ('' when absent). */
export interface PlanQuery {
  repo: string;
  module: string;
  from: string;
  to: string;
}

export interface Notice {
  field: keyof PlanQuery;
  /** `error`: a value of the URL could not be used; `info`: a default the reader may want to change. */
  level: 'error' | 'info';
  text: string;
}

/** Longer values are cut: no repository, module key or version comes close. */
const maxParamLength = 120;

export function readQuery(search: string): PlanQuery {
  const params = new URLSearchParams(search);
  const get = (k: keyof PlanQuery) => (params.get(k) ?? '').trim().slice(0, maxParamLength);
  return { repo: get('repo'), module: get('module'), from: get('from'), to: get('to') };
}

/** The query string of a selection, in the order repo, module, from, to; empty values left out. */
export function queryString(q: Partial<PlanQuery>): string {
  const params = new URLSearchParams();
  for (const k of ['repo', 'module', 'from', 'to'] as const) if (q[k]) params.set(k, q[k]);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Shows a value from the URL in a message: quoted, and short. */
const quote = (v: string) => `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;

export interface RepoChoice {
  repo: UpgradeIndexRepo | null;
  module: string | null;
  notices: Notice[];
}

/**
 * The repository and module of the URL, checked against the index (before the repository's data is
 * loaded). A module alone names its repository when only one has it; `vpc` stands for `terraform-aws-vpc`.
 */
export function resolveRepo(query: PlanQuery, index: UpgradeIndex): RepoChoice {
  const notices: Notice[] = [];
  const byName = (name: string) =>
    index.repos.find((r) => r.repo === name) ?? index.repos.find((r) => r.repo === `terraform-aws-${name}`);
  let repo: UpgradeIndexRepo | null = null;
  if (query.repo) {
    repo = byName(query.repo) ?? null;
    if (!repo)
      notices.push({
        field: 'repo',
        level: 'error',
        text: `There is no repository ${quote(query.repo)} in the library. Choose one from the list.`,
      });
  }
  if (!query.module) return { repo, module: null, notices };
  if (repo) {
    if (repo.entries.includes(query.module)) return { repo, module: query.module, notices };
    notices.push({
      field: 'module',
      level: 'error',
      text: `${repo.repo} has no module or service ${quote(query.module)}, so the plan covers the whole repository.`,
    });
    return { repo, module: null, notices };
  }
  const holders = index.repos.filter((r) => r.entries.includes(query.module));
  if (holders.length === 1 && !query.repo) return { repo: holders[0], module: query.module, notices };
  if (holders.length > 1)
    notices.push({
      field: 'module',
      level: 'error',
      text: `${quote(query.module)} is in ${holders.map((r) => r.repo).join(' and ')}: choose the repository.`,
    });
  else if (holders.length === 0)
    notices.push({
      field: 'module',
      level: 'error',
      text: `No repository has a module or service ${quote(query.module)}.`,
    });
  return { repo: null, module: null, notices };
}

/** `0.18.3` and `v0.18.3` are the same version; anything else that is not vX.Y.Z is not a version. */
export function normalizeVersion(raw: string): string | null {
  const v = /^\d/.test(raw) ? `v${raw}` : raw;
  return /^v\d+\.\d+\.\d+$/.test(v) ? v : null;
}

export interface VersionChoice {
  from: string;
  to: string;
  notices: Notice[];
}

/**
 * The versions of the URL, checked against the repository's releases. 'to' defaults to the latest
 * release and 'from' to the release before 'to'; a 'from' newer than 'to' is swapped with it.
 */
export function resolveVersions(query: PlanQuery, data: UpgradeRepoData): VersionChoice {
  const notices: Notice[] = [];
  const versions = data.releases.map((r) => r.version);
  const latest = versions[0];
  const check = (field: 'from' | 'to'): string | null => {
    const raw = query[field];
    if (!raw) return null;
    const v = normalizeVersion(raw);
    if (v && versions.includes(v)) return v;
    const what = v ? `${data.repo} has no release ${v}` : `${quote(raw)} is not a version (write it like ${latest})`;
    notices.push({ field, level: 'error', text: what });
    return null;
  };
  const givenTo = check('to');
  const givenFrom = check('from');
  let to = givenTo ?? latest;
  const before = (v: string) => versions[Math.min(versions.indexOf(v) + 1, versions.length - 1)];
  let from = givenFrom ?? before(to);
  const fixed = (field: 'from' | 'to', text: string) => {
    const n = notices.find((x) => x.field === field);
    if (n) n.text += `; ${text}`;
  };
  fixed('to', `the plan goes to the latest release, ${to}.`);
  if (!givenFrom && query.from) fixed('from', `the plan starts from ${from}, the release before ${to}.`);
  else if (!query.from)
    notices.push({
      field: 'from',
      level: 'info',
      text: `Choose the version you run now: until then, the plan starts from ${from}, the release before ${to}.`,
    });
  if (versions.indexOf(from) < versions.indexOf(to)) {
    notices.push({
      field: 'from',
      level: 'error',
      text: `'From' (${from}) is newer than 'to' (${to}): they are swapped, so the plan goes from ${to} to ${from}.`,
    });
    [from, to] = [to, from];
  }
  return { from, to, notices };
}

/** The groups of changes that are not breaking, in the order the plan shows them. */
export const changeKinds: { kind: ChangeKind; label: string }[] = [
  { kind: 'feature', label: 'New features' },
  { kind: 'fix', label: 'Fixes' },
  { kind: 'repository', label: 'Whole repository' },
  { kind: 'other', label: 'Other changes' },
];

export interface PlanChange {
  release: UpgradeRelease;
  change: UpgradeChange;
}

export interface BreakingStep {
  release: UpgradeRelease;
  /** Its breaking changes the plan shows. */
  changes: UpgradeChange[];
}

export interface ToolStep {
  tool: Tool;
  name: string;
  /** The minimum at 'from' (null: none recorded yet) and at 'to'. */
  before: string | null;
  after: string;
  /** The releases in the range that raise it, oldest first. */
  raisedIn: { release: UpgradeRelease; version: string }[];
}

export type InterfaceStepKind =
  | 'input-removed'
  | 'input-renamed'
  | 'input-now-required'
  | 'input-added-required'
  | 'output-removed'
  | 'input-added'
  | 'input-now-optional'
  | 'output-added';

export interface InterfaceStep {
  kind: InterfaceStepKind;
  name: string;
  /** The new name of a renamed input. */
  to?: string;
  /** The releases that made the change, oldest first. */
  versions: string[];
  /** Whether a caller must change its code (otherwise the step is for information). */
  action: boolean;
}

export interface InterfaceDiff {
  entry: UpgradeEntry;
  /** `new`: the entry appeared within the range, so no existing call needs changing. */
  status: 'existing' | 'new';
  steps: InterfaceStep[];
}

export interface Plan {
  repo: string;
  title: string;
  module: UpgradeEntry | null;
  from: string;
  to: string;
  /** Releases after 'from' up to 'to', oldest first. */
  releases: UpgradeRelease[];
  /** Releases in the range with a breaking change, and those of them that concern the module. */
  breakingCount: number;
  breakingForModule: number;
  /** Modules or services changed in the range, by label. */
  affected: UpgradeEntry[];
  /** Where the chosen module is at the ends of the range. */
  moduleStatus: 'existing' | 'new' | 'not-yet' | null;
  tools: ToolStep[];
  /** Tool versions the range adds support for. */
  supports: { tool: Tool; name: string; version: string; release: UpgradeRelease }[];
  breaking: BreakingStep[];
  interfaces: InterfaceDiff[];
  groups: { kind: ChangeKind; label: string; changes: PlanChange[] }[];
  /** Changes left out because they concern other modules (shown with `showAll`). */
  hidden: number;
}

export interface Selection {
  module: string | null;
  from: string;
  to: string;
}

const order: InterfaceStepKind[] = [
  'input-removed',
  'input-renamed',
  'input-now-required',
  'input-added-required',
  'output-removed',
  'input-added',
  'input-now-optional',
  'output-added',
];

/** An input followed through the range: its name at 'from' (null: added) and now (null: removed). */
interface TrackedInput {
  origin: string | null;
  current: string | null;
  /** Added inputs: required now. Others: the net change of required-ness. */
  required: boolean;
  requiredness: 'required' | 'optional' | null;
  versions: string[];
}

/**
 * What the interface records of the range do to one entry, replayed oldest first: a rename of a
 * rename is one rename, an input added and removed again is no change, and so on.
 */
export function interfaceDiff(entry: UpgradeEntry, releases: UpgradeRelease[]): InterfaceStep[] {
  const inputs: TrackedInput[] = [];
  const outputs = new Map<string, { added: boolean; present: boolean; versions: string[] }>();
  const touch = <T extends { versions: string[] }>(t: T, v: string) => {
    if (!t.versions.includes(v)) t.versions.push(v);
    return t;
  };
  const existing = (name: string, v: string): TrackedInput => {
    let t = inputs.find((i) => i.current === name);
    if (!t) {
      t = { origin: name, current: name, required: false, requiredness: null, versions: [] };
      inputs.push(t);
    }
    return touch(t, v);
  };
  for (const release of releases) {
    const v = release.version;
    for (const change of release.changes) {
      const r: UpgradeInterfaceChange | undefined = change.interface?.[entry.key];
      if (!r) continue;
      for (const { from, to } of r.inputsRenamed ?? []) existing(from, v).current = to;
      // An input added within the range and removed again ends with neither name: no step.
      for (const name of r.inputsRemoved ?? []) existing(name, v).current = null;
      for (const name of r.inputsAdded ?? []) {
        const required = (r.inputsAddedRequired ?? []).includes(name);
        const back = inputs.find((i) => i.current === null && i.origin === name);
        if (back) {
          // Removed and added again within the range: a caller keeps the argument.
          touch(back, v).current = name;
          if (required) back.requiredness = 'required';
        } else inputs.push({ origin: null, current: name, required, requiredness: null, versions: [v] });
      }
      for (const [names, now] of [
        [r.inputsNowRequired ?? [], 'required'],
        [r.inputsNowOptional ?? [], 'optional'],
      ] as const)
        for (const name of names) {
          const t = existing(name, v);
          if (t.origin === null) t.required = now === 'required';
          else t.requiredness = t.requiredness && t.requiredness !== now ? null : now;
        }
      for (const [names, added] of [
        [r.outputsAdded ?? [], true],
        [r.outputsRemoved ?? [], false],
      ] as const)
        for (const name of names) {
          const o = outputs.get(name);
          if (!o) outputs.set(name, { added, present: added, versions: [v] });
          else touch(o, v).present = added;
        }
    }
  }
  const steps: InterfaceStep[] = [];
  const step = (kind: InterfaceStepKind, name: string, versions: string[], to?: string) =>
    steps.push({
      kind,
      name,
      ...(to ? { to } : {}),
      versions,
      action: order.indexOf(kind) < order.indexOf('input-added'),
    });
  for (const t of inputs) {
    if (t.origin === null) {
      if (t.current) step(t.required ? 'input-added-required' : 'input-added', t.current, t.versions);
      continue;
    }
    if (t.current === null) {
      step('input-removed', t.origin, t.versions);
      continue;
    }
    if (t.current !== t.origin) step('input-renamed', t.origin, t.versions, t.current);
    if (t.requiredness === 'required') step('input-now-required', t.current, t.versions);
    if (t.requiredness === 'optional') step('input-now-optional', t.current, t.versions);
  }
  for (const [name, o] of outputs) {
    // An output added then removed (or removed then added back) within the range changes nothing.
    if (o.added && o.present) step('output-added', name, o.versions);
    if (!o.added && !o.present) step('output-removed', name, o.versions);
  }
  return steps.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.name.localeCompare(b.name));
}

/** The minimum version of `tool` at `version` (releases newest first); null when none was recorded. */
function minimumAt(releases: UpgradeRelease[], index: number, tool: Tool): string | null {
  for (let i = index; i < releases.length; i++) {
    const v = releases[i].requires?.[tool];
    if (v) return v;
  }
  return null;
}

/** The plan from `from` to `to` (both released versions; `from` not newer than `to`). */
export function buildPlan(data: UpgradeRepoData, sel: Selection, opts: { showAll: boolean }): Plan {
  const at = (v: string) => data.releases.findIndex((r) => r.version === v);
  const iFrom = at(sel.from);
  const iTo = at(sel.to);
  if (iFrom < 0 || iTo < 0 || iFrom < iTo) throw new Error(`buildPlan: ${sel.from} -> ${sel.to} is not a valid range`);
  const releases = data.releases.slice(iTo, iFrom).reverse();
  const module = sel.module ? (data.entries.find((e) => e.key === sel.module) ?? null) : null;
  const concerns = (c: UpgradeChange) => !module || c.affects.length === 0 || c.affects.includes(module.key);
  const shown = (c: UpgradeChange) => opts.showAll || concerns(c);
  let hidden = 0;

  const breakingReleases = releases.filter((r) => r.changes.some((c) => c.breaking));
  // A raised tool minimum concerns every module, whatever the changes name.
  const breakingConcerns = (r: UpgradeRelease) =>
    Boolean(r.requires) || r.changes.some((c) => c.breaking && concerns(c));
  const breaking: BreakingStep[] = [];
  for (const release of breakingReleases) {
    const all = release.changes.filter((c) => c.breaking);
    const changes = all.filter(shown);
    hidden += all.length - changes.length;
    if (opts.showAll || breakingConcerns(release)) breaking.push({ release, changes });
  }

  const groups = changeKinds.map(({ kind, label }) => ({ kind, label, changes: [] as PlanChange[] }));
  for (const release of releases)
    for (const change of release.changes) {
      if (change.breaking) continue;
      if (!shown(change)) {
        hidden++;
        continue;
      }
      groups.find((g) => g.kind === change.kind)?.changes.push({ release, change });
    }

  const affectedKeys = new Set(releases.flatMap((r) => r.changes.flatMap((c) => c.affects)));
  const affected = data.entries.filter((e) => affectedKeys.has(e.key)).sort((a, b) => a.label.localeCompare(b.label));

  const isNew = (e: UpgradeEntry) => at(e.introduced) < iFrom;
  const moduleStatus = !module ? null : at(module.introduced) < iTo ? 'not-yet' : isNew(module) ? 'new' : 'existing';
  const diffFor = (entry: UpgradeEntry): InterfaceDiff => ({
    entry,
    status: isNew(entry) ? 'new' : 'existing',
    steps: isNew(entry) ? [] : interfaceDiff(entry, releases),
  });
  const interfaces = module
    ? moduleStatus === 'not-yet'
      ? []
      : [diffFor(module)]
    : affected
        .filter((e) => releases.some((r) => r.changes.some((c) => c.interface?.[e.key])))
        .map(diffFor)
        .filter((d) => d.status === 'existing' && d.steps.length > 0);

  const toolSteps: ToolStep[] = [];
  const supports: Plan['supports'] = [];
  for (const tool of tools) {
    const raisedIn = releases.flatMap((release) => {
      const version = release.requires?.[tool];
      return version ? [{ release, version }] : [];
    });
    if (raisedIn.length)
      toolSteps.push({
        tool,
        name: toolNames[tool],
        before: minimumAt(data.releases, iFrom, tool),
        after: raisedIn[raisedIn.length - 1].version,
        raisedIn,
      });
    for (const release of releases) {
      const version = release.supports?.[tool];
      if (version) supports.push({ tool, name: toolNames[tool], version, release });
    }
  }
  supports.sort((a, b) => releases.indexOf(a.release) - releases.indexOf(b.release));

  return {
    repo: data.repo,
    title: data.title,
    module,
    from: sel.from,
    to: sel.to,
    releases,
    breakingCount: breakingReleases.length,
    breakingForModule: breakingReleases.filter(breakingConcerns).length,
    affected,
    moduleStatus,
    tools: toolSteps,
    supports,
    breaking,
    interfaces,
    groups: groups.filter((g) => g.changes.length > 0),
    hidden,
  };
}
