/**
 * Replaces `@docusaurus/core/lib/client/preload` in production builds (both the client and the
 * server render): loads the components of every route a path matches before it is rendered,
 * like core's, but a matched route section (sections.ts) stands for its member route of that
 * path, found in its group's route data (loaded here), or, for a path that is no member, for the
 * routes after the section that match it. Called by the client entry before hydrating, by
 * navigation before rendering the next page, by the server render, and by `docusaurus.ts`.
 */
import routes from '@generated/routes';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { loadSectionMember } from './groups';
import { isSection, type TableRoute } from './sections';

interface Preloadable {
  preload?: () => Promise<unknown>;
}

/** The routes a page at `pathname` renders, outermost first, with sections resolved. */
export async function matchedRoutes(table: readonly object[], pathname: string): Promise<object[]> {
  const out: object[] = [];
  for (const { route } of matchRoutes(table as RouteConfig[], pathname)) {
    if (!isSection(route)) {
      out.push(route);
      continue;
    }
    const member: TableRoute | null = await loadSectionMember(route, pathname);
    out.push(...(member ? [member] : await matchedRoutes(route.rest, pathname)));
  }
  return out;
}

export default async function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const matched = (await Promise.all(paths.map((p) => matchedRoutes(routes, p)))).flat();
  return Promise.all(matched.map((route) => (route as { component?: Preloadable }).component?.preload?.()));
}
