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
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createHash } from 'node:crypto';
import type { SearchRecord } from './extract';
import { runInWorker } from '../../common/worker/run';
import { writeIndex, type SiteIndexJob, type SiteIndexResult } from './site-index';
import { recordsFromMarkdown } from './dev-records';

export type SearchMode = 'local' | 'hosted';

export interface SearchPluginOptions {
  mode: SearchMode;
  /** Folder of the local index's entry inside the build output (and its URL path). */
  bundleDir: string;
  /** Hosted settings that change the bundle (app id, index names): part of the bundler cache key. */
  cacheKey?: string;
}

export {
  excludedFromSearch,
  isIndexed,
  isCommunityPage,
  pageWeight,
  siteIndexOptions,
  indexKey,
  writeIndex,
  dirSize,
  type WrittenIndex,
} from './site-index';

/**
 * Builds the local index in a worker thread: a heap of its own, and the other plugins' post-build
 * work (the Markdown twins) runs on the main thread meanwhile.
 */
const runIndexWorker = (job: SiteIndexJob): Promise<SiteIndexResult> =>
  runInWorker(path.join(__dirname, 'site-index.ts'), 'buildSiteIndex', job, '[search] building the local index');

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
      const job: SiteIndexJob = { outDir, routesPaths, bundleDir, cacheDir: indexCacheDir };
      const { pages, pagesFromCache, bytes, stats, files, reused, readingSeconds, indexingSeconds } =
        await runIndexWorker(job);
      console.log(
        `[search] local index: ${pages} pages (${pagesFromCache} unchanged, their records from the cache), ` +
          `${stats.records} records, ${stats.terms} terms, ${files} files, ` +
          // The worker's own time: its result may wait for the main thread, busy with other plugins.
          `${(bytes / 1024 / 1024).toFixed(1)} MiB, ${(readingSeconds + indexingSeconds).toFixed(1)} s ` +
          `(reading the pages ${readingSeconds.toFixed(1)} s, ` +
          `${reused ? 'index unchanged, linked from the last build' : 'writing the index'} ${indexingSeconds.toFixed(1)} s)`,
      );
    },
  };
}
