/**
 * The route data of each group (route-data-loader.cjs), loaded once and then kept: the route
 * components read it when they load, route sections (sections.ts) find their members in it, and
 * link prefetching reads it when it is already there.
 */
import { dataChunkOf, indexChunkOf, loadRouteData, routePathOfKey, groupOf, type RouteData } from '@cairn/route-data';
import { memberPath, sectionMember, type SectionRoute, type TableRoute } from './sections';

const loaded = new Map<string, RouteData>();
const loading = new Map<string, Promise<RouteData>>();

export { dataChunkOf, indexChunkOf, routePathOfKey, groupOf };

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

/** Whether a route data key exists: undefined while the data of its path's group is not loaded. */
export function hasLoadedKey(key: string): boolean | undefined {
  const data = loaded.get(groupOf(routePathOfKey(key)));
  return data ? Object.prototype.hasOwnProperty.call(data.chunkNames, key) : undefined;
}

/** The member route of `pathname` in a route section, loading its group's data: null if no member. */
export async function loadSectionMember(section: SectionRoute, pathname: string): Promise<TableRoute | null> {
  const path = memberPath(section, pathname);
  if (path === null) return null;
  await loadGroup(groupOf(path));
  return sectionMember(section, pathname, hasLoadedKey) ?? null;
}
