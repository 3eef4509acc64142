// The module route-data-loader.cjs writes in place of `.docusaurus/registry.js`, imported as
// `@cairn/route-data` (an alias in ../index.ts). tests/after-build/generated.test.ts checks that the
// module the loader writes from a real build exports exactly these names.
declare module '@cairn/route-data' {
  import type { RouteChunkNames } from '@docusaurus/types';
  export interface RouteData {
    /** routesChunkNames entries of the group's routes. */
    chunkNames: RouteChunkNames;
    /** Chunk name -> the build's file of a fetched route module (route-data-loader.cjs, `.fetch.json`). */
    fetched: Record<string, string>;
    /** Chunk name -> its loader. */
    registry: Record<string, () => Promise<unknown>>;
  }
  export function groupOf(routePath: string): string;
  export function loadRouteData(group: string): Promise<RouteData>;
  export function dataChunkOf(group: string): string;
  /** The chunk of the segment index a bucketed group is loaded through, or null for another group. */
  export function indexChunkOf(group: string): string | null;
  /** The route path of a route key: `<path>`, or `<path>#<n>` for a later route with the same path. */
  export function routePathOfKey(key: string): string;
  /** Every route's chunk names, by route key: exported in the server build only. */
  export const allChunkNames: RouteChunkNames;
}
