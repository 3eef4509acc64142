/**
 * Route sections: a long run of sibling pages (the knowledge base's discussions) matched as one
 * route, so that finding a page's route costs the same at 500 discussions as at 10,000.
 *
 * Docusaurus finds a page's route three times per render, each time by testing the site's
 * top-level routes in order with react-router's `matchPath` (the client entry's and the server
 * render's `preload`, `normalizeLocation`, and the `<Switch>` of `renderRoutes`, which also makes an
 * element per route). With 9,000 more discussions that was ~75% of the static generation's CPU
 * time, and react-router's cache of compiled paths stops adding at 10,000, so past that every
 * match compiles regular expressions again.
 *
 * `sectionRoutes` replaces each run of at least `minSectionSize` consecutive top-level routes that
 * are exact, static, without child routes or sidebar, and differ only in their last segment
 * (letters, digits, `-`, `_`) by one route: its path is the run's folder followed by a parameter
 * whose pattern is the alternation of those last segments, so it matches exactly the paths the run
 * matched (react-router matches case-insensitively, with an optional final slash, and so does the
 * section's regular expression), and nothing else falls through differently. Its component renders
 * the member route for the location's path, found in a map (`SectionRoute.tsx`); `preload`
 * (`preload.ts`) and link prefetching (`docusaurus.ts`) resolve a matched section to its member the
 * same way. The runs are consecutive in the table, so moving a run's match to its first position
 * passes no route that could have matched first.
 *
 * The member routes stay in the compact route table (route-table-loader.cjs), with their keys and
 * components; the section is made from them when the table is built, in the browser and on the
 * server alike.
 */
import { DYNAMIC, trimFinalSlash } from './route-match';

/** A route of the compact route table (route-table-loader.cjs), or a section made from some. */
export interface TableRoute {
  path: string;
  exact?: boolean;
  sidebar?: string;
  routes?: TableRoute[];
  component: unknown;
}

export interface SectionRoute extends TableRoute {
  exact: true;
  /** The member routes by `memberKey` of their path; the first of two equal keys wins, as in the table. */
  members: Map<string, TableRoute>;
}

/** The parameter name of a section's path (never read: the member is found by path). */
export const sectionParam = 'cairnSection';

/** Runs shorter than this stay as they are: a section pays off only for long runs. */
export const minSectionSize = 100;

const memberSegment = /^[A-Za-z0-9_-]+$/;

/** A path as a section looks it up: lower-case, without a final slash (react-router's matching). */
export function memberKey(pathname: string): string {
  return trimFinalSlash(pathname).toLowerCase();
}

/** The folder a route could share a section under (ending in '/'), or null if it cannot be a member. */
function sectionFolder(route: TableRoute): string | null {
  if (route.exact !== true || route.routes || route.sidebar !== undefined || typeof route.path !== 'string')
    return null;
  const cut = route.path.lastIndexOf('/');
  if (cut < 0 || !memberSegment.test(route.path.slice(cut + 1))) return null;
  const folder = route.path.slice(0, cut + 1);
  return DYNAMIC.test(folder) ? null : folder;
}

function makeSection(folder: string, members: TableRoute[], component: unknown): SectionRoute {
  const byKey = new Map<string, TableRoute>();
  for (const member of members) {
    const key = memberKey(member.path);
    if (!byKey.has(key)) byKey.set(key, member);
  }
  const segments = members.map((member) => member.path.slice(folder.length));
  return { path: `${folder}:${sectionParam}(${segments.join('|')})`, exact: true, component, members: byKey };
}

/** The top-level routes with each long run of sibling pages replaced by a section (see above). */
export function sectionRoutes<R extends TableRoute>(
  routes: R[],
  component: unknown,
  minSize = minSectionSize,
): (R | SectionRoute)[] {
  const out: (R | SectionRoute)[] = [];
  let run: R[] = [];
  let runFolder: string | null = null;
  const flush = () => {
    if (runFolder !== null && run.length >= minSize) out.push(makeSection(runFolder, run, component));
    else out.push(...run);
    run = [];
    runFolder = null;
  };
  for (const route of routes) {
    const folder = sectionFolder(route);
    if (folder !== null && folder === runFolder) {
      run.push(route);
      continue;
    }
    flush();
    if (folder === null) out.push(route);
    else {
      run = [route];
      runFolder = folder;
    }
  }
  flush();
  return out;
}

export function isSection(route: object): route is SectionRoute {
  return 'members' in route && route.members instanceof Map;
}

/** For a matched section, the member route of `pathname`; any other route as it is. */
export function resolveSection<R extends object>(route: R, pathname: string): R | TableRoute {
  if (!isSection(route)) return route;
  const member = route.members.get(memberKey(pathname));
  if (!member) throw new Error(`Route section ${route.path} matched ${pathname} but has no route for it.`);
  return member;
}
