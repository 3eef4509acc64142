/**
 * The upgrade planner's data (/library/upgrade/): one JSON file per repository holding its whole
 * release history in the shape the planner reads in the browser, and a small index the page ships
 * with (repository names, their latest version and the address of their file). The files are build
 * assets named by a hash of their content, so a reader's browser fetches one only when they pick
 * that repository, and caches it for good.
 */
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root } from 'hast';
import type { InterfaceChange } from './interface';
import { releasePermalink } from './months';
import type { RenderMarkdown } from './render';
import { interfaceAt, serviceCatalogRepo, type Change, type Library, type Repo } from './schema';
import type { Tool } from './tools';

/** How the planner groups changes that are not breaking. */
export type ChangeKind = 'repository' | 'feature' | 'fix' | 'other';

/** An interface record as the planner reads it: the fields of InterfaceChange that are not empty. */
export type UpgradeInterfaceChange = Partial<InterfaceChange> & {
  /** The inputs of `inputsAdded` that were required when added (a caller must set them). */
  inputsAddedRequired?: string[];
};

export interface UpgradeChange {
  /** The change's inline markdown (for 'Copy as Markdown'). */
  md: string;
  /** The same, rendered to HTML at build time. */
  html: string;
  /** Entry keys; empty for a change to the whole repository. */
  affects: string[];
  breaking?: true;
  kind: ChangeKind;
  /** Entry key -> what the change did to that entry's inputs and outputs. */
  interface?: Record<string, UpgradeInterfaceChange>;
}

export interface UpgradeRelease {
  version: string;
  date: string;
  /** The release's heading on its month of the release notes. */
  notes: string;
  requires?: Partial<Record<Tool, string>>;
  supports?: Partial<Record<Tool, string>>;
  changes: UpgradeChange[];
  migration?: { md: string; html: string };
}

export interface UpgradeEntry {
  key: string;
  /** How the release notes name it: the module id, or the service's title. */
  label: string;
  kind: 'module' | 'service';
  permalink: string;
  /** The first release that names it. */
  introduced: string;
}

/** Everything the planner needs about one repository. */
export interface UpgradeRepoData {
  repo: string;
  title: string;
  entries: UpgradeEntry[];
  /** Newest first, as in the library data. */
  releases: UpgradeRelease[];
}

export interface UpgradeIndexRepo {
  repo: string;
  title: string;
  latest: string;
  /** The repository's data file, relative to the site's base URL. */
  data: string;
  /** Keys of its modules or services, so a URL naming only a module finds its repository. */
  entries: string[];
}

export interface UpgradeIndex {
  repos: UpgradeIndexRepo[];
}

export interface UpgradeFile {
  /** Path under the build directory. */
  name: string;
  json: string;
}

/** Folder of the data files in the build; hashed assets are cached as immutable by the servers. */
export const upgradeDataDir = 'assets/library-upgrade';

/**
 * The planner's grouping of a change. The data records no kind, so it is read from how the release
 * notes are written: a change to no particular module concerns the whole repository (tool versions,
 * testing), texts start with 'Fixed' for fixes and 'Added' or 'New' for features, and a change that
 * adds inputs or outputs is a feature whatever its wording.
 */
export function changeKind(change: Pick<Change, 'affects' | 'text' | 'interface'>): ChangeKind {
  if (change.affects.length === 0) return 'repository';
  if (/^Fix(es|ed)?\b/.test(change.text)) return 'fix';
  const adds = Object.values(change.interface ?? {}).some((i) => i.inputsAdded.length + i.outputsAdded.length > 0);
  if (adds || /^(Added|Adds|New)\b/.test(change.text)) return 'feature';
  return 'other';
}

/** The interface record without its empty lists, and with which added inputs were required. */
function interfaceRecord(repo: Repo, key: string, version: string, record: InterfaceChange): UpgradeInterfaceChange {
  const out: UpgradeInterfaceChange = {};
  for (const [field, value] of Object.entries(record) as [keyof InterfaceChange, unknown[]][])
    if (value.length) (out as Record<string, unknown>)[field] = value;
  const after = interfaceAt(repo, key, version);
  const required = record.inputsAdded.filter((n) => after?.inputs.get(n) === true);
  if (required.length) out.inputsAddedRequired = required;
  return out;
}

/**
 * One repository's planner data. `renderMarkdown` renders a text of this repository's data file;
 * `toHtml` turns a rendered markdown tree into HTML.
 */
export function upgradeRepoData(
  repo: Repo,
  renderMarkdown: (markdown: string) => Root,
  toHtml: (tree: Root | ElementContent[]) => string,
): UpgradeRepoData {
  const oldestFirst = [...repo.releases].reverse();
  const inline = (markdown: string) => {
    const tree = renderMarkdown(markdown);
    const only = tree.children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
    // One paragraph: its content alone, so the text sits inline in a list item.
    return only.length === 1 && only[0].type === 'element' && (only[0] as Element).tagName === 'p'
      ? toHtml((only[0] as Element).children)
      : toHtml(tree);
  };
  return {
    repo: repo.repo,
    title: repo.title,
    entries: repo.entries.map((e) => ({
      key: e.key,
      label: repo.repo === serviceCatalogRepo ? e.title : e.id,
      kind: e.kind,
      permalink: e.permalink,
      introduced: oldestFirst.find((r) => r.changes.some((c) => c.affects.includes(e.key)))?.version ?? '',
    })),
    releases: repo.releases.map((rel) => {
      return {
        version: rel.version,
        date: rel.date,
        notes: releasePermalink(repo.repo, rel),
        ...(Object.keys(rel.requires).length ? { requires: rel.requires } : {}),
        ...(Object.keys(rel.supports).length ? { supports: rel.supports } : {}),
        changes: rel.changes.map((c): UpgradeChange => {
          const records = Object.entries(c.interface ?? {});
          return {
            md: c.text,
            html: inline(c.text),
            affects: c.affects,
            ...(c.breaking ? { breaking: true as const } : {}),
            kind: changeKind(c),
            ...(records.length
              ? {
                  interface: Object.fromEntries(
                    records.map(([key, record]) => [key, interfaceRecord(repo, key, rel.version, record)]),
                  ),
                }
              : {}),
          };
        }),
        ...(rel.migration ? { migration: { md: rel.migration, html: toHtml(renderMarkdown(rel.migration)) } } : {}),
      };
    }),
  };
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The index and the data files of every repository; `dataFile(repo)` names its data file in warnings. */
export async function upgradeData(
  lib: Library,
  renderMarkdown: RenderMarkdown,
  dataFile: (repo: string) => string,
): Promise<{ index: UpgradeIndex; files: UpgradeFile[] }> {
  // ESM-only, like the markdown packages of ./render.ts.
  const { toHtml } = await import('hast-util-to-html');
  const files: UpgradeFile[] = [];
  const repos = lib.repos.map((repo): UpgradeIndexRepo => {
    const json = JSON.stringify(
      upgradeRepoData(
        repo,
        (markdown) => renderMarkdown(markdown, dataFile(repo.repo)),
        (tree) => toHtml(tree),
      ),
    );
    const name = `${upgradeDataDir}/${repo.repo}.${contentHash(json)}.json`;
    files.push({ name, json });
    return {
      repo: repo.repo,
      title: repo.title,
      latest: repo.releases[0].version,
      data: name,
      entries: repo.entries.map((e) => e.key),
    };
  });
  return { index: { repos }, files };
}

/** The parts of the bundler API (Rspack or webpack) the emitting plugin uses. */
interface AssetCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
    sources: { RawSource: new (source: string) => object };
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
          emitAsset(name: string, source: object): void;
        }) => void,
      ): void;
    };
  };
}

/**
 * Emits the data files as assets of the client build: `docusaurus build` writes them with the
 * rest of build/assets, and the dev server serves them. `files` is read at each compilation because
 * the dev server keeps its bundler configuration while the plugin reloads changed data.
 */
export class EmitUpgradeDataPlugin {
  constructor(private readonly files: () => UpgradeFile[]) {}

  apply(compiler: AssetCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    const name = 'cairn-library-upgrade-data';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of this.files()) compilation.emitAsset(file.name, new sources.RawSource(file.json));
      });
    });
  }
}
