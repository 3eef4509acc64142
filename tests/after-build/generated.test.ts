/**
 * The client-bundle loaders against the files Docusaurus really generated in `.docusaurus/` (the
 * unit tests use frozen copies of a few routes). Runs after a production build: `npm test` runs it
 * after `npm run build:e2e`; alone, `npm run test:after-build` after any `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeDataLoader, routeTableLoader } from '../helpers/client-bundle-loaders';

const generated = path.resolve(__dirname, '../../.docusaurus');
const read = (file: string): string => {
  const full = path.join(generated, file);
  if (!existsSync(full))
    throw new Error(`${full} does not exist: these tests read a production build's output; run npm run build first`);
  return readFileSync(full, 'utf8');
};

const routesSource = read('routes.js');
const registrySource = read('registry.js');
const { routeKeys, parseRoutes, routeTableModule } = routeTableLoader;
const { rekey, routeDataModule } = routeDataLoader;
const { keys } = routeKeys(parseRoutes(routesSource));
const routesChunkNames = rekey(JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>, keys);

/** The names a module exports (`export function x`, `export const x`). */
const exportedNames = (source: string) =>
  [...source.matchAll(/^\s*export (?:declare )?(?:function|const) ([\w$]+)/gm)].map((m) => m[1]).sort();

/** A loader module run as the browser runs it, with each `import()` replaced by its chunk name. */
function run<T>(source: string, names: string): T {
  const body = source
    .replace(/\(\) => import\(\/\* webpackChunkName: ("[^"]+") \*\/ "[^"]+"\)/g, '() => $1')
    .replace(/^export /gm, '');
  return new Function(`${body}\nreturn { ${names} };`)() as T;
}

/**
 * The group index and its segment indexes, as the browser runs them: `groupOf`, and the name of
 * every group a module lists (a bucketed segment's buckets are listed in its segment index).
 */
function runIndex(source: string): { groupOf(path: string): string; groupNames: string[] } {
  const index = run<{ groupOf(path: string): string; groups: object; segments: object }>(
    source,
    'groupOf, groups, segments',
  );
  const buckets = Object.keys(index.segments).flatMap((segment) =>
    Object.keys(
      run<{ groups: object }>(routeDataModule(registrySource, routesChunkNames, null, { segment }), 'groups').groups,
    ),
  );
  return { groupOf: index.groupOf, groupNames: [...Object.keys(index.groups), ...buckets] };
}

describe('route table loader on the generated routes.js', () => {
  it('decodes to the same routes (the loader checks its own round trip) and keys every route', () => {
    const module = routeTableModule(routesSource);
    expect(module).toMatch(
      /^export default withSections\(expandRoutes\(".*", \[.*\], ComponentCreator\), SectionRoute, ComponentCreator, hasLoadedKey\);$/m,
    );
    expect(keys.size).toBeGreaterThan(1000);
    expect(new Set(keys.values()).size).toBe(keys.size);
  });
});

describe('route data loader on the generated registry.js and routesChunkNames.json', () => {
  const index = routeDataModule(registrySource, routesChunkNames, null);
  const serverIndex = routeDataModule(registrySource, routesChunkNames, null, { server: true });
  const { groupOf, groupNames } = runIndex(index);

  it('exports what route-data-index.d.ts declares: all of it on the server, all but allChunkNames in the browser', () => {
    const declared = exportedNames(
      readFileSync(path.resolve(__dirname, '../../plugins/client-bundle/route-data/route-data-index.d.ts'), 'utf8'),
    );
    expect(exportedNames(serverIndex)).toEqual(declared);
    expect(exportedNames(index)).toEqual(declared.filter((name) => name !== 'allChunkNames'));
  });

  it("puts every route in exactly one group, the one the browser's groupOf finds for it", () => {
    const placed = new Map<string, string>();
    for (const group of groupNames) {
      const module = routeDataModule(registrySource, routesChunkNames, group, { generatedDir: generated });
      const chunkNames = JSON.parse(/^export const chunkNames = (.*);$/m.exec(module)?.[1] ?? '{}') as Record<
        string,
        unknown
      >;
      for (const key of Object.keys(chunkNames)) {
        expect(placed.get(key), `${key} in two groups`).toBeUndefined();
        placed.set(key, group);
        expect(groupOf(key.replace(/#\d+$/, '')), key).toBe(group);
      }
    }
    expect([...placed.keys()].sort()).toEqual(Object.keys(routesChunkNames).sort());
  });

  it("gives each group a loader for every registry chunk its routes use, and no other group's", () => {
    const registryNames = new Set([...registrySource.matchAll(/^ {2}"([^"\n]+)": \[/gm)].map((m) => m[1]));
    expect(registryNames.size).toBeGreaterThan(1000);
    let fetchedLoaders = 0;
    for (const group of groupNames) {
      const module = routeDataModule(registrySource, routesChunkNames, group, { generatedDir: generated });
      const chunkNames = JSON.parse(/^export const chunkNames = (.*);$/m.exec(module)?.[1] ?? '{}') as unknown;
      const used = new Set(
        JSON.stringify(chunkNames)
          .match(/"[^"]+"/g)
          ?.map((s) => JSON.parse(s) as string),
      );
      // A `.fetch.json` module (the knowledge base's discussions) is fetched, never imported.
      expect(module, group).not.toMatch(/import\([^)]*\.fetch\.json"\)/);
      fetchedLoaders += [...module.matchAll(/^ {2}"[^"]+": \(\) => fetchedModule\("assets\/data\//gm)].length;
      const loaders = [...module.matchAll(/^ {2}"([^"]+)": \(\) => (?:import|fetchedModule)\(/gm)].map((m) => m[1]);
      expect(loaders.length, group).toBeGreaterThan(0);
      for (const name of loaders) expect(used.has(name), `${group}: ${name}`).toBe(true);
      for (const name of used) if (registryNames.has(name)) expect(loaders, `${group}: ${name}`).toContain(name);
    }
    expect(fetchedLoaders).toBe(readdirSync(path.resolve(__dirname, '../../data/knowledge-base/discussions')).length);
  });
});
