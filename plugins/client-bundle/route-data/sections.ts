/**
 * Route sections: a long run of sibling pages (the knowledge base's discussions) is one route, and
 * its members are not in the route table at all, so that neither main.js nor finding a page's route
 * grows with the knowledge base.
 *
 * Docusaurus finds a page's route three times per render, each time by testing the site's
 * top-level routes in order with react-router's `matchPath` (the client entry's and the server
 * render's `preload`, `normalizeLocation`, and the `<Switch>` of `renderRoutes`, which also makes an
 * element per route). With 9,000 more discussions that was ~75% of the static generation's CPU
 * time, and every page's main.js carried and decoded a line per discussion.
 *
 * The route table loader (route-table-loader.cjs, `findSectionsIn`) writes each run of at least 100
 * consecutive routes of one route list that are exact, static, without child routes, with one sidebar
 * (or none), and whose paths are one folder followed by the same number of lower-case segments, as
 * one line: the run's folder, the members' depth, whether their paths end in '/', and their sidebar.
 * The knowledge base's discussions are one at the top level (one segment under
 * `/discussions/knowledge-base/`), the module reference pages one among the docs (a repository and a
 * module under `/reference/modules/`, in the module reference sidebar). `withSections` makes that
 * line a route whose path is the folder followed by that many segments (letters, digits, `-`, `_`;
 * react-router matches it in any letter case and with an optional final slash). Whether a path is a
 * member is known from its group's route data (route-data-loader.cjs), which the page loads anyway to
 * render the member: a member's route data key is its path, spelled in lower case (`memberPath`).
 * The loader makes a run a section only if no other route has a path of that shape, so such a key
 * is always a member's.
 *
 * A path the section matches that is no member goes on to the routes after the section (`rest`),
 * as it would have in the table with the run. `preload` (`preload.ts`) resolves a section before
 * a page renders, on the server and in the browser; the section's component (`SectionRoute.tsx`)
 * then finds the member synchronously, and so does the docs theme's DocRoot (`member`,
 * src/theme/DocRoot) for a section among the docs; link prefetching (`docusaurus.ts`) hints the
 * group's data.
 */
import { trimFinalSlash } from './route-match';

/** A route of the compact route table (route-table-loader.cjs), or a section made from some. */
export interface TableRoute {
  path: string;
  exact?: boolean;
  sidebar?: string;
  routes?: TableRoute[];
  component: unknown;
}

/** What the table's module decodes for a section's line (route-table-loader.cjs, `expandRoutes`). */
interface SectionLine {
  path: string;
  exact: true;
  section: true;
  /** How many segments a member's path has under the folder. */
  depth: number;
  /** Whether the members' paths end in '/'. */
  slash: boolean;
  sidebar?: string;
}

export interface SectionRoute extends TableRoute {
  exact: true;
  /** The folder of the members, ending in '/', as the table spells it. */
  folder: string;
  depth: number;
  slash: boolean;
  /** The routes after the section in its list: where a path that is no member goes on. */
  rest: TableRoute[];
  /** Member routes made so far, by path: a member's component is made once. */
  members: Map<string, TableRoute>;
  /** Makes a member's component (the table's ComponentCreator): `create(path, key)`. */
  create: (path: string, key: string) => unknown;
  /**
   * The member route of `pathname` as far as the route data loaded so far says (`sectionMember`):
   * the member, null if the path is no member, undefined while its group's data is not loaded.
   */
  member: (pathname: string) => TableRoute | null | undefined;
}

/** The parameter name of a section's path (never read: the member is found by path). */
export const sectionParam = 'cairnSection';

const memberSegment = /^[A-Za-z0-9_-]+$/;

function isSectionLine(route: object): route is SectionLine {
  return 'section' in route && route.section === true;
}

/**
 * The table's routes with each section line made a section route, in every route list; `component`
 * is the section's component (SectionRoute.tsx), `create` makes its members' components, and
 * `hasKey` says whether a route data key exists (groups.ts `hasLoadedKey`).
 */
export function withSections<R extends TableRoute>(
  routes: (R | SectionLine)[],
  component: unknown,
  create: (path: string, key: string) => unknown,
  hasKey: (key: string) => boolean | undefined,
): (R | SectionRoute)[] {
  const out: (R | SectionRoute)[] = [];
  const sections: [SectionRoute, number][] = [];
  for (const route of routes) {
    if (!isSectionLine(route)) {
      if (route.routes) route.routes = withSections(route.routes, component, create, hasKey);
      out.push(route);
      continue;
    }
    const segments = Array.from({ length: route.depth }, () => '[A-Za-z0-9_-]+').join('/');
    const section: SectionRoute = {
      path: `${route.path}:${sectionParam}(${segments})`,
      exact: true,
      component,
      folder: route.path,
      depth: route.depth,
      slash: route.slash,
      ...(route.sidebar !== undefined ? { sidebar: route.sidebar } : {}),
      rest: [],
      members: new Map(),
      create,
      member: (pathname) => sectionMember(section, pathname, hasKey),
    };
    sections.push([section, out.length]);
    out.push(section);
  }
  for (const [section, at] of sections) section.rest = out.slice(at + 1);
  return out;
}

export function isSection(route: object): route is SectionRoute {
  return 'folder' in route && 'members' in route && route.members instanceof Map;
}

/**
 * The path a member of `section` at `pathname` has (its route data key), or null if `pathname` is
 * not the members' number of segments under the section's folder. Letter case and a final slash do
 * not matter, as in react-router's matching; members' paths are lower case, with a final slash if
 * the section's members have one.
 */
export function memberPath(section: SectionRoute, pathname: string): string | null {
  const trimmed = trimFinalSlash(pathname);
  if (trimmed.length <= section.folder.length) return null;
  if (trimmed.slice(0, section.folder.length).toLowerCase() !== section.folder.toLowerCase()) return null;
  const member = trimmed.slice(section.folder.length);
  const segments = member.split('/');
  if (segments.length !== section.depth || !segments.every((segment) => memberSegment.test(segment))) return null;
  return section.folder + member.toLowerCase() + (section.slash ? '/' : '');
}

/**
 * The member route of `pathname` in `section`, given whether a route data key exists (`hasKey`:
 * true, false, or undefined while its group's data is not loaded): the member, null if the path is
 * no member, undefined if that is not known yet.
 */
export function sectionMember(
  section: SectionRoute,
  pathname: string,
  hasKey: (key: string) => boolean | undefined,
): TableRoute | null | undefined {
  const path = memberPath(section, pathname);
  if (path === null) return null;
  const known = section.members.get(path);
  if (known) return known;
  const has = hasKey(path);
  if (has !== true) return has === false ? null : undefined;
  const member: TableRoute = {
    path,
    exact: true,
    component: section.create(path, path),
    ...(section.sidebar !== undefined ? { sidebar: section.sidebar } : {}),
  };
  section.members.set(path, member);
  return member;
}
