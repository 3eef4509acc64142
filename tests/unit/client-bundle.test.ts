import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { chunksWithForeignIds } from '../../plugins/client-bundle/chunk-asset-plugin';
import { chunkNamesByKeyPath, routeProps } from '../../plugins/client-bundle/route-data/route-props';

const require = createRequire(import.meta.url);
const { routeDataModule, sectionFor, ROUTES_PER_CHUNK } =
  require('../../plugins/client-bundle/route-data-loader.cjs') as {
    routeDataModule: (source: string, routesChunkNames: Record<string, unknown>, section: string | null) => string;
    sectionFor: (routePath: string, buckets: Record<string, number>) => string;
    ROUTES_PER_CHUNK: number;
  };

/** A registry in the shape Docusaurus 3.10 generates in .docusaurus/registry.js (a production build's hashed chunk names). */
const registry = readFileSync(path.join(__dirname, '../fixtures/client-bundle/registry.js'), 'utf8');
/** The routesChunkNames.json of the same routes: the home page, a doc under '/', a knowledge-base page. */
const routesChunkNames = {
  '/-e5f': { __comp: '1df93b7f', __context: { plugin: 'a7456010' } },
  '/library/getting-started/deploying-a-module-5a1': { __comp: '1df93b7f', content: '17896441' },
  '/discussions/knowledge-base/100-0c2': {
    __comp: '1df93b7f',
    __context: { data: { kb: '8b90d2a3' }, plugin: 'a7456010' },
  },
};

describe('route data loader', () => {
  it('turns the registry into an index with one import per section', () => {
    const index = routeDataModule(registry, routesChunkNames, null);
    expect(index).toContain('"": () => import(/* webpackChunkName: "route-data-root" */ "./registry.js?section="),');
    expect(index).toContain(
      '"library": () => import(/* webpackChunkName: "route-data-library" */ "./registry.js?section=library"),',
    );
    expect(index).toContain('"discussions": () => import(/* webpackChunkName: "route-data-discussions" */');
    expect(index).toMatch(/export function sectionOf\(routePath\)/);
    // No route data and no module path is left in the index.
    expect(index).not.toContain('@site/');
    expect(index).not.toContain('17896441');
  });

  it("gives a section its routes' chunk names and only the loaders they use", () => {
    const library = routeDataModule(registry, routesChunkNames, 'library');
    expect(library).toContain(
      '"/library/getting-started/deploying-a-module-5a1":{"__comp":"1df93b7f","content":"17896441"}',
    );
    expect(library).not.toContain('/discussions/');
    expect(library).toContain(
      '"17896441": () => import(/* webpackChunkName: "17896441" */ "@site/docs/library/getting-started/deploying-a-module.md"),',
    );
    expect(library).toContain('"1df93b7f": () => import(');
    expect(library).not.toContain('"8b90d2a3"');
    // Nested chunk names (route context data) are found too.
    expect(routeDataModule(registry, routesChunkNames, 'discussions')).toContain('"8b90d2a3": () => import(');
    expect(routeDataModule(registry, routesChunkNames, '')).toContain('"/-e5f":');
  });

  it('fails the build, naming the loader, when the registry format changes or a section is unknown', () => {
    const changed = registry.replace('"@site/src/pages/index.tsx", require', '"@site/src/pages/other.tsx", require');
    expect(() => routeDataModule(changed, routesChunkNames, null)).toThrow(
      /3 of 4 entries parsed.*route-data-loader\.cjs/,
    );
    expect(() => routeDataModule('export default {};\n', routesChunkNames, null)).toThrow(/0 of 0 entries parsed/);
    expect(() => routeDataModule(registry, routesChunkNames, 'nowhere')).toThrow(/no routes in section 'nowhere'/);
  });
});

describe('route data buckets', () => {
  // 130 knowledge-base routes: more than one chunk's worth, so the section is split in 3 buckets.
  const many: Record<string, unknown> = { ...routesChunkNames };
  for (let i = 1; i <= 130; i++)
    many[`/discussions/knowledge-base/${i}-${(i * 7919).toString(16).slice(-3)}`] = { __comp: '1df93b7f' };
  const kbKeys = Object.keys(many).filter((k) => k.startsWith('/discussions/'));

  it('splits a section with many routes by a hash of the path, and says so in the index', () => {
    expect(ROUTES_PER_CHUNK).toBe(60);
    const index = routeDataModule(registry, many, null);
    expect(index).toContain('const buckets = {"discussions":3};');
    expect(index).toContain('function sectionFor(routePath, buckets)');
    for (const n of [0, 1, 2])
      expect(index).toContain(`"discussions~${n}": () => import(/* webpackChunkName: "route-data-discussions_${n}" */`);
    expect(index).not.toContain('"discussions": ()');
    expect(sectionFor('/library/x', { discussions: 3 })).toBe('library');
  });

  it("puts each route in exactly the bucket the browser's sectionOf computes", () => {
    const placed = [0, 1, 2].flatMap((n) => {
      const module = routeDataModule(registry, many, `discussions~${n}`);
      const keys = kbKeys.filter((k) => module.includes(`"${k}":`));
      for (const key of keys)
        expect(sectionFor(key.replace(/-[^-]+$/, ''), { discussions: 3 })).toBe(`discussions~${n}`);
      // Buckets of about the same size.
      expect(keys.length).toBeGreaterThan(20);
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
});
