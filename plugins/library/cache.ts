/**
 * What the library plugin keeps between builds, under node_modules/.cache/cairn-library (cleared
 * with the bundler's cache): the validated library (`readLibrary` in schema.ts), the change texts
 * rendered to HTML trees (render.ts) and the feeds' plain texts (the plugin's postBuild). At 10,000
 * pages each site load parsed and checked the YAML (~2.9 s) and rendered the release months (~2 s),
 * and a large site is loaded twice per build (scripts/build.ts); the feeds took ~3.5 s more.
 *
 * Each file is a TwinCache (plugins/llms/cache.ts): an entry's key is a hash of its inputs, and the
 * file's version a hash of the code the results come from (this plugin, common/ for links, code
 * tokens and plain text, and the installed packages), so a code change starts each cache afresh.
 */
import path from 'node:path';
import { filesVersion, sourceFiles, TwinCache } from '../llms/cache';

const root = path.resolve(__dirname, '../..');

let version: string | undefined;

/** The code version of every library cache (computed once per process: code changes restart it). */
export function libraryCacheVersion(): string {
  version ??= filesVersion([
    ...sourceFiles(__dirname),
    ...sourceFiles(path.join(root, 'common')),
    path.join(root, 'package-lock.json'),
  ]);
  return version;
}

export type LibraryCacheName = 'library' | 'render' | 'feed';

/** Where a site keeps one of the library caches. */
export const libraryCacheFile = (siteDir: string, name: LibraryCacheName): string =>
  path.join(siteDir, 'node_modules/.cache/cairn-library', `${name}.json`);

/**
 * One of the caches, as the last build left it. Each user opens its own file: `save` writes only
 * the entries used since it was opened, so two users of one file would drop each other's.
 */
export const openLibraryCache = (file: string): TwinCache => new TwinCache(file, libraryCacheVersion());
