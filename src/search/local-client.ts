/**
 * A search client with Algolia's interface, answered from the site's own Pagefind index. Nothing
 * loads until the first query; a failure to load or query the index is reported as a `RetryError`
 * (what the DocSearch modal shows as 'Unable to fetch results'), and the next query tries again.
 */
import type { SearchClientLike, SearchRequest, SearchResult } from './algolia-types';
import {
  normalizeQuery,
  readRequest,
  recordMatches,
  toHit,
  toPagefindFilters,
  type StoredRecord,
} from './local-engine';

/** Up to this many results, every one is checked against the query (exact count). */
const verifyAllLimit = 60;

/** The part of Pagefind's browser API this client uses. */
export interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  search(
    term: string,
    o?: { filters?: Record<string, unknown> },
  ): Promise<{ results: { id: string; data(): Promise<{ url: string; meta: Record<string, string> }> }[] } | null>;
}

export type PagefindLoader = (url: string) => Promise<PagefindApi>;

/** Loads Pagefind's module at runtime (outside the bundle). */
const importPagefind: PagefindLoader = (url) => import(/* webpackIgnore: true */ url);

export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded or queried.', { cause });
    // DocSearch shows its error screen for this name only (the name of algoliasearch's network error).
    this.name = 'RetryError';
  }
}

export function createLocalSearchClient(options: {
  basePath: string;
  origin: string;
  load?: PagefindLoader;
}): SearchClientLike {
  const basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  const load = options.load ?? importPagefind;
  let pagefind: Promise<PagefindApi> | null = null;
  let attempt = 0;

  const ready = () => {
    if (!pagefind) {
      // A failed dynamic import is cached by the browser per URL: retries use a fresh URL.
      const url = `${basePath}pagefind.js${attempt > 0 ? `?retry=${attempt}` : ''}`;
      attempt += 1;
      pagefind = load(url).then(async (api) => {
        await api.options({ basePath, excerptLength: 0 });
        await api.init?.();
        return api;
      });
      pagefind.catch(() => {
        pagefind = null;
      });
    }
    return pagefind;
  };

  async function searchOne(request: SearchRequest): Promise<SearchResult> {
    const started = performance.now();
    const r = readRequest(request);
    const { text, words } = normalizeQuery(r.query);
    const base: SearchResult = {
      hits: [],
      nbHits: 0,
      page: r.page,
      nbPages: 0,
      hitsPerPage: r.hitsPerPage,
      query: r.query,
      params: '',
      index: r.indexName,
      exhaustiveNbHits: true,
      processingTimeMS: 0,
    };
    if (!text) return base;
    const api = await ready();
    const found = await api.search(text, { filters: toPagefindFilters(r.facetFilters) });
    const results = found?.results ?? [];
    const toRecord = (d: { url: string; meta: Record<string, string> }): StoredRecord => ({
      url: d.url,
      hierarchy: JSON.parse(d.meta.hierarchy) as StoredRecord['hierarchy'],
      type: d.meta.type as StoredRecord['type'],
      anchor: d.meta.anchor || null,
      body: d.meta.body || null,
    });
    // Few results: check them all, so the count is exact. Many: check the requested page only.
    const checkAll = results.length <= verifyAllLimit;
    const start = r.page * r.hitsPerPage;
    const candidates = checkAll ? results : results.slice(start, start + r.hitsPerPage);
    const records = (await Promise.all(candidates.map((c) => c.data())))
      .map(toRecord)
      .filter((rec) => recordMatches(rec, words));
    const nbHits = checkAll ? records.length : r.page === 0 && records.length === 0 ? 0 : results.length;
    const pageRecords = checkAll ? records.slice(start, start + r.hitsPerPage) : records;
    const hits = pageRecords.map((rec) => toHit(rec, words, options.origin, r.pre, r.post));
    const nbPages = r.hitsPerPage > 0 ? Math.ceil(nbHits / r.hitsPerPage) : 0;
    return { ...base, hits, nbHits, nbPages, processingTimeMS: Math.round(performance.now() - started) };
  }

  return {
    /** Starts loading the engine (e.g. when the search modal opens), so the first query waits less. */
    warmUp() {
      ready().catch(() => undefined);
    },
    async search(arg) {
      const requests = Array.isArray(arg) ? arg : arg.requests;
      try {
        return { results: await Promise.all(requests.map(searchOne)) };
      } catch (e) {
        throw new SearchUnavailableError(e);
      }
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}
