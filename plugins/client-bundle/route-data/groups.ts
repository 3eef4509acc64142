/**
 * The route data of each group (route-data-loader.cjs), loaded once and then kept: the route
 * components read it when they load, and link prefetching reads it when it is already there.
 */
import { dataChunkOf, loadRouteData, routePathOfKey, groupOf, type RouteData } from '@cairn/route-data';

const loaded = new Map<string, RouteData>();
const loading = new Map<string, Promise<RouteData>>();

export { dataChunkOf, routePathOfKey, groupOf };

/** The group's data, loading it on first use. A failed load is not kept, so a retry loads again. */
export function loadGroup(group: string): Promise<RouteData> {
  const done = loaded.get(group);
  if (done) return Promise.resolve(done);
  let pending = loading.get(group);
  if (!pending) {
    pending = loadRouteData(group).then(
      (data) => {
        loaded.set(group, data);
        loading.delete(group);
        return data;
      },
      (error: unknown) => {
        loading.delete(group);
        throw error;
      },
    );
    loading.set(group, pending);
  }
  return pending;
}

/** The group's data if it has been loaded already. */
export function loadedGroup(group: string): RouteData | undefined {
  return loaded.get(group);
}
