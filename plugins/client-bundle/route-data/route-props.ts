/** How a route's loaded chunks become its component's props (route-data/ComponentCreator.tsx). */
import type { RouteChunkNames } from '@docusaurus/types';

export type ChunkTree = RouteChunkNames[string];
export type LoadedModule = { default?: unknown } & Record<string, unknown>;

/** `{a: {b: 'x'}, c: 'y'}` -> `{'a.b': 'x', c: 'y'}`: each chunk name by its key path. */
export function chunkNamesByKeyPath(
  tree: ChunkTree,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[keyPath] = value;
    else if (value && typeof value === 'object') chunkNamesByKeyPath(value as ChunkTree, keyPath, out);
  }
  return out;
}

/** The route's props: its chunk-names tree with each name replaced by what its chunk exports. */
export function routeProps(tree: ChunkTree, loaded: Record<string, LoadedModule>): Record<string, unknown> {
  const props = JSON.parse(JSON.stringify(tree)) as Record<string, unknown>;
  for (const [keyPath, module] of Object.entries(loaded)) {
    const value = module.default;
    if (value === undefined || value === null)
      throw new Error(`A route module (${keyPath}) has no default export, so the page cannot render it.`);
    // Named exports of a component or props module travel with it (e.g. MDX `frontMatter`).
    if (typeof value === 'object' || typeof value === 'function')
      for (const [name, named] of Object.entries(module))
        if (name !== 'default') (value as Record<string, unknown>)[name] = named;
    const keys = keyPath.split('.');
    let parent = props;
    for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    parent[keys[keys.length - 1]] = value;
  }
  return props;
}
