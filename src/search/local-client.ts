/**
 * A search client with Algolia's interface, answered from the site's own index (./index-format.ts)
 * by ./engine.ts. Nothing loads until the first query (or `warmUp`). A file that cannot be fetched,
 * whenever it happens, fails the query with a `RetryError` (what the DocSearch modal shows as
 * 'Unable to fetch results'); the failed file is forgotten, so the next query fetches it again.
 *
 * Hits need their records (document chunks). For the modal, `withRefresh` gives a client that
 * answers as soon as the first hits' records are in, and asks the modal to search again, from what
 * is then loaded, once every hit's record is: the first hits show without waiting for the rest.
 */
import type { SearchClientLike, SearchRequest, SearchResult } from './algolia-types';
import { indexFormat, type DocChunk, type IndexEntry, type PrefixSummary, type TermShard } from './index-format';
import { SearchEngine, type IndexSource } from './engine';
import { loadedRecord, readRequest, recordOf, toHit, type LoadedRecord } from './local-engine';

export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded.', { cause });
    // DocSearch shows its error screen for this name only (the name of algoliasearch's network error).
    this.name = 'RetryError';
  }
}

export type Fetcher = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface LocalClientOptions {
  /** URL path of the index's entry folder (`/search-index/`). */
  basePath: string;
  origin: string;
  fetch?: Fetcher;
  /** A request that takes longer fails. */
  timeoutMs?: number;
  /** The first hits shown before the rest of the page of results is loaded. */
  firstHits?: number;
}

function emptyResult(r: ReturnType<typeof readRequest>): SearchResult {
  return {
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
}

/** How long the modal waits for the rest of the hits before it shows the first ones. */
const completeWithinMs = 40;

/**
 * Fetches and caches the index's files; a failure is not cached. The queries that need a file share
 * one request, except that a query joining a request started before it began fetches again if that
 * request fails: the failure may be the network as it was when the earlier keystroke asked.
 */
function httpSource(
  options: Required<Pick<LocalClientOptions, 'basePath' | 'timeoutMs'>> & { fetch: Fetcher },
): IndexSource & { beginQuery(): void } {
  const entryUrl = `${options.basePath}entry.json`;
  const requests = new Map<string, { promise: Promise<unknown>; query: number }>();
  let query = 0;

  const get = async (url: string): Promise<unknown> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await options.fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  };

  const shared = (url: string, load: () => Promise<unknown>, retry = true): Promise<unknown> => {
    const held = requests.get(url);
    if (held) {
      if (!retry || held.query === query) return held.promise;
      return held.promise.catch(() => shared(url, load, false));
    }
    const mine = { promise: load(), query };
    requests.set(url, mine);
    mine.promise.catch(() => {
      if (requests.get(url) === mine) requests.delete(url);
      // The index may have been replaced by a new deployment: read the entry again next time.
      requests.delete(entryUrl);
    });
    return mine.promise;
  };

  const loadEntry = () =>
    shared(entryUrl, () =>
      get(entryUrl).then((raw): IndexEntry => {
        const e = raw as IndexEntry;
        if (!e || e.format !== indexFormat) throw new Error(`${entryUrl}: not an index of format ${indexFormat}`);
        return { ...e, base: new URL(e.base, new URL(entryUrl, 'http://x')).pathname };
      }),
    ) as Promise<IndexEntry>;

  const file = async <T>(name: string): Promise<T> => {
    const { base } = await loadEntry();
    const url = `${base}${name}`;
    return shared(url, () => get(url)) as Promise<T>;
  };

  return {
    beginQuery: () => void query++,
    entry: loadEntry,
    shard: (i) => file<TermShard>(`t/${i}.json`),
    prefix: (i) => file<PrefixSummary>(`p/${i}.json`),
    vocab: (i) => file<string[]>(`v/${i}.json`),
    vocabBySecond: (i) => file<string[]>(`w/${i}.json`),
    docs: (i) => file<DocChunk>(`d/${i}.json`),
  };
}

export function createLocalSearchClient(options: LocalClientOptions): SearchClientLike & {
  withRefresh(refresh: () => unknown): SearchClientLike;
} {
  const basePath = options.basePath.endsWith('/') ? options.basePath : `${options.basePath}/`;
  const http = httpSource({
    basePath,
    timeoutMs: options.timeoutMs ?? 15_000,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
  });
  // Records that came with a prefix summary (the first key's hits need no document chunk), by
  // index folder and id: ids belong to one index, and a new deployment brings another.
  const known = new Map<string, LoadedRecord>();
  const source: IndexSource = {
    ...http,
    prefix: async (i) => {
      const [{ base }, summary] = await Promise.all([http.entry(), http.prefix(i)]);
      for (const [id, data] of summary.docs.r) known.set(`${base}${id}`, loadedRecord(id, data, summary.docs.p));
      return summary;
    },
  };
  const engine = new SearchEngine(source);
  const firstHits = options.firstHits ?? 5;
  let latest = '';

  async function searchOne(request: SearchRequest, refresh: (() => unknown) | null): Promise<SearchResult> {
    const started = performance.now();
    const r = readRequest(request);
    const key = JSON.stringify([r.query, r.page, r.hitsPerPage, r.facetFilters]);
    latest = key;
    http.beginQuery();
    const empty = emptyResult(r);
    const needed = (r.page + 1) * r.hitsPerPage;
    const result = await engine.query(r.query, r.facetFilters, needed);
    const window = result.ranked.slice(r.page * r.hitsPerPage, needed);
    const { chunkSize, base: folder } = window.length ? await source.entry() : { chunkSize: 1, base: '' };
    const knownRecord = (id: number) => known.get(`${folder}${id}`);
    const chunkOf = (id: number) => Math.floor(id / chunkSize);
    const loaded = new Map<number, DocChunk>();
    const loads = new Map<number, Promise<unknown>>();
    const loadFor = (ids: { id: number }[]) =>
      Promise.all(
        ids
          .filter(({ id }) => !knownRecord(id))
          .map(({ id }) => {
            const c = chunkOf(id);
            let p = loads.get(c);
            if (!p) {
              p = source.docs(c).then((chunk) => loaded.set(c, chunk));
              loads.set(c, p);
            }
            return p;
          }),
      );
    if (!refresh) await loadFor(window);
    else {
      // The first hits' records; the rest only for the query still being typed (an earlier
      // keystroke's results are about to be replaced), with a moment's wait before showing the first.
      await loadFor(window.slice(0, firstHits));
      if (latest === key) {
        const rest = loadFor(window);
        // Observed here so that a failure after the first hits showed is not reported as unhandled.
        rest.catch(() => undefined);
        await Promise.race([rest, new Promise((resolve) => setTimeout(resolve, completeWithinMs))]);
        if (Array.from(loads.keys()).some((c) => !loaded.has(c))) {
          // Search again once every hit can show, unless the reader has typed on; a failure shows then.
          const again = () => {
            if (latest === key) void Promise.resolve(refresh()).catch(() => undefined);
          };
          rest.then(again, again);
        }
      }
    }
    const ready: LoadedRecord[] = [];
    for (const { id } of window) {
      const chunk = loaded.get(chunkOf(id));
      const record = knownRecord(id) ?? (chunk ? recordOf(chunk, id, chunkSize) : null);
      if (!record) break;
      ready.push(record);
    }
    const hits = ready.map((rec) => toHit(rec, result.highlighter, options.origin, r.pre, r.post));
    return {
      ...empty,
      hits,
      nbHits: result.count,
      nbPages: r.hitsPerPage > 0 ? Math.ceil(result.count / r.hitsPerPage) : 0,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  let newest: Promise<unknown> = Promise.resolve();
  const client = (refresh: (() => unknown) | null): SearchClientLike => ({
    async search(arg) {
      const requests = Array.isArray(arg) ? arg : arg.requests;
      const run = Promise.all(requests.map((q) => searchOne(q, refresh)));
      newest = run;
      try {
        return { results: await run };
      } catch (e) {
        // An earlier keystroke's failure must not replace the results of a later one that came
        // back (the modal keeps the newest results it has, but shows any failure): it fails only
        // if the newest search fails too.
        if (newest !== run) {
          const later = newest;
          const ok = await later.then(
            () => true,
            () => false,
          );
          // A task later, the modal has taken the newer results, and keeps them over these.
          if (ok) {
            await new Promise((resolve) => setTimeout(resolve, 0));
            return { results: requests.map((q) => emptyResult(readRequest(q))) };
          }
        }
        throw new SearchUnavailableError(e);
      }
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
  });

  return {
    ...client(null),
    /** Starts loading the index (when the reader shows they are about to search). */
    warmUp() {
      source.entry().catch(() => undefined);
    },
    withRefresh: (refresh) => client(refresh),
  };
}
