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

export const routeDataLoader = require('../../plugins/client-bundle/route-data-loader.cjs') as {
  routeDataModule: (
    source: string,
    routesChunkNames: Record<string, unknown>,
    group: string | null,
    options?: {
      server?: boolean;
      segment?: string;
      generatedDir?: string;
      fetchedAsset?: (file: string) => string;
    },
  ) => string;
  fetchedModules: (registrySource: string) => Map<string, string>;
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
  findSections: (routes: ParsedRoute[]) => { start: number; end: number; folder: string }[];
};
