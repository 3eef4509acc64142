/**
 * The local index of the production build, without Docusaurus: which pages are indexed and how
 * they rank, reading the built pages into records (each page's records kept in a cache by the
 * page's content, so a rebuild parses only the pages that changed), and writing the index (linked
 * from the cache when the records are unchanged). The plugin runs `buildSiteIndex` in a worker
 * thread (common/worker): it has a heap of its own and runs beside the other plugins' post-build
 * work instead of after it.
 */
import {
  copyFileSync,
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
import { createHash } from 'node:crypto';
import { extractRecords, type SearchRecord } from './extract';
import { buildIndex, pageTermsOf, type BuildOptions, type BuiltIndex, type PageTerms } from './build-index';
import type { IndexEntry } from '../../src/search/index-format';

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
  knownPageTerms?: BuildOptions['knownPageTerms'],
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
    const built = await buildIndex(records, { ...siteIndexOptions, knownPageTerms });
    summary = { id: built.id, files: built.files.size, stats: built.stats, entry: built.entry };
    const writeFiles = (folder: string) => {
      for (const [name, text] of built.files) {
        const file = path.join(folder, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
    };
    if (cacheDir && cached) {
      // Written once, into the cache, and linked into the build: writing the ~8,000 files of a
      // 10,000-page index and then copying them took twice the time (4.2 s of copying alone).
      rmSync(cacheDir, { recursive: true, force: true });
      const partial = `${cached}.partial`;
      writeFiles(path.join(partial, 'files'));
      writeFileSync(path.join(partial, 'index.json'), JSON.stringify(summary));
      renameSync(partial, cached);
      linkTree(path.join(cached, 'files'), path.join(filesDir, built.id));
    } else writeFiles(path.join(filesDir, built.id));
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

/** What `buildSiteIndex` needs: plain data, so it can cross to a worker thread. */
export interface SiteIndexJob {
  outDir: string;
  /** Every route of the build (duplicates and unindexed ones are skipped). */
  routesPaths: string[];
  /** Folder of the index's entry, inside the build and in URLs. */
  bundleDir: string;
  /** Where the last index and the records of the last build's pages are kept. */
  cacheDir: string;
}

export interface SiteIndexResult extends Omit<WrittenIndex, 'id'> {
  pages: number;
  /** Pages whose records came from the cache (their content was unchanged). */
  pagesFromCache: number;
  readingSeconds: number;
  indexingSeconds: number;
}

/** The file of the records of the last build's pages, by page. */
const recordsCacheName = 'page-records.json';

interface PageRecordsCache {
  /** The extractor's own key: a change of its code makes every entry stale. */
  extractor: string;
  /** A page's records, and the terms the index finds them by (see `PageTerms`). */
  pages: Record<string, { key: string; records: SearchRecord[]; terms: PageTerms }>;
}

/**
 * Hashes the files the records of a page and their terms depend on besides the page: the
 * extractor, the tokenizer, the terms' fields (build-index.ts) and this site's options (this file).
 */
function extractorKey(): string {
  const hash = createHash('sha256');
  for (const file of ['extract.ts', '../../src/search/tokenize.ts', 'build-index.ts', 'site-index.ts'])
    hash.update(readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

/** What changes with every build while a page's text stays the same: scripts, links, the build's meta tags. */
const buildNoise =
  /<script\b[\s\S]*?<\/script>|<link\b[^>]*>|<meta\s+name=["']?(?:cairn-script|build-time|build-version)\b[^>]*>/gi;

/**
 * A page's content as far as its records go: the page without its scripts, stylesheet and
 * preload links and the build's own meta tags, which change with every build (asset hashes, the
 * build time) while the text stays the same. One pass, hashing the text between them: three
 * `replace` passes building new strings took ~20% longer over the site's 45 MB of pages.
 */
export function pageContentKey(html: string): string {
  const hash = createHash('sha256');
  let at = 0;
  for (const m of html.matchAll(buildNoise)) {
    hash.update(html.slice(at, m.index));
    at = m.index + m[0].length;
  }
  return hash.update(html.slice(at)).digest('hex').slice(0, 32);
}

function readRecordsCache(file: string, extractor: string): PageRecordsCache['pages'] {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as PageRecordsCache;
    return cache.extractor === extractor && cache.pages && typeof cache.pages === 'object' ? cache.pages : {};
  } catch {
    // No cache yet, or one that does not parse (an interrupted write): every page is read afresh.
    return {};
  }
}

/**
 * Reads the built pages into records, in route order, with each page's terms (`termsOf`, by route);
 * the records and terms of unchanged pages come from the cache, so only the changed pages are
 * parsed and tokenized.
 */
export function readSiteRecords(job: SiteIndexJob): {
  records: SearchRecord[];
  termsOf: (route: string) => PageTerms | undefined;
  pages: number;
  pagesFromCache: number;
} {
  const extractor = extractorKey();
  const cacheFile = path.join(job.cacheDir, recordsCacheName);
  const cached = readRecordsCache(cacheFile, extractor);
  const next: PageRecordsCache = { extractor, pages: {} };
  const records: SearchRecord[] = [];
  let pages = 0;
  let pagesFromCache = 0;
  for (const routePath of Array.from(new Set(job.routesPaths)).sort()) {
    if (!isIndexed(routePath)) continue;
    const file = htmlFileFor(job.outDir, routePath);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    const key = pageContentKey(html);
    const hit = cached[routePath]?.key === key ? cached[routePath] : undefined;
    // Copied through JSON: the extracted strings are slices of the page's HTML, and each slice keeps
    // the whole page in memory (at 10,000 pages, 522 MB of live heap once the records were read; 72 MB
    // with copies).
    const pageRecords = hit
      ? hit.records
      : (JSON.parse(JSON.stringify(extractRecords(html, routePath))) as SearchRecord[]);
    if (hit) pagesFromCache += 1;
    const terms = hit?.terms ?? pageTermsOf(pageRecords, siteIndexOptions);
    next.pages[routePath] = { key, records: pageRecords, terms };
    if (pageRecords.length) pages += 1;
    records.push(...pageRecords);
  }
  mkdirSync(job.cacheDir, { recursive: true });
  // Written whole, then renamed: an interrupted build leaves the old cache or none, never half of one.
  writeFileSync(`${cacheFile}.partial`, JSON.stringify(next));
  renameSync(`${cacheFile}.partial`, cacheFile);
  return { records, termsOf: (route) => next.pages[route]?.terms, pages, pagesFromCache };
}

/** Reads the built pages and writes the local index into the build. */
export async function buildSiteIndex(job: SiteIndexJob): Promise<SiteIndexResult> {
  const started = Date.now();
  const { records, termsOf, pages, pagesFromCache } = readSiteRecords(job);
  const extracted = Date.now();
  // The files are hashed assets (cached for good); the entry names them and is revalidated.
  const { bytes, stats, files, reused } = await writeIndex(
    records,
    path.join(job.outDir, job.bundleDir),
    path.join(job.outDir, 'assets', job.bundleDir),
    `../assets/${job.bundleDir}/`,
    path.join(job.cacheDir, 'index'),
    termsOf,
  );
  return {
    pages,
    pagesFromCache,
    bytes,
    stats,
    files,
    reused,
    readingSeconds: (extracted - started) / 1000,
    indexingSeconds: (Date.now() - extracted) / 1000,
  };
}
