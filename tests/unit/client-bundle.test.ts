import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkAssetCode, chunksWithForeignIds, routeChunkNames } from '../../plugins/client-bundle/chunk-asset-plugin';
import { chunkNamesByKeyPath, routeProps } from '../../plugins/client-bundle/route-data/route-props';
import { writeFetchedData } from '../../plugins/client-bundle/fetched-data';
import { matchRouteBranch, type MatchableRoute } from '../../plugins/client-bundle/route-data/route-match';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { routeDataLoader, routeTableLoader, type BuiltRoute, type ParsedRoute } from '../helpers/client-bundle-loaders';

const { routeDataModule, rekey, groupFor, segmentChunkOf, ROUTES_PER_CHUNK, fetchedModules, fetchedAssetPath } =
  routeDataLoader;
const { parseRoutes, routeKeys, expandRoutes, routeTableModule } = routeTableLoader;

/** A registry in the shape Docusaurus 3.10 generates in .docusaurus/registry.js (a production build's hashed chunk names). */
const registry = readFileSync(path.join(__dirname, '../fixtures/client-bundle/registry.js'), 'utf8');
/** Routes in the shape Docusaurus 3.10 generates in .docusaurus/routes.js (docs nested under '/'). */
const routesSource = readFileSync(path.join(__dirname, '../fixtures/client-bundle/routes.js'), 'utf8');
/** Part of the routesChunkNames.json of those routes (Docusaurus keys: `<path>-<hash>`). */
const generatedChunkNames = {
  '/-e5f': { __comp: '1df93b7f', __context: { plugin: 'a7456010' } },
  '/library/getting-started/deploying-a-module-5a1': { __comp: '1df93b7f', content: '17896441' },
  '/discussions/knowledge-base/100-0c2': {
    __comp: '1df93b7f',
    __context: { data: { kb: '8b90d2a3' }, plugin: 'a7456010' },
  },
};
/** The same, re-keyed as the route table keys them. */
const routesChunkNames = rekey(generatedChunkNames, routeKeys(parseRoutes(routesSource)).keys);

describe('route table loader', () => {
  const parsed = parseRoutes(routesSource);

  it('reads the generated routes with their hashes, flags and sidebars', () => {
    expect(parsed.map((r) => r.path)).toEqual(['/discussions/knowledge-base/100', '/', '/', '*']);
    expect(parsed[1]).toEqual({ path: '/', hash: 'e5f', exact: true });
    const doc = parsed[2].routes?.[0].routes?.[0].routes?.[0];
    expect(doc).toEqual({
      path: '/library/getting-started/deploying-a-module',
      hash: '5a1',
      exact: true,
      sidebar: 'librarySidebars',
    });
    expect(parsed[3]).toEqual({ path: '*', hash: undefined });
  });

  it('builds the same routes from the compact table, keyed by path and by occurrence for repeated paths', () => {
    const { table, sidebars, keys } = routeKeys(parsed);
    const built = expandRoutes(table, sidebars, (routePath, key) => ({ routePath, key }));
    const strip = (routes: ParsedRoute[]): unknown[] =>
      routes.map(({ hash, routes: children, ...rest }) => ({
        ...rest,
        component: { routePath: rest.path, key: keys.get(`${rest.path}-${hash}`) ?? '*' },
        ...(children ? { routes: strip(children) } : {}),
      }));
    expect(built).toEqual(strip(parsed));
    expect([...keys]).toEqual([
      ['/discussions/knowledge-base/100-0c2', '/discussions/knowledge-base/100'],
      ['/-e5f', '/'],
      ['/-54f', '/#1'],
      ['/-48e', '/#2'],
      ['/-9d1', '/#3'],
      ['/library/getting-started/deploying-a-module-5a1', '/library/getting-started/deploying-a-module'],
      ['/library/getting-started/using-a-service-7b3', '/library/getting-started/using-a-service'],
      ['/reference/modules/terraform-aws-vpc/vpc-app/-c40', '/reference/modules/terraform-aws-vpc/vpc-app/'],
    ]);
    // Shared prefixes are written once, sidebars by index, no hashes.
    expect(sidebars).toEqual(['librarySidebars', 'libraryRefSidebars']);
    expect(table).not.toContain('5a1');
    expect(table.match(/getting-started/g)).toHaveLength(1);
  });

  it('writes a module that builds the table with the function it was checked with', () => {
    const module = routeTableModule(routesSource);
    expect(module).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    expect(module).toContain(expandRoutes.toString());
    expect(module).toMatch(
      /^export default withSections\(expandRoutes\(".*", \["librarySidebars","libraryRefSidebars"\], ComponentCreator\), SectionRoute, ComponentCreator, hasLoadedKey\);$/m,
    );
    expect(module).toMatch(/^import \{ withSections \} from ".*route-data[\\/]sections\.ts";$/m);
    expect(module).not.toContain("ComponentCreator('/");
  });

  it('fails the build, naming the loader, on a route field it does not carry or a changed format', () => {
    const extra = routesSource.replace('exact: true\n  },', 'exact: true,\n    priority: 2\n  },');
    expect(extra).not.toBe(routesSource);
    expect(() => parseRoutes(extra)).toThrow(
      /fields the route table does not carry \(priority\).*route-table-loader\.cjs/,
    );
    expect(() => parseRoutes('export const routes = [];')).toThrow(/format changed.*route-table-loader\.cjs/);
  });

  it('refuses route data for a route the table lacks', () => {
    expect(() => rekey({ '/gone-123': { __comp: 'x' } }, routeKeys(parsed).keys)).toThrow(
      /\/gone-123, which routes\.js lacks/,
    );
  });
});

describe('route data loader', () => {
  it('turns the registry into an index with one import per group', () => {
    const index = routeDataModule(registry, routesChunkNames, null);
    expect(index).toContain('"": () => import(/* webpackChunkName: "route-data-root" */ "./registry.js?group="),');
    expect(index).toContain(
      '"library": () => import(/* webpackChunkName: "route-data-library" */ "./registry.js?group=library"),',
    );
    expect(index).toContain('"discussions": () => import(/* webpackChunkName: "route-data-discussions" */');
    expect(index).toMatch(/export function groupOf\(routePath\)/);
    // The loader's own key-to-path function, so the browser reads keys as the loader wrote them.
    const routePathOfKey = new Function(
      `${/function routePathOfKey\(key\) \{[^}]*\}/.exec(index)?.[0] ?? ''}; return routePathOfKey;`,
    )() as (key: string) => string;
    expect(routePathOfKey('/#2')).toBe('/');
    expect(routePathOfKey('/library/x')).toBe('/library/x');
    // No route data and no module path is left in the index.
    expect(index).not.toContain('@site/');
    expect(index).not.toContain('17896441');
  });

  it("gives a group its routes' chunk names and only the loaders they use", () => {
    const library = routeDataModule(registry, routesChunkNames, 'library');
    expect(library).toContain(
      '"/library/getting-started/deploying-a-module":{"__comp":"1df93b7f","content":"17896441"}',
    );
    expect(library).not.toContain('/discussions/');
    expect(library).toContain(
      '"17896441": () => import(/* webpackChunkName: "17896441" */ "@site/docs/library/getting-started/deploying-a-module.md"),',
    );
    expect(library).toContain('"1df93b7f": () => import(');
    expect(library).not.toContain('"8b90d2a3"');
    // Nested chunk names (route context data) are found too.
    expect(routeDataModule(registry, routesChunkNames, 'discussions')).toContain('"8b90d2a3": () => import(');
    expect(routeDataModule(registry, routesChunkNames, '')).toContain('{"/":{"__comp":');
  });

  it("exports every route's chunk names from the index in the server build only", () => {
    expect(routeDataModule(registry, routesChunkNames, null)).not.toContain('allChunkNames');
    expect(routeDataModule(registry, routesChunkNames, null, { server: true })).toContain(
      `export const allChunkNames = ${JSON.stringify(routesChunkNames)};`,
    );
  });

  it('fails the build, naming the loader, when the registry format changes or a group is unknown', () => {
    const changed = registry.replace('"@site/src/pages/index.tsx", require', '"@site/src/pages/other.tsx", require');
    expect(() => routeDataModule(changed, routesChunkNames, null)).toThrow(
      /3 of 4 entries parsed.*route-data-loader\.cjs/,
    );
    expect(() => routeDataModule('export default {};\n', routesChunkNames, null)).toThrow(/0 of 0 entries parsed/);
    expect(() => routeDataModule(registry, routesChunkNames, 'nowhere')).toThrow(/no routes in group 'nowhere'/);
  });
});

describe('route data buckets', () => {
  /** The fixture's routes plus knowledge-base routes, up to `total` routes under /discussions. */
  function withDiscussions(total: number): Record<string, unknown> {
    const out: Record<string, unknown> = { ...routesChunkNames };
    const existing = Object.keys(out).filter((k) => k.startsWith('/discussions/')).length;
    for (let i = 1; i <= total - existing; i++) out[`/discussions/knowledge-base/${1000 + i}`] = { __comp: '1df93b7f' };
    return out;
  }
  const bucketsIn = (index: string) => JSON.parse(/const buckets = (\{.*\});/.exec(index)?.[1] ?? 'null') as unknown;

  it('splits a group only once it has more routes than one chunk holds, in as few buckets as hold them', () => {
    expect(bucketsIn(routeDataModule(registry, withDiscussions(ROUTES_PER_CHUNK), null))).toEqual({});
    expect(bucketsIn(routeDataModule(registry, withDiscussions(ROUTES_PER_CHUNK + 1), null))).toEqual({
      discussions: 2,
    });
    expect(bucketsIn(routeDataModule(registry, withDiscussions(2 * ROUTES_PER_CHUNK), null))).toEqual({
      discussions: 2,
    });
    expect(bucketsIn(routeDataModule(registry, withDiscussions(2 * ROUTES_PER_CHUNK + 1), null))).toEqual({
      discussions: 3,
    });
  });

  // Over two chunks' worth of knowledge-base routes: the group is split in 3 buckets.
  const many = withDiscussions(2 * ROUTES_PER_CHUNK + 10);
  const kbKeys = Object.keys(many).filter((k) => k.startsWith('/discussions/'));

  it('splits a group with many routes by a hash of the path, and lists its buckets in a segment index', () => {
    const index = routeDataModule(registry, many, null);
    expect(index).toContain('const buckets = {"discussions":3};');
    expect(index).toContain('function groupFor(routePath, buckets)');
    expect(index).toContain(
      '"discussions": () => import(/* webpackChunkName: "route-index-discussions" */ "./registry.js?segment=discussions"),',
    );
    expect(index).not.toContain('discussions~');
    const segment = routeDataModule(registry, many, null, { segment: 'discussions' });
    for (const n of [0, 1, 2])
      expect(segment).toContain(
        `"discussions~${n}": () => import(/* webpackChunkName: "route-data-discussions_${n}" */ "./registry.js?group=discussions~${n}"),`,
      );
    expect(groupFor('/library/x', { discussions: 3 })).toBe('library');
    expect(segmentChunkOf('discussions~2')).toBe('route-index-discussions');
    expect(segmentChunkOf('library')).toBeNull();
    expect(() => routeDataModule(registry, many, null, { segment: 'library' })).toThrow(/not a bucketed segment/);
  });

  it('keeps the index every page loads the same size however many buckets a segment has', () => {
    const small = routeDataModule(registry, withDiscussions(2 * ROUTES_PER_CHUNK + 10), null);
    const large = routeDataModule(registry, withDiscussions(40 * ROUTES_PER_CHUNK), null);
    expect(large.replace('"discussions":40', '"discussions":3')).toBe(small);
  });

  it('loads a bucket through its segment index, and an empty bucket as empty route data', async () => {
    const segment = routeDataModule(registry, many, null, { segment: 'discussions' })
      .replace(/\(\) => import\(\/\* webpackChunkName: ("[^"]+") \*\/ "[^"]+"\)/g, '() => Promise.resolve($1)')
      .replace(/^export /gm, '');
    const { load } = new Function(`${segment}\nreturn { load };`)() as { load(group: string): Promise<unknown> };
    expect(await load('discussions~1')).toBe('route-data-discussions_1');
    expect(await load('discussions~7')).toEqual({ chunkNames: {}, registry: {} });
  });

  it("puts each route in exactly the bucket the browser's groupOf computes", () => {
    const placed = [0, 1, 2].flatMap((n) => {
      const module = routeDataModule(registry, many, `discussions~${n}`);
      const keys = kbKeys.filter((k) => module.includes(`"${k}":`));
      for (const key of keys) expect(groupFor(key, { discussions: 3 })).toBe(`discussions~${n}`);
      // Buckets of about the same size, none over a chunk's worth.
      expect(keys.length).toBeGreaterThan(kbKeys.length / 6);
      expect(keys.length).toBeLessThanOrEqual(ROUTES_PER_CHUNK);
      return keys;
    });
    expect(placed.sort()).toEqual([...kbKeys].sort());
  });
});

describe('route props', () => {
  it('lists chunk names by key path, nested ones included', () => {
    expect(chunkNamesByKeyPath({ __comp: 'a', __context: { data: { kb: 'b' }, plugin: 'c' }, content: 'd' })).toEqual({
      __comp: 'a',
      '__context.data.kb': 'b',
      '__context.plugin': 'c',
      content: 'd',
    });
  });

  it("replaces each chunk name with the chunk's default export, carrying its named exports", () => {
    const Content = () => null;
    const props = routeProps(
      { __comp: 'a', __context: { plugin: 'c' }, content: 'd' },
      {
        __comp: { default: 'Component' },
        '__context.plugin': { default: { name: 'docs' } },
        content: { default: Content, frontMatter: { title: 'T' } },
      },
    );
    expect(props).toEqual({ __comp: 'Component', __context: { plugin: { name: 'docs' } }, content: Content });
    expect((props.content as unknown as { frontMatter: unknown }).frontMatter).toEqual({ title: 'T' });
  });

  it('names the module that has no default export', () => {
    expect(() => routeProps({ content: 'd' }, { content: {} })).toThrow(/content.*no default export/);
  });
});

describe('chunk asset lookup by id', () => {
  it('accepts named chunks whose id is their name, and unnamed chunks', () => {
    expect(
      chunksWithForeignIds([{ id: '1df93b7f', name: '1df93b7f' }, { id: 'vendors-x', name: null }, { id: 42 }]),
    ).toEqual([]);
  });

  it('names each chunk whose id differs from its name', () => {
    expect(
      chunksWithForeignIds([
        { id: 42, name: '1df93b7f' },
        { id: 'main', name: 'main' },
      ]),
    ).toEqual(['1df93b7f (id 42)']);
  });

  it('collects every chunk name of the routes', () => {
    const names = routeChunkNames({
      '/-abc': { __comp: '1df93b7f', __context: { plugin: 'a7456010' }, config: '5e9f5e1a' },
      '/docs-def': { __comp: '1df93b7f', __props: '22dd74f7' },
    });
    expect([...names].sort()).toEqual(['1df93b7f', '22dd74f7', '5e9f5e1a', 'a7456010']);
  });

  it('gives a URL for a chunk with a file and none for a name the bundler emitted no chunk for', () => {
    const code = chunkAssetCode('__webpack_require__.p', '__webpack_require__.u', ['5e9f5e1a']);
    const runtime = {
      p: '/',
      u: (id: string) => `assets/js/${id}.0123abcd.js`,
      gca: undefined as unknown as (id: string) => string | undefined,
    };
    new Function('__webpack_require__', code)(runtime);
    expect(runtime.gca('1df93b7f')).toBe('/assets/js/1df93b7f.0123abcd.js');
    // Without the list, the site config's name (in main.js) would be requested and 404.
    expect(runtime.gca('5e9f5e1a')).toBeUndefined();
  });
});

describe('route matching for prefetch', () => {
  // The fixture's routes, and more: a non-exact group route, a trailing-slash route, a parameter.
  const { table: encoded, sidebars } = routeKeys(parseRoutes(routesSource));
  const table = expandRoutes(encoded, sidebars, () => null);
  const routes: MatchableRoute[] = [
    { path: '/tags/:tag', exact: true },
    { path: '/guides', routes: [{ path: '/guides/stay-up-to-date/releases/2021-05/', exact: true }] },
    ...table.map(function withoutComponent({ path, exact, routes: children }: BuiltRoute): MatchableRoute {
      return { path, ...(exact ? { exact } : {}), ...(children ? { routes: children.map(withoutComponent) } : {}) };
    }),
  ];
  const paths = [
    '/',
    '/library/getting-started/deploying-a-module',
    '/library/getting-started/deploying-a-module/',
    '/LIBRARY/Getting-Started/Deploying-A-Module',
    '/reference/modules/terraform-aws-vpc/vpc-app',
    '/reference/modules/terraform-aws-vpc/vpc-app/',
    '/discussions/knowledge-base/100',
    '/discussions/knowledge-base/1000',
    '/guides',
    '/guides/',
    '/guides/stay-up-to-date/releases/2021-05',
    '/guidesx',
    '/tags/terraform',
    '/tags/terraform/x',
    '/nowhere',
  ];

  it('finds the same routes as react-router-config', () => {
    for (const pathname of paths)
      expect(matchRouteBranch(routes, pathname), pathname).toEqual(
        matchRoutes(routes as RouteConfig[], pathname).map((m) => m.route),
      );
  });

  it('matches a docs page through its parent routes, and an unknown path with the catch-all', () => {
    expect(matchRouteBranch(routes, '/library/getting-started/deploying-a-module').map((r) => r.path)).toEqual([
      '/',
      '/',
      '/',
      '/library/getting-started/deploying-a-module',
    ]);
    expect(matchRouteBranch(routes, '/nowhere').map((r) => r.path)).toEqual(['/', '/', '/']);
  });
});

describe('fetched route modules (`.fetch.json`)', () => {
  /** A generated folder with one fetched discussion and the registry line Docusaurus writes for it. */
  function fixture(content = '{"number":7,"title":"Seven"}') {
    const generatedDir = mkdtempSync(path.join(os.tmpdir(), 'cairn-fetched-'));
    const file = path.join(generatedDir, 'knowledge-base/default/discussion-7.fetch.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    const line = `  "data-7": [() => import(/* webpackChunkName: "data-7" */ ${JSON.stringify(file)}), ${JSON.stringify(file)}, require.resolveWeak(${JSON.stringify(file)})],\n`;
    const source = registry.replace('export default {\n', `export default {\n${line}`);
    const chunkNames = { ...routesChunkNames, '/discussions/knowledge-base/7': { __comp: '1df93b7f', data: 'data-7' } };
    return { generatedDir, file, source, chunkNames };
  }

  it("gives the group a loader that fetches the data file, named by its content's hash, and no bundled import", () => {
    const { generatedDir, file, source, chunkNames } = fixture();
    const client = routeDataModule(source, chunkNames, 'discussions', { generatedDir });
    const asset = fetchedAssetPath(generatedDir, file, readFileSync(file));
    expect(asset).toMatch(/^assets\/data\/knowledge-base\/default\/discussion-7\.[0-9a-f]{10}\.json$/);
    expect(client).toContain("import { fetchedModule } from '@cairn/route-fetch';");
    expect(client).toContain(`"data-7": () => fetchedModule(${JSON.stringify(asset)}),`);
    expect(client).toContain(`export const fetched = {"data-7":${JSON.stringify(asset)}};`);
    // The browser's module carries no path of the build machine; the server's reads the file.
    expect(client).not.toContain(generatedDir);
    const server = routeDataModule(source, chunkNames, 'discussions', { generatedDir, server: true });
    expect(server).toContain(`"data-7": () => fetchedModule(${JSON.stringify(asset)}, ${JSON.stringify(file)}),`);
    // Bundled modules of the same group keep their import.
    expect(client).toContain('"8b90d2a3": () => import(');
    // A group without fetched modules imports nothing for them.
    const library = routeDataModule(source, chunkNames, 'library', { generatedDir });
    expect(library).not.toContain('@cairn/route-fetch');
    expect(library).toContain('export const fetched = {};');
    rmSync(generatedDir, { recursive: true });
  });

  it('renames the data file when its content changes, and refuses a module outside the generated folder', () => {
    const { generatedDir, file } = fixture();
    const before = fetchedAssetPath(generatedDir, file, readFileSync(file));
    expect(fetchedAssetPath(generatedDir, file, '{"number":7,"title":"Seven (edited)"}')).not.toBe(before);
    expect(() => fetchedAssetPath(generatedDir, '/elsewhere/discussion-7.fetch.json', '{}')).toThrow(/is not under/);
    rmSync(generatedDir, { recursive: true });
  });

  it('lets the loader list each data file as a dependency of its group (an edit rebuilds that group only)', () => {
    const { generatedDir, file, source, chunkNames } = fixture();
    const asked: string[] = [];
    routeDataModule(source, chunkNames, 'discussions', {
      fetchedAsset: (f) => {
        asked.push(f);
        return 'assets/data/x.json';
      },
    });
    expect(asked).toEqual([file]);
    asked.length = 0;
    routeDataModule(source, chunkNames, 'library', { fetchedAsset: (f) => (asked.push(f), 'x') });
    expect(asked).toEqual([]);
    rmSync(generatedDir, { recursive: true });
  });

  it('writes every fetched module where the route data names it, and stops on one the build did not generate', () => {
    const { generatedDir, file, source } = fixture();
    writeFileSync(path.join(generatedDir, 'registry.js'), source);
    expect([...fetchedModules(source)]).toEqual([['data-7', file]]);
    const outDir = path.join(generatedDir, 'build');
    expect(writeFetchedData(generatedDir, outDir)).toBe(1);
    const asset = fetchedAssetPath(generatedDir, file, readFileSync(file));
    expect(readFileSync(path.join(outDir, asset), 'utf8')).toBe(readFileSync(file, 'utf8'));
    rmSync(file);
    expect(() => writeFetchedData(generatedDir, outDir)).toThrow(/discussion-7\.fetch\.json cannot be read/);
    rmSync(generatedDir, { recursive: true });
  });
});

describe('the route-data loader as the bundler runs it', () => {
  /** A generated folder with the fixture's registry, routes and routesChunkNames. */
  function generated() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-route-data-'));
    writeFileSync(path.join(dir, 'registry.js'), registry);
    writeFileSync(path.join(dir, 'routes.js'), routesSource);
    writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(generatedChunkNames));
    return dir;
  }
  /** Runs the loader on `resource` (with `query`), returning its output and the files it depends on. */
  function run(resource: string, query: string, source: string, options: object) {
    const dependencies: string[] = [];
    const output = routeDataLoader.loader.call(
      {
        resourcePath: resource,
        resourceQuery: query,
        addDependency: (file: string) => dependencies.push(file),
        getOptions: () => options,
      },
      source,
    );
    return { output, dependencies };
  }

  it('writes a group from the registry on disk for the small group module, and the index from registry.js', () => {
    const dir = generated();
    const registryFile = path.join(dir, 'registry.js');
    const index = run(registryFile, '', registry, {});
    expect(index.output).toBe(
      routeDataModule(registry, routesChunkNames, null, { request: routeDataLoader.groupModuleFile }),
    );
    expect(index.output).toContain(
      `import(/* webpackChunkName: "route-data-library" */ ${JSON.stringify(`${routeDataLoader.groupModuleFile}?group=library`)})`,
    );
    const group = run(routeDataLoader.groupModuleFile, '?group=library', '// a few bytes', { registry: registryFile });
    expect(group.output).toBe(routeDataModule(registry, routesChunkNames, 'library', { generatedDir: dir }));
    // An edit of the registry reaches every group: the bundler rebuilds the modules that depend on it.
    expect(group.dependencies).toContain(registryFile);
    expect(() => run(routeDataLoader.groupModuleFile, '', '', { registry: registryFile })).toThrow(
      /only imported with \?group= or \?segment=/,
    );
    rmSync(dir, { recursive: true });
  });

  it('reads a generated file again once it has changed', () => {
    const dir = generated();
    const registryFile = path.join(dir, 'registry.js');
    const before = run(routeDataLoader.groupModuleFile, '?group=library', '', { registry: registryFile }).output;
    expect(before).toContain('@site/docs/library/getting-started/deploying-a-module.md');
    writeFileSync(registryFile, registry.replaceAll('deploying-a-module.md', 'deploying-a-module-v2.md'));
    const after = run(routeDataLoader.groupModuleFile, '?group=library', '', { registry: registryFile }).output;
    expect(after).toContain('@site/docs/library/getting-started/deploying-a-module-v2.md');
    rmSync(dir, { recursive: true });
  });
});
