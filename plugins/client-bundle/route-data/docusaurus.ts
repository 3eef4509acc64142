/**
 * Replaces `@docusaurus/core/lib/client/docusaurus` (the `window.docusaurus` object) in production
 * builds, for route data split by group (route-data-loader.cjs). Docusaurus's version finds a
 * route's chunks in the site-wide routesChunkNames table; this one loads the route's group data
 * first. The behaviour is otherwise the same:
 * - `prefetch(path)`: adds `<link rel=prefetch>` for the chunks of every route matching `path`,
 *   once per path, and not on a slow or data-saving connection (links call it when they scroll
 *   into view). A prefetch never runs code: for a group whose data is not loaded yet, the hint
 *   is that data's chunk (and the segment index of a bucketed group), and the route's own chunks
 *   load when the reader points at the link. A fetched route module (route-data-loader.cjs) is
 *   hinted by its data file's URL.
 *   The work is done when the browser is idle, a few paths at a time (a page shows dozens of links
 *   at once, and the first load is busy enough), with a cheap route matcher (route-match.ts), and
 *   each chunk is hinted once;
 * - `preload(path)`: loads those routes' components and data, once per path (links call it on
 *   hover and touch, navigation before rendering).
 */
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { fetchedUrl } from '@cairn/route-fetch';
import { chunkNamesByKeyPath } from './route-props';
import { dataChunkOf, hasLoadedKey, indexChunkOf, loadedGroup, routePathOfKey, groupOf } from './groups';
import { matchRouteBranch, type MatchableRoute } from './route-match';
import { isSection, memberPath, sectionMember } from './sections';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

const fetched = new Set<string>();
const loaded = new Set<string>();

interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** What to prefetch: a chunk by its name, or a fetched route module's data file by its URL. */
type Prefetchable = { chunk: string } | { url: string };

/**
 * The chunks to prefetch for a route path (nested routes share paths like '/'): the chunks of the
 * routes with that path when their group's data is loaded (a fetched module's data file instead of
 * a chunk), otherwise that data's own chunk.
 */
export function chunksToPrefetch(routePath: string): Prefetchable[] {
  const group = groupOf(routePath);
  const data = loadedGroup(group);
  if (!data) {
    const index = indexChunkOf(group);
    return (index ? [index, dataChunkOf(group)] : [dataChunkOf(group)]).map((chunk) => ({ chunk }));
  }
  return Object.entries(data.chunkNames)
    .filter(([key]) => routePathOfKey(key) === routePath)
    .flatMap(([, tree]) => Object.values(chunkNamesByKeyPath(tree)))
    .map((chunk) => {
      const asset = data.fetched[chunk];
      return asset ? { url: fetchedUrl(asset) } : { chunk };
    });
}

/**
 * The chunks to prefetch for the routes `routePath` matches. A route section stands for its member
 * (or, when the path is no member, for the routes after it); while the member's group data is not
 * loaded, the hint is that data's chunk.
 */
function chunksOfMatch(table: readonly MatchableRoute[], routePath: string): Prefetchable[] {
  return matchRouteBranch(table as MatchableRoute[], routePath).flatMap((route) => {
    if (!isSection(route)) return chunksToPrefetch(route.path as string);
    if (sectionMember(route, routePath, hasLoadedKey) === null) return chunksOfMatch(route.rest, routePath);
    return chunksToPrefetch(memberPath(route, routePath) as string);
  });
}

/** Chunk URLs already hinted. */
const hinted = new Set<string>();

function prefetchNow(routePath: string): Promise<unknown[]> {
  const urls = new Set(
    // `gca` is the chunk's URL (plugins/client-bundle/chunk-asset-plugin.ts); a chunk merged
    // into another one has none.
    chunksOfMatch(routes, routePath).map((p) => ('url' in p ? p.url : __webpack_require__.gca(p.chunk))),
  );
  return Promise.all(
    [...urls].map((url) => {
      if (!url || url.includes('undefined') || hinted.has(url)) return undefined;
      hinted.add(url);
      return prefetchHelper(url).catch(() => undefined);
    }),
  );
}

/** Paths waiting for idle time, with the resolvers of their `prefetch` promises. */
const queue: [string, (done: Promise<unknown[]>) => void][] = [];
let scheduled = false;

interface IdleDeadlineLike {
  timeRemaining(): number;
}

/**
 * Longest slice of prefetch work, in ms. An idle period can last 50 ms, and a task that long is
 * a long task all the same: on a phone's CPU (Lighthouse multiplies this host's times by ~6) the
 * slices that filled whole idle periods, 10-30 ms here, blocked the page for up to 170 ms each.
 */
const sliceMs = 5;

/** Works through the queue in idle time, a short slice at a time. */
function scheduleQueue(): void {
  if (scheduled) return;
  scheduled = true;
  const run = (deadline?: IdleDeadlineLike) => {
    scheduled = false;
    const started = performance.now();
    const hasTime = () => performance.now() - started < sliceMs && (!deadline || deadline.timeRemaining() > 2);
    do {
      const next = queue.shift();
      if (!next) break;
      next[1](prefetchNow(next[0]));
    } while (hasTime());
    if (queue.length > 0) scheduleQueue();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 50);
}

function prefetch(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => {
    queue.push([routePath, resolve]);
    scheduleQueue();
  });
}

function preload(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath) as Promise<unknown[]>;
}

export default Object.freeze({ prefetch, preload });
