/**
 * Replaces `@docusaurus/core/lib/client/preload` in production builds (both the client and the
 * server render): loads the components of every route a path matches before it is rendered,
 * like core's, but a matched route section (sections.ts) stands for its member route of that
 * path, whose component is the one to load. Called by the client entry before hydrating, by
 * navigation before rendering the next page, by the server render, and by `docusaurus.ts`.
 */
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';
import { resolveSection } from './sections';

interface Preloadable {
  preload?: () => Promise<unknown>;
}

export default function preload(pathname: string): Promise<unknown[]> {
  const matched = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((p) =>
    matchRoutes(routes, p).map(({ route }) => resolveSection(route, p)),
  );
  return Promise.all(matched.map((route) => (route.component as Preloadable | undefined)?.preload?.()));
}
