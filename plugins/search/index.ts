/**
 * Site search. Two modes behind one interface (the DocSearch modal and the /search page):
 * - hosted: Algolia DocSearch with the configured app id, public key and index names;
 * - local: an index embedded in the site. After the production build, every page's rendered HTML
 *   is read like the hosted crawler reads it (./extract.ts) and written as this project's own
 *   chunked index (./build-index.ts; format in src/search/index-format.ts): `search-index/entry.json`,
 *   revalidated on every load, names the folder `assets/search-index/<content hash>/` that holds
 *   the rest, cached for good like the other hashed assets. src/search/local-client.ts queries it on
 *   first use and answers in Algolia's response shape. `docusaurus start` gets an index built from
 *   the markdown sources.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createHash } from 'node:crypto';
import { extractRecords, type SearchRecord } from './extract';
import { recordsFromMarkdown } from './dev-records';
import { buildIndex, type BuildOptions, type BuiltIndex } from './build-index';
import type { IndexEntry } from '../../src/search/index-format';

export type SearchMode = 'local' | 'hosted';

export interface SearchPluginOptions {
  mode: SearchMode;
  /** Folder of the local index's entry inside the build output (and its URL path). */
  bundleDir: string;
  /** Hosted settings that change the bundle (app id, index names): part of the bundler cache key. */
  cacheKey?: string;
}

/** Paths never indexed: the search page itself, tag listings, test fixtures, the 404 page. */
export const excludedFromSearch = [/^\/search\/?$/, /^\/tags(\/|$)/, /^\/__test__\//, /^\/404(\.html)?$/];

export const isIndexed = (routePath: string) => !excludedFromSearch.some((re) => re.test(routePath));

/** The knowledge base mirrors community questions: their titles rank like the docs' section headings. */
export const isCommunityPage = (url: string) => url.startsWith('/discussions/knowledge-base');

/**
 * Tie-break between pages that match a query equally well, lower first: the docs, the site's other
 * pages, the monthly release notes, the knowledge base.
 */
export function pageWeight(url: string, tags: readonly string[]): number {
  if (isCommunityPage(url)) return 3;
  if (url.startsWith('/guides/stay-up-to-date/releases')) return 2;
  return tags.some((t) => t.startsWith('docs-')) ? 0 : 1;
}

/** How this site's pages rank against each other (see build-index.ts). */
export const siteIndexOptions: BuildOptions = { pageWeight, isCommunityPage };

function htmlFileFor(outDir: string, routePath: string): string | null {
  const candidates = routePath.endsWith('/')
    ? [path.join(outDir, routePath, 'index.html')]
    : [path.join(outDir, `${routePath}.html`), path.join(outDir, routePath, 'index.html')];
  return candidates.find((f) => existsSync(f)) ?? null;
}

/**
 * What an index is a pure function of: the records and the code that writes and reads it. Two
 * builds with the same key write the same index.
 */
export function indexKey(records: readonly SearchRecord[]): string {
  const hash = createHash('sha256');
  for (const file of [
    'build-index.ts',
    '../../src/search/index-format.ts',
    '../../src/search/engine.ts',
    '../../src/search/tokenize.ts',
    '../../src/search/fuzzy.ts',
  ])
    hash.update(readFileSync(path.join(__dirname, file)));
  return hash.update(JSON.stringify(records)).digest('hex').slice(0, 32);
}

/**
 * Recreates `from` at `to` with hard links (a thousand files in a fraction of the time of a copy),
 * copying where a link cannot be made (another file system). Nothing writes into the index after
 * the build, and deleting build/ only unlinks, so the cached files stay intact.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

export interface WrittenIndex {
  id: string;
  files: number;
  bytes: number;
  stats: BuiltIndex['stats'];
  /** Whether the index came from the cache (same records as the last build). */
  reused: boolean;
}

/**
 * Writes the index of `records`: the entry into `entryDir`, the files into `filesDir/<id>/` (other
 * indexes there are removed). `filesUrl` is the files' folder as a URL relative to the entry. With
 * `cacheDir`, a build whose records are unchanged links the index the last build wrote instead of
 * writing it again; the cache holds that one index, written to a temporary folder first so an
 * interrupted build never leaves half an index to reuse.
 */
export async function writeIndex(
  records: SearchRecord[],
  entryDir: string,
  filesDir: string,
  filesUrl: string,
  cacheDir?: string,
): Promise<WrittenIndex> {
  const key = cacheDir ? indexKey(records) : null;
  const cached = cacheDir && key ? path.join(cacheDir, key) : null;
  rmSync(filesDir, { recursive: true, force: true });
  let summary: Omit<WrittenIndex, 'reused' | 'bytes'> & { entry: Omit<IndexEntry, 'base'> };
  let reused = false;
  if (cached && existsSync(path.join(cached, 'index.json'))) {
    summary = JSON.parse(readFileSync(path.join(cached, 'index.json'), 'utf8')) as typeof summary;
    linkTree(path.join(cached, 'files'), path.join(filesDir, summary.id));
    reused = true;
  } else {
    const built = await buildIndex(records, siteIndexOptions);
    const folder = path.join(filesDir, built.id);
    for (const [name, text] of built.files) {
      const file = path.join(folder, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    summary = { id: built.id, files: built.files.size, stats: built.stats, entry: built.entry };
    if (cacheDir && cached) {
      rmSync(cacheDir, { recursive: true, force: true });
      const partial = `${cached}.partial`;
      cpSync(folder, path.join(partial, 'files'), { recursive: true });
      writeFileSync(path.join(partial, 'index.json'), JSON.stringify(summary));
      renameSync(partial, cached);
    }
  }
  const entry = JSON.stringify({ ...summary.entry, base: `${filesUrl}${summary.id}/` });
  mkdirSync(entryDir, { recursive: true });
  writeFileSync(path.join(entryDir, 'entry.json'), entry);
  const bytes = dirSize(path.join(filesDir, summary.id)) + entry.length;
  return { id: summary.id, files: summary.files, stats: summary.stats, bytes, reused };
}

export function dirSize(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    const s = statSync(p);
    total += s.isDirectory() ? dirSize(p) : s.size;
  }
  return total;
}

export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  const opts = options as Partial<SearchPluginOptions>;
  if (opts?.mode !== 'local' && opts?.mode !== 'hosted')
    throw new Error("search plugin: option mode must be 'local' or 'hosted'");
  const mode = opts.mode;
  const bundleDir = opts.bundleDir ?? 'search-index';
  const devIndexDir = path.join(context.generatedFilesDir, 'search-dev-index');
  // Beside the bundler's persistent cache, so clearing one (as `npm run bench` does) clears both.
  const indexCacheDir = path.join(context.siteDir, 'node_modules/.cache/cairn-search-index');
  const isDev = process.env.NODE_ENV === 'development';
  const fixesLoader = path.join(__dirname, 'docsearch-fixes.cjs');
  mkdirSync(context.generatedFilesDir, { recursive: true });
  const modeKey = `search-${mode}${opts.cacheKey ? `-${createHash('sha256').update(opts.cacheKey).digest('hex').slice(0, 12)}` : ''}`;

  let devIndexWritten = false;
  let devRefreshRunning = false;
  let nextDevRecords: SearchRecord[] | null = null;

  return {
    name: 'search',

    async allContentLoaded({ allContent }) {
      if (mode !== 'local' || !isDev) return;
      // docusaurus start: no production HTML exists, so index the markdown sources of the docs.
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        { loadedVersions?: { docs: { permalink: string; title: string; source: string }[] }[] } | undefined;
      const records: SearchRecord[] = [];
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) {
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          if (!existsSync(file)) continue;
          records.push(...recordsFromMarkdown(readFileSync(file, 'utf8'), doc.permalink, doc.title));
        }
      }
      // The dev server serves this folder at /<bundleDir>/: the entry and, below it, the files.
      const writeDevIndex = (batch: SearchRecord[]) =>
        writeIndex(batch, devIndexDir, path.join(devIndexDir, 'files'), './files/');
      if (!devIndexWritten) {
        const { stats } = await writeDevIndex(records);
        devIndexWritten = true;
        console.log(`[search] development index: ${stats.records} records from the markdown sources`);
        return;
      }
      // After an edit: refresh the index in the background, so the edited page reloads at once
      // (one refresh at a time; the newest records win).
      nextDevRecords = records;
      if (devRefreshRunning) return;
      devRefreshRunning = true;
      void (async () => {
        while (nextDevRecords) {
          const batch = nextDevRecords;
          nextDevRecords = null;
          await writeDevIndex(batch).catch((e: unknown) => console.error(e instanceof Error ? e.message : e));
        }
        devRefreshRunning = false;
      })();
    },

    configureWebpack(config) {
      // The bundle differs by mode (hosted builds carry the credentials): the search mode and hosted
      // settings are part of the persistent cache's version, so neither mode reuses the other's cache.
      const cache = (config as { experiments?: { cache?: unknown } }).experiments?.cache;
      const version =
        cache && typeof cache === 'object' && 'version' in cache
          ? String((cache as { version: unknown }).version)
          : null;
      return {
        experiments: {
          cache: { ...(version ? { version: `${version}-${modeKey}` } : {}), buildDependencies: [fixesLoader] },
        },
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{ loader: fixesLoader }],
            },
          ],
        },
        ...(mode === 'local' && isDev
          ? { devServer: { static: [{ directory: devIndexDir, publicPath: `/${bundleDir}/`, watch: false }] } }
          : {}),
      } as object;
    },

    async postBuild({ outDir, routesPaths }) {
      if (mode !== 'local') return;
      const started = Date.now();
      const records: SearchRecord[] = [];
      let pages = 0;
      for (const routePath of Array.from(new Set(routesPaths)).sort()) {
        if (!isIndexed(routePath)) continue;
        const file = htmlFileFor(outDir, routePath);
        if (!file) continue;
        const pageRecords = extractRecords(readFileSync(file, 'utf8'), routePath);
        if (pageRecords.length) pages += 1;
        records.push(...pageRecords);
      }
      const extracted = Date.now();
      // The files are hashed assets (cached for good); the entry names them and is revalidated.
      const { bytes, stats, files, reused } = await writeIndex(
        records,
        path.join(outDir, bundleDir),
        path.join(outDir, 'assets', bundleDir),
        `../assets/${bundleDir}/`,
        indexCacheDir,
      );
      console.log(
        `[search] local index: ${pages} pages, ${stats.records} records, ${stats.terms} terms, ${files} files, ` +
          `${(bytes / 1024 / 1024).toFixed(1)} MiB, ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(reading the pages ${((extracted - started) / 1000).toFixed(1)} s, ` +
          `${reused ? 'index unchanged, linked from the last build' : 'writing the index'} ${((Date.now() - extracted) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
