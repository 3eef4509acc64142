/** The client-bundle plugin's two bundler loaders (CommonJS, as the bundler loads them), typed for tests. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface ParsedRoute {
  path: string;
  hash?: string;
  exact?: true;
  sidebar?: string;
  routes?: ParsedRoute[];
}

export interface BuiltRoute {
  path: string;
  component: unknown;
  exact?: true;
  sidebar?: string;
  routes?: BuiltRoute[];
}

const routeDataLoaderModule = require('../../plugins/client-bundle/route-data-loader.cjs') as object;

/** The route-data loader (the module is the loader function) and what it exports. */
export const routeDataLoader = { ...routeDataLoaderModule, loader: routeDataLoaderModule } as unknown as {
  routeDataModule: (
    source: string,
    routesChunkNames: Record<string, unknown>,
    group: string | null,
    options?: {
      request?: string;
      server?: boolean;
      segment?: string;
      generatedDir?: string;
      fetchedAsset?: (file: string) => string;
    },
  ) => string;
  fetchedModules: (registrySource: string) => Map<string, string>;
  /** The loader itself, as the bundler calls it. */
  loader: (
    this: {
      resourcePath: string;
      resourceQuery: string;
      addDependency(file: string): void;
      getOptions(): object;
    },
    source: string,
  ) => string;
  groupModuleFile: string;
  fetchedAssetPath: (generatedDir: string, file: string, content: Buffer | string) => string;
  rekey: (routesChunkNames: Record<string, unknown>, keys: Map<string, string>) => Record<string, unknown>;
  groupFor: (routePath: string, buckets: Record<string, number>) => string;
  segmentChunkOf: (group: string) => string | null;
  ROUTES_PER_CHUNK: number;
};

export const routeTableLoader = require('../../plugins/client-bundle/route-table-loader.cjs') as {
  parseRoutes: (source: string) => ParsedRoute[];
  routeKeys: (routes: ParsedRoute[]) => { keys: Map<string, string>; table: string; sidebars: string[] };
  expandRoutes: (table: string, sidebars: string[], create: (path: string, key: string) => unknown) => BuiltRoute[];
  routeTableModule: (source: string) => string;
  findSections: (routes: ParsedRoute[]) => {
    start: number;
    end: number;
    folder: string;
    depth: number;
    slash: boolean;
    sidebar?: string;
  }[];
};
