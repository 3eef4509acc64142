// Data the library plugin (plugins/library) writes before bundling; see its FinderEntry and ReleaseIndexData.
declare module '@generated/library/default/finder.json' {
  const entries: import('../../plugins/library').FinderEntry[];
  export default entries;
}

declare module '@generated/library/default/release-index.json' {
  const index: import('../../plugins/library').ReleaseIndexData;
  export default index;
}

// Every page's title by path (plugins/page-titles), loaded by the Not Found page.
declare module '@generated/page-titles/default/page-titles.json' {
  const titles: import('../../plugins/page-titles').PageTitles;
  export default titles;
}

// Route data split by section (plugins/client-bundle/route-data-loader.cjs): the index module.
declare module '@cairn/route-data' {
  import type { RouteChunkNames } from '@docusaurus/types';
  export interface RouteData {
    /** routesChunkNames entries of the section's routes. */
    chunkNames: RouteChunkNames;
    /** Chunk name -> its loader. */
    registry: Record<string, () => Promise<unknown>>;
  }
  export function sectionOf(routePath: string): string;
  export function loadRouteData(section: string): Promise<RouteData>;
  export function dataChunkOf(section: string): string;
  /** The route path of a route key: `<path>`, or `<path>#<n>` for a later route with the same path. */
  export function routePathOfKey(key: string): string;
  /** Every route's chunk names, by route key: exported in the server build only. */
  export const allChunkNames: RouteChunkNames;
}

// What the server render reports for a route (plugins/client-bundle/route-data/report-*.ts).
declare module '@cairn/route-report' {
  export function reportedModules(key: string, section: string | null): string[] | undefined;
}

// Docusaurus's fork of react-loadable (@docusaurus/react-loadable) ships no types; the part used here.
declare module 'react-loadable' {
  import type { ComponentType, ReactNode } from 'react';
  interface LoadableOptions<Loaded> {
    loader: () => Promise<Loaded>;
    loading: ComponentType<never>;
    modules?: string[];
    render?: (loaded: Loaded, props: object) => ReactNode;
  }
  type LoadableComponent = ComponentType<object> & { preload(): Promise<unknown> };
  function Loadable<Loaded>(options: LoadableOptions<Loaded>): LoadableComponent;
  export default Loadable;
}

// Prism's core without grammars (plugins/client-bundle/prism); its type is the `prismjs` namespace.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
