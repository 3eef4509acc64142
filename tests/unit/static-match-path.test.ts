/**
 * route-data/static-match-path.ts against react-router 5's own `matchPath` (its CommonJS build, which
 * react-router-loader.cjs does not touch): the same result for every path and option.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { matchPath as original } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withStaticPaths, type MatchPath } from '../../plugins/client-bundle/route-data/static-match-path';
import { routeTableLoader } from '../helpers/client-bundle-loaders';

const reactRouterLoader = (await import('../../plugins/client-bundle/react-router-loader.cjs' as string)).default as {
  installStaticMatchPath: (source: string, implementation: string) => string;
};

const upstream = original as unknown as MatchPath;
const fast = withStaticPaths(upstream);

/** Route paths of the frozen generated routes, and paths shaped like the site's. */
const routePaths = [
  ...new Set([
    ...(function walk(routes: { path: string; routes?: unknown[] }[]): string[] {
      return routes.flatMap((r) => [r.path, ...walk((r.routes ?? []) as { path: string }[])]);
    })(
      routeTableLoader.parseRoutes(
        readFileSync(path.join(__dirname, '../fixtures/client-bundle/routes.js'), 'utf8'),
      ) as never,
    ),
    '/',
    '/docs',
    '/docs/',
    '/library/reference/',
    '/discussions/knowledge-base/123',
    '/tags/terraform',
    '/search',
    '/a.b/c-d_e',
    '/release/2021-05/',
    '/x=y$z^!|',
  ]),
];

const pathnames = (routePath: string): string[] => {
  const trimmed = routePath.length > 1 && routePath.endsWith('/') ? routePath.slice(0, -1) : routePath;
  return [
    routePath,
    trimmed,
    `${trimmed}/`,
    routePath.toUpperCase(),
    `${trimmed}/child`,
    `${trimmed}/child/`,
    `${trimmed}x`,
    `${trimmed}//`,
    trimmed.slice(0, -1),
    '',
    '/',
    '/other',
  ];
};

describe("static route paths matched without react-router's regular expressions", () => {
  it('gives what matchPath gives for every route path, pathname and option', () => {
    let compared = 0;
    for (const routePath of routePaths)
      for (const pathname of pathnames(routePath))
        for (const exact of [false, true])
          for (const strict of [false, true])
            for (const sensitive of [false, true]) {
              const options = { path: routePath, exact, strict, sensitive };
              expect(fast(pathname, options), JSON.stringify({ pathname, options })).toEqual(
                upstream(pathname, options),
              );
              compared++;
            }
    expect(compared).toBeGreaterThan(1000);
    // The string and array forms of the options.
    expect(fast('/docs/x', '/docs')).toEqual(upstream('/docs/x', '/docs'));
    expect(fast('/docs/x', ['/a', '/docs'])).toEqual(upstream('/docs/x', ['/a', '/docs']));
  });

  it('agrees on random static paths and pathnames, and passes dynamic ones to the original', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~=$!-]{0,6}$/);
    const staticPath = fc.array(segment, { minLength: 0, maxLength: 4 }).map((s) => `/${s.join('/')}`);
    fc.assert(
      fc.property(
        staticPath,
        fc.boolean(),
        fc.oneof(
          staticPath,
          staticPath.map((p) => `${p}/`),
          staticPath.map((p) => p.toUpperCase()),
        ),
        (routePath, exact, pathname) => {
          expect(fast(pathname, { path: routePath, exact })).toEqual(upstream(pathname, { path: routePath, exact }));
        },
      ),
      { numRuns: 3000 },
    );
    for (const dynamic of ['/docs/:id', '/a/*', '/b/(x|y)', '/c/:n?', '/ü'])
      expect(fast('/docs/7', dynamic)).toEqual(upstream('/docs/7', dynamic));
  });

  it('is installed by the loader over the declaration the module exports, or the build stops naming the loader', () => {
    const source = readFileSync(require.resolve('react-router/esm/react-router.js'), 'utf8');
    const out = reactRouterLoader.installStaticMatchPath(source, '/x/static-match-path.ts');
    expect(out.startsWith(source)).toBe(true);
    expect(out.slice(source.length)).toBe(
      '\nimport { withStaticPaths as cairnWithStaticPaths } from "/x/static-match-path.ts";\nmatchPath = cairnWithStaticPaths(matchPath);\n',
    );
    expect(() =>
      reactRouterLoader.installStaticMatchPath(source.replace('function matchPath(pathname, options) {', ''), '/x'),
    ).toThrow(/react-router-loader\.cjs/);
  });
});
