import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import {
  isSection,
  memberKey,
  resolveSection,
  sectionRoutes,
  type TableRoute,
} from '../../plugins/client-bundle/route-data/sections';
import { matchRouteBranch } from '../../plugins/client-bundle/route-data/route-match';

const route = (path: string, exact = true, extra: Partial<TableRoute> = {}): TableRoute => ({
  path,
  exact,
  component: path,
  ...extra,
});

/** A table shaped like the site's: pages, a long run of discussions, the docs under '/', not found. */
function table(discussions: number): TableRoute[] {
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

/** What matchRoutes finds, with a section standing for its member: the routes a page renders. */
const matched = (routes: TableRoute[], pathname: string) =>
  matchRoutes(routes as unknown as RouteConfig[], pathname).map(({ route: r }) =>
    resolveSection(r as unknown as TableRoute, pathname),
  );

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
  '/search',
  '/tags/terraform',
  '/library/getting-started/deploying-a-module',
  '/nowhere',
];

describe('route sections', () => {
  const plain = table(150);
  const sectioned = sectionRoutes(plain, 'SectionRoute');

  it('matches a long run of sibling pages as one route', () => {
    expect(sectioned).toHaveLength(plain.length - 150 + 1);
    const section = sectioned[2];
    expect(isSection(section)).toBe(true);
    expect(section.path.startsWith('/discussions/knowledge-base/:cairnSection(1|2|3|')).toBe(true);
    expect(section.component).toBe('SectionRoute');
    // The index page is not a member: its last segment is empty.
    expect(sectioned[1].path).toBe('/discussions/knowledge-base/');
  });

  it('finds for every path the routes the table without sections finds', () => {
    for (const pathname of paths) expect(matched(sectioned, pathname), pathname).toEqual(matched(plain, pathname));
    // The cases that matter, spelled out: a member, a member spelled differently, a non-member.
    expect(matched(sectioned, '/Discussions/Knowledge-Base/42/').map((r) => r.path)).toEqual([
      '/discussions/knowledge-base/42',
    ]);
    expect(matched(sectioned, '/discussions/knowledge-base/151').map((r) => r.path)).toEqual(['/']);
  });

  it('resolves sections the same way in the prefetch matcher', () => {
    for (const pathname of paths) {
      const viaPrefetch = matchRouteBranch(sectioned, pathname).map((r) => resolveSection(r, pathname));
      expect(viaPrefetch, pathname).toEqual(matched(plain, pathname));
    }
  });

  it('leaves short runs, interrupted runs and routes that cannot be members alone', () => {
    expect(sectionRoutes(table(99), 'S').some(isSection)).toBe(false);
    const interrupted = table(150);
    interrupted.splice(80, 0, route('/discussions/knowledge-base/x', false));
    const result = sectionRoutes(interrupted, 'S');
    // 78 before the interruption (too few), 72 after it (too few): no section.
    expect(result.some(isSection)).toBe(false);
    const withSidebars = table(150).map((r) =>
      r.path.startsWith('/discussions/knowledge-base/') && r.path.length > 28 ? { ...r, sidebar: 'x' } : r,
    );
    expect(sectionRoutes(withSidebars, 'S').some(isSection)).toBe(false);
    const dotted = table(150).map((r) =>
      r.path === '/discussions/knowledge-base/7' ? { ...r, path: `${r.path}.html` } : r,
    );
    const split = sectionRoutes(dotted, 'S');
    expect(split.filter(isSection)).toHaveLength(1);
    for (const pathname of [...paths, '/discussions/knowledge-base/7.html', '/discussions/knowledge-base/7x'])
      expect(matched(split, pathname), pathname).toEqual(matched(dotted, pathname));
  });

  it('keeps the first of two paths that differ only in case, as matching in order does', () => {
    const routes = table(150);
    routes.splice(10, 0, route('/discussions/knowledge-base/ABC'), route('/discussions/knowledge-base/abc'));
    const result = sectionRoutes(routes, 'S');
    expect(matched(result, '/discussions/knowledge-base/abc')).toEqual(
      matched(routes, '/discussions/knowledge-base/abc'),
    );
    expect(matched(result, '/discussions/knowledge-base/abc')[0].path).toBe('/discussions/knowledge-base/ABC');
  });

  it('says which section failed when asked for a path it does not hold', () => {
    const section = sectioned[2];
    expect(() => resolveSection(section, '/discussions/knowledge-base/999')).toThrow(
      /Route section \/discussions\/knowledge-base\/:cairnSection\(.*matched \/discussions\/knowledge-base\/999/,
    );
    expect(memberKey('/A/b/')).toBe('/a/b');
    expect(memberKey('/')).toBe('/');
  });
});
