/**
 * The routes a path matches, as react-router-config's `matchRoutes` finds them (each level's first
 * matching route, then its child routes), for link prefetching. `matchRoutes` compiles a regular
 * expression per route path on first use and then tests them in order: on a docs page, prefetching
 * the links in view compiled and ran ~1,000 of them, ~170 ms of main-thread time at 4x CPU
 * slowdown. Nearly every path here is static; a static path matches the way `matchPath` matches it
 * (case-insensitive, an optional final slash, a non-exact path as a whole-segment prefix) with
 * string comparisons. A path with parameters or wildcards goes to `matchPath` itself.
 */
import { matchPath } from '@docusaurus/router';

export interface MatchableRoute {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: MatchableRoute[];
}

/** Characters that make a path-to-regexp path dynamic. */
const DYNAMIC = /[:*?+()[\]{}\\]/;

export const trimFinalSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

function matches(route: MatchableRoute, pathname: string): boolean {
  const { path } = route;
  // A route without a path takes its parent's match, as in `matchRoutes`.
  if (path === undefined) return true;
  if (typeof path !== 'string' || DYNAMIC.test(path) || route.strict || route.sensitive)
    return matchPath(pathname, route as Parameters<typeof matchPath>[1]) !== null;
  const routePath = trimFinalSlash(path.toLowerCase());
  const target = trimFinalSlash(pathname.toLowerCase());
  if (route.exact) return routePath === target;
  return routePath === '/' || target === routePath || target.startsWith(`${routePath}/`);
}

/** The matched routes, outermost first, like `matchRoutes(routes, pathname).map((m) => m.route)`. */
export function matchRouteBranch<R extends MatchableRoute>(routes: R[], pathname: string, branch: R[] = []): R[] {
  const route = routes.find((candidate) => matches(candidate, pathname));
  if (route) {
    branch.push(route);
    if (route.routes) matchRouteBranch(route.routes as R[], pathname, branch);
  }
  return branch;
}
