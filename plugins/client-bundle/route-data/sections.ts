/**
 * The route data of each section (route-data-loader.cjs), loaded once and then kept: the route
 * components read it when they load, and link prefetching reads it when it is already there.
 */
import { dataChunkOf, loadRouteData, routePathOfKey, sectionOf, type RouteData } from '@cairn/route-data';

const loaded = new Map<string, RouteData>();
const loading = new Map<string, Promise<RouteData>>();

export { dataChunkOf, routePathOfKey, sectionOf };

/** The section's data, loading it on first use. A failed load is not kept, so a retry loads again. */
export function loadSection(section: string): Promise<RouteData> {
  const done = loaded.get(section);
  if (done) return Promise.resolve(done);
  let pending = loading.get(section);
  if (!pending) {
    pending = loadRouteData(section).then(
      (data) => {
        loaded.set(section, data);
        loading.delete(section);
        return data;
      },
      (error: unknown) => {
        loading.delete(section);
        throw error;
      },
    );
    loading.set(section, pending);
  }
  return pending;
}

/** The section's data if it has been loaded already. */
export function loadedSection(section: string): RouteData | undefined {
  return loaded.get(section);
}
