/**
 * react-router's `matchPath` for static paths without a regular expression (installed over
 * react-router's own by react-router-loader.cjs, in every build).
 *
 * `matchPath` compiles each route path into a regular expression with path-to-regexp on first use.
 * The router's `<Switch>`, react-router-config's `matchRoutes` and the docs plugin's doc lookup call
 * it for each route in order until one matches, so the first page a reader opens compiled ~1,000 of
 * them: 12-32 ms of the task that runs main.js on this host, six times that on a phone-class CPU.
 * Nearly every route path is static. For a static path (no parameter, wildcard, group or escape)
 * without `strict` or `sensitive`, path-to-regexp 1.x builds `^P(?:\/(?=$))?$` (`exact`) or
 * `^P(?:\/(?=$))?(?=\/|$)`, case-insensitive, where P is the path without its final slash; this
 * matches the same way with string comparisons and returns what `matchPath` returns. Any other path
 * or option goes to the original. tests/unit/static-match-path.test.ts compares the two.
 */

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface PathMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

export type MatchPath = (pathname: string, options?: string | string[] | MatchOptions) => PathMatch | null;

/** Characters that give a path-to-regexp 1.x path a parameter, a wildcard, a group or an escape. */
const DYNAMIC = /[:*?+()[\]{}\\]/;
/** Case-insensitive comparison as a regular expression's `i` flag does it is only sure for printable ASCII. */
const NON_ASCII = /[^ -~]/;

/** The match of a static path, as path-to-regexp's expression and `matchPath` would give it. */
function matchStatic(pathname: string, path: string, exact: boolean): PathMatch | null {
  const prefix = path.endsWith('/') ? path.slice(0, -1) : path;
  const head = pathname.slice(0, prefix.length);
  if (head.length !== prefix.length || head.toLowerCase() !== prefix.toLowerCase()) return null;
  const rest = pathname.slice(prefix.length);
  let url: string;
  // `(?:\/(?=$))?` takes a final slash; otherwise the path ends there, or (not exact) a segment follows.
  if (rest === '' || rest === '/') url = pathname;
  else if (!exact && rest.startsWith('/')) url = head;
  else return null;
  return { path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {} };
}

/** `original` with static paths matched without it. */
export function withStaticPaths(original: MatchPath): MatchPath {
  return function matchPath(pathname, options = {}) {
    const {
      path,
      exact = false,
      strict = false,
      sensitive = false,
    } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
    if (
      typeof path !== 'string' ||
      path === '' ||
      strict ||
      sensitive ||
      DYNAMIC.test(path) ||
      NON_ASCII.test(path) ||
      NON_ASCII.test(pathname)
    )
      return original(pathname, options);
    return matchStatic(pathname, path, exact);
  };
}
