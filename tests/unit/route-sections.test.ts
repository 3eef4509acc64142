import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import {
  isSection,
  memberPath,
  sectionMember,
  withSections,
  type SectionRoute,
  type TableRoute,
} from '../../plugins/client-bundle/route-data/sections';
import { matchRouteBranch } from '../../plugins/client-bundle/route-data/route-match';
import { routeTableLoader as loader, type ParsedRoute as GeneratedRoute } from '../helpers/client-bundle-loaders';

const route = (path: string, exact = true, extra: Partial<GeneratedRoute> = {}): GeneratedRoute => ({
  path,
  hash: 'abc',
  ...(exact ? { exact: true as const } : {}),
  ...extra,
});

/** A table shaped like the site's: pages, a long run of discussions, the docs under '/', not found. */
function table(discussions: number): GeneratedRoute[] {
  return [
    route('/search'),
    route('/discussions/knowledge-base/'),
    ...Array.from({ length: discussions }, (_, i) => route(`/discussions/knowledge-base/${i + 1}`)),
    route('/tags/terraform'),
    route('/', false, {
      routes: [route('/library/getting-started/deploying-a-module', true, { sidebar: 'library' })],
    }),
    route('*', false),
  ];
}

/**
 * The generated routes through the loader and `withSections`, as the browser gets them: each route's
 * component is its key, and the route data holds the keys of every route, sections' members included.
 */
function build(generated: GeneratedRoute[]) {
  const { keys, table: encoded, sidebars } = loader.routeKeys(generated);
  const create = (_path: string, key: string) => key;
  const routeData = new Set(keys.values());
  const hasKey = (key: string) => routeData.has(key);
  const routes = withSections(loader.expandRoutes(encoded, sidebars, create), 'SectionRoute', create, hasKey);
  return { routes, encoded, hasKey };
}

/** The same table without sections: what react-router would match without them. */
function plain(generated: GeneratedRoute[]): TableRoute[] {
  const seen = new Map<string, number>();
  const convert = (list: GeneratedRoute[]): TableRoute[] =>
    list.map((r) => {
      const n = seen.get(r.path) ?? 0;
      seen.set(r.path, n + 1);
      return {
        path: r.path,
        ...(r.exact ? { exact: true } : {}),
        component: n ? `${r.path}#${n}` : r.path,
        ...(r.routes ? { routes: convert(r.routes) } : {}),
      };
    });
  return convert(generated);
}

type HasKey = (key: string) => boolean | undefined;

/** The routes a page renders, sections resolved (as preload.ts and SectionRoute.tsx resolve them). */
function rendered(routes: TableRoute[], pathname: string, hasKey: HasKey): { path: string; component: unknown }[] {
  return matchRoutes(routes as unknown as RouteConfig[], pathname).flatMap(({ route: r }) => {
    const found = r as unknown as TableRoute;
    if (!isSection(found)) return [{ path: found.path, component: found.component }];
    const member = sectionMember(found, pathname, hasKey);
    if (member === undefined) throw new Error('route data not loaded');
    return member ? [{ path: member.path, component: member.component }] : rendered(found.rest, pathname, hasKey);
  });
}

/** The same through the prefetch matcher (route-match.ts), as docusaurus.ts resolves it. */
function prefetched(routes: TableRoute[], pathname: string, hasKey: HasKey): { path: string; component: unknown }[] {
  return matchRouteBranch(routes, pathname).flatMap((found) => {
    if (!isSection(found)) return [{ path: found.path, component: found.component }];
    const member = sectionMember(found, pathname, hasKey);
    return member ? [{ path: member.path, component: member.component }] : prefetched(found.rest, pathname, hasKey);
  });
}

const paths = [
  '/discussions/knowledge-base/1',
  '/discussions/knowledge-base/150',
  '/discussions/knowledge-base/15',
  '/discussions/knowledge-base/150/',
  '/Discussions/Knowledge-Base/42',
  '/discussions/knowledge-base/',
  '/discussions/knowledge-base',
  '/discussions/knowledge-base/151',
  '/discussions/knowledge-base/0150',
  '/discussions/knowledge-base/1/extra',
  '/discussions/knowledge-base/1|2',
  '/discussions/knowledge-base/abc',
  '/search',
  '/tags/terraform',
  '/library/getting-started/deploying-a-module',
  '/nowhere',
];

/** Renders every path through both tables and expects the same routes. */
function expectSameMatches(generated: GeneratedRoute[], extraPaths: string[] = []) {
  const { routes, hasKey } = build(generated);
  const without = plain(generated);
  const noSection: HasKey = () => false;
  for (const pathname of [...paths, ...extraPaths]) {
    const expected = rendered(without, pathname, noSection);
    expect(rendered(routes, pathname, hasKey), pathname).toEqual(expected);
    expect(prefetched(routes, pathname, hasKey), pathname).toEqual(expected);
  }
  return routes;
}

describe('route sections', () => {
  it('leaves a long run of sibling pages out of the table: one line, one route', () => {
    const generated = table(150);
    const { routes, encoded } = build(generated);
    expect(routes).toHaveLength(generated.length - 150 + 1);
    expect(encoded.split('\n')).toHaveLength(generated.length - 150 + 1 + 1 + 1); // a child level ends with ''
    expect(encoded).not.toMatch(/\n.\d42$/m);
    const section = routes[2] as SectionRoute;
    expect(isSection(section)).toBe(true);
    expect(section.path).toBe('/discussions/knowledge-base/:cairnSection([A-Za-z0-9_-]+)');
    expect(section.component).toBe('SectionRoute');
    expect(section.rest.map((r) => r.path)).toEqual(['/tags/terraform', '/', '*']);
    // The index page is not a member: its last segment is empty.
    expect(routes[1].path).toBe('/discussions/knowledge-base/');
  });

  it('renders for every path the routes the table without sections renders, also via the prefetch matcher', () => {
    const routes = expectSameMatches(table(150));
    const { hasKey } = build(table(150));
    // The cases that matter, spelled out: a member, a member spelled differently, a non-member.
    expect(rendered(routes, '/Discussions/Knowledge-Base/42/', hasKey)).toEqual([
      { path: '/discussions/knowledge-base/42', component: '/discussions/knowledge-base/42' },
    ]);
    expect(rendered(routes, '/discussions/knowledge-base/151', hasKey).map((r) => r.path)).toEqual(['/']);
  });

  it('makes a member route once, and knows no member before its route data is loaded', () => {
    const { routes, hasKey } = build(table(150));
    const section = routes[2] as SectionRoute;
    expect(sectionMember(section, '/discussions/knowledge-base/7', () => undefined)).toBeUndefined();
    const first = sectionMember(section, '/discussions/knowledge-base/7', hasKey);
    expect(sectionMember(section, '/DISCUSSIONS/knowledge-base/7/', hasKey)).toBe(first);
    expect(sectionMember(section, '/discussions/knowledge-base/7/x', hasKey)).toBeNull();
    expect(memberPath(section, '/discussions/knowledge-base/AB-c_1/')).toBe('/discussions/knowledge-base/ab-c_1');
    expect(memberPath(section, '/discussions/knowledge-base/')).toBeNull();
    expect(memberPath(section, '/discussions/other/1')).toBeNull();
  });

  it('leaves short runs, interrupted runs and routes that cannot be members in the table', () => {
    expect(build(table(99)).routes.some(isSection)).toBe(false);
    const interrupted = table(150);
    interrupted.splice(80, 0, route('/discussions/knowledge-base/x', false));
    // 78 before the interruption (too few), 72 after it (too few): no section.
    expect(build(interrupted).routes.some(isSection)).toBe(false);
    expectSameMatches(interrupted, ['/discussions/knowledge-base/x']);
    // Members of one section share a sidebar: two sidebars in a run break it.
    const withSidebars = table(150).map((r, i) =>
      r.path.startsWith('/discussions/knowledge-base/') && r.path.length > 28 ? { ...r, sidebar: `x${i % 2}` } : r,
    );
    expect(build(withSidebars).routes.some(isSection)).toBe(false);
    const dotted = table(150).map((r) =>
      r.path === '/discussions/knowledge-base/7' ? { ...r, path: `${r.path}.html` } : r,
    );
    // The run after the dotted path is long enough, but the six before it stay routes of a member's shape.
    expect(build(dotted).routes.some(isSection)).toBe(false);
    const dottedEarly = table(150).map((r) =>
      r.path === '/discussions/knowledge-base/1' ? { ...r, path: `${r.path}.html` } : r,
    );
    expect(build(dottedEarly).routes.filter(isSection)).toHaveLength(1);
    expectSameMatches(dottedEarly, ['/discussions/knowledge-base/1.html', '/discussions/knowledge-base/1x']);
    expectSameMatches(dotted, ['/discussions/knowledge-base/7.html', '/discussions/knowledge-base/7x']);
    // A capital letter in a last segment breaks the run (members are found by their lower-case path),
    // and the route stays one of a member's shape.
    const capital = table(150);
    capital.splice(10, 0, route('/discussions/knowledge-base/ABC'));
    expect(loader.findSections(capital)).toEqual([]);
    expect(loader.findSections(table(150))).toEqual([
      { start: 2, end: 152, folder: '/discussions/knowledge-base/', depth: 1, slash: false },
    ]);
    expectSameMatches(capital, ['/discussions/knowledge-base/ABC', '/discussions/knowledge-base/abc']);
  });

  it('makes no section when another route has a member-shaped path or two members share one', () => {
    const nested = table(150);
    nested[nested.length - 2].routes?.push(route('/Discussions/knowledge-base/extra/'));
    expect(nested[nested.length - 2].routes).toHaveLength(2);
    expect(loader.findSections(nested)).toEqual([]);
    expectSameMatches(nested, ['/discussions/knowledge-base/extra']);
    const twice = table(150);
    twice.splice(10, 0, route('/discussions/knowledge-base/1'));
    expect(loader.findSections(twice)).toEqual([]);
    expectSameMatches(twice);
  });
});

describe('two runs', () => {
  it("in one folder are no sections (each would find the other's members in the route data)", () => {
    const apart = table(150);
    apart.splice(152, 0, route('/discussions/knowledge-base/x/y', false), ...table(300).slice(152, 302));
    expect(loader.findSections(apart)).toEqual([]);
    expectSameMatches(apart, ['/discussions/knowledge-base/x/y', '/discussions/knowledge-base/200']);
  });

  it('in two folders are two sections, each going on to the routes after it', () => {
    const two = table(150);
    const other = Array.from({ length: 120 }, (_, i) => route(`/notes/${i + 1}`));
    two.splice(152, 0, route('/notes/x/y', false), ...other);
    expect(loader.findSections(two).map((s) => s.folder)).toEqual(['/discussions/knowledge-base/', '/notes/']);
    const routes = expectSameMatches(two, ['/notes/1', '/notes/120/', '/notes/121', '/notes/x/y', '/NOTES/7']);
    expect(routes.filter(isSection)).toHaveLength(2);
  });
});

/** A table with the docs under '/', among them `modules` module reference pages (two segments, a final slash). */
function docsTable(
  modules: number,
  sidebarOf: (i: number) => string = () => 'ref',
  serviceSidebar = 'services',
): GeneratedRoute[] {
  const repos = ['repo-a', 'repo-b', 'repo-c'];
  return [
    route('/search'),
    route('/', false, {
      routes: [
        route('/library/getting-started/deploying-a-module', true, { sidebar: 'library' }),
        route('/reference/modules/', true, { sidebar: 'ref' }),
        ...Array.from({ length: modules }, (_, i) =>
          route(`/reference/modules/${repos[Math.floor((i * repos.length) / modules)]}/m-${i + 1}/`, true, {
            sidebar: sidebarOf(i),
          }),
        ),
        route('/reference/services/networking/vpc/', true, { sidebar: serviceSidebar }),
      ],
    }),
    route('*', false),
  ];
}

const docsPaths = [
  '/reference/modules/repo-a/m-1/',
  '/reference/modules/repo-a/m-1',
  '/Reference/Modules/Repo-A/M-1',
  '/reference/modules/repo-c/m-150/',
  '/reference/modules/repo-a/m-150/',
  '/reference/modules/repo-a/nope/',
  '/reference/modules/repo-a/',
  '/reference/modules/repo-a',
  '/reference/modules/',
  '/reference/modules/repo-a/m-1/extra',
  '/reference/services/networking/vpc',
  '/library/getting-started/deploying-a-module',
];

describe('a route section among the docs', () => {
  it('is one line of the docs route list: a folder, two segments deep, with the sidebar and final slash of its members', () => {
    const generated = docsTable(150);
    expect(loader.findSections(generated)).toEqual([]);
    const { routes, encoded, hasKey } = build(generated);
    const docs = (routes[1] as TableRoute).routes ?? [];
    expect(docs.map((r) => r.path)).toEqual([
      '/library/getting-started/deploying-a-module',
      '/reference/modules/',
      '/reference/modules/:cairnSection([A-Za-z0-9_-]+/[A-Za-z0-9_-]+)',
      '/reference/services/networking/vpc/',
    ]);
    const section = docs[2] as SectionRoute;
    expect(isSection(section)).toBe(true);
    expect(section).toMatchObject({ folder: '/reference/modules/', depth: 2, slash: true, sidebar: 'ref' });
    expect(section.rest.map((r) => r.path)).toEqual(['/reference/services/networking/vpc/']);
    expect(encoded).not.toContain('m-42');
    // A member is found by its path in any spelling, keeps the final slash, and carries the sidebar.
    expect(memberPath(section, '/Reference/Modules/Repo-B/M-77')).toBe('/reference/modules/repo-b/m-77/');
    expect(section.member('/reference/modules/repo-b/m-77')).toEqual({
      path: '/reference/modules/repo-b/m-77/',
      exact: true,
      component: '/reference/modules/repo-b/m-77/',
      sidebar: 'ref',
    });
    expect(section.member('/reference/modules/repo-b/m-1000/')).toBeNull();
    expect(section.member('/reference/modules/repo-b/')).toBeNull();
    expect(sectionMember(section, '/reference/modules/repo-b/m-77/', () => undefined)).toBe(
      section.member('/reference/modules/repo-b/m-77/'),
    );
    expect(hasKey('/reference/modules/repo-b/m-77/')).toBe(true);
    expectSameMatches(generated, docsPaths);
  });

  it('takes the longest run: a deeper folder with fewer members loses to the common one', () => {
    const sectionsOf = (generated: GeneratedRoute[]) =>
      build(generated).routes.flatMap((r) => (r.routes ?? []).filter(isSection));
    // 150 modules in three repositories: 50 each, too few for a section per repository.
    expect(sectionsOf(docsTable(150)).map((s) => [s.folder, s.depth])).toEqual([['/reference/modules/', 2]]);
    // 150 in one repository: the repository's folder would do, but the run is the same, and deeper wins a tie.
    const oneRepo = docsTable(150).map((r) => ({
      ...r,
      routes: r.routes?.map((d) => ({ ...d, path: d.path.replace(/repo-[bc]/, 'repo-a') })),
    }));
    expect(sectionsOf(oneRepo).map((s) => [s.folder, s.depth])).toEqual([['/reference/modules/repo-a/', 1]]);
    expectSameMatches(oneRepo, docsPaths);
    // A service page right after the modules, in their sidebar, makes the run one longer one folder up.
    const withService = docsTable(150, () => 'ref', 'ref');
    expect(sectionsOf(withService).map((s) => [s.folder, s.depth, s.rest.length])).toEqual([['/reference/', 3, 0]]);
    expectSameMatches(withService, docsPaths);
  });

  it('is no section when its members have two sidebars, or too few members', () => {
    const mixed = docsTable(150, (i) => (i === 70 ? 'other' : 'ref'));
    expect(build(mixed).routes.flatMap((r) => (r.routes ?? []).filter(isSection))).toEqual([]);
    expectSameMatches(mixed, docsPaths);
    const few = docsTable(99);
    expect(build(few).routes.flatMap((r) => (r.routes ?? []).filter(isSection))).toEqual([]);
    expectSameMatches(few, docsPaths);
  });
});
