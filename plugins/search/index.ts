/**
 * Site search (issue 4). Two modes behind one interface (the DocSearch modal and the /search page):
 * - hosted: Algolia DocSearch with the configured app id, public key and index names;
 * - local: an index embedded in the site. After the production build, every page's rendered HTML
 *   is read like the hosted crawler reads it (./extract.ts) and written as a chunked Pagefind index
 *   to /search-index/, which src/search/local-client.ts queries on first use and answers in
 *   Algolia's response shape. `docusaurus start` gets an index built from the markdown sources.
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
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { extractRecords, type SearchRecord } from './extract';
import { recordsFromMarkdown } from './dev-records';

export type SearchMode = 'local' | 'hosted';

export interface SearchPluginOptions {
  mode: SearchMode;
  /** Folder of the local index inside the build output (and its URL path). */
  bundleDir: string;
  /** Hosted settings that change the bundle (app id, index names): part of the bundler cache key. */
  cacheKey?: string;
}

/** Paths never indexed: the search page itself, tag listings, test fixtures, the 404 page. */
export const excludedFromSearch = [/^\/search\/?$/, /^\/tags(\/|$)/, /^\/__test__\//, /^\/404(\.html)?$/];

export const isIndexed = (routePath: string) => !excludedFromSearch.some((re) => re.test(routePath));

function htmlFileFor(outDir: string, routePath: string): string | null {
  const candidates = routePath.endsWith('/')
    ? [path.join(outDir, routePath, 'index.html')]
    : [path.join(outDir, `${routePath}.html`), path.join(outDir, routePath, 'index.html')];
  return candidates.find((f) => existsSync(f)) ?? null;
}

/**
 * Writes a Pagefind index of the records to `outputPath`, in a child process (see write-index.mjs)
 * so that the dev server keeps serving while Pagefind runs.
 */
export function writeIndex(
  records: SearchRecord[],
  outputPath: string,
  tmpDir: string,
): Promise<{ records: number; bytes: number }> {
  mkdirSync(tmpDir, { recursive: true });
  const recordsFile = path.join(tmpDir, 'search-records.json');
  writeFileSync(recordsFile, JSON.stringify(records));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'write-index.mjs'), recordsFile, outputPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ records: records.length, bytes: dirSize(outputPath) })
        : reject(new Error(`search: writing the Pagefind index failed:\n${output}`)),
    );
  });
}

/** A dependency's installed version (Pagefind's package exports no package.json to resolve). */
function packageVersion(name: string): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error(`search: ${name} is not installed`);
  }
}

/**
 * What an index is a pure function of: the records, Pagefind's version and the writer script.
 * Two builds with the same key write the same index.
 */
export function indexKey(records: SearchRecord[]): string {
  return createHash('sha256')
    .update(packageVersion('pagefind'))
    .update(readFileSync(path.join(__dirname, 'write-index.mjs')))
    .update(JSON.stringify(records))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Recreates `from` at `to` with hard links (7,000 files in 0.2 s instead of 1.4 s for a copy),
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

/**
 * writeIndex with a cache for rebuilds: a build whose records are unchanged copies the index the
 * previous build wrote instead of running Pagefind again (~7 s of a warm build). The cache holds
 * one index, under `cacheDir/<key>`, written to a temporary folder first so an interrupted build
 * never leaves half an index to reuse.
 */
export async function writeIndexCached(
  records: SearchRecord[],
  outputPath: string,
  tmpDir: string,
  cacheDir: string,
): Promise<{ records: number; bytes: number; reused: boolean }> {
  const key = indexKey(records);
  const cached = path.join(cacheDir, key);
  if (existsSync(path.join(cached, 'pagefind-entry.json'))) {
    rmSync(outputPath, { recursive: true, force: true });
    linkTree(cached, outputPath);
    return { records: records.length, bytes: dirSize(outputPath), reused: true };
  }
  const written = await writeIndex(records, outputPath, tmpDir);
  rmSync(cacheDir, { recursive: true, force: true });
  const partial = path.join(cacheDir, `${key}.partial`);
  cpSync(outputPath, partial, { recursive: true });
  renameSync(partial, cached);
  return { ...written, reused: false };
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
      mkdirSync(devIndexDir, { recursive: true });
      if (!devIndexWritten) {
        const { records: n } = await writeIndex(records, devIndexDir, context.generatedFilesDir);
        devIndexWritten = true;
        console.log(`[search] development index: ${n} records from the markdown sources`);
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
          await writeIndex(batch, devIndexDir, context.generatedFilesDir).catch((e: unknown) =>
            console.error(e instanceof Error ? e.message : e),
          );
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
      for (const routePath of [...new Set(routesPaths)].sort()) {
        if (!isIndexed(routePath)) continue;
        const file = htmlFileFor(outDir, routePath);
        if (!file) continue;
        const pageRecords = extractRecords(readFileSync(file, 'utf8'), routePath);
        if (pageRecords.length) pages += 1;
        records.push(...pageRecords);
      }
      const extracted = Date.now();
      const { bytes, reused } = await writeIndexCached(
        records,
        path.join(outDir, bundleDir),
        context.generatedFilesDir,
        indexCacheDir,
      );
      console.log(
        `[search] local index: ${pages} pages, ${records.length} records, ${(bytes / 1024 / 1024).toFixed(1)} MiB on disk, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s (reading the pages ${((extracted - started) / 1000).toFixed(1)} s, ` +
          `${reused ? 'index unchanged, copied from the last build' : 'Pagefind'} ${((Date.now() - extracted) / 1000).toFixed(1)} s)`,
      );
    },
  };
}
