/**
 * Gives the theme's DocRoot the sidebar of the current doc when the version metadata no longer
 * holds it. In production builds plugins/docs moves each sidebar out of the version prop, which
 * every docs page loads, into a data module of its own that the routes of its docs load as
 * `docSidebar`. The theme looks the sidebar up in the version prop (`useDocRootMetadata`), so this
 * wrap provides that prop again with the one sidebar the page shows, read from the current doc
 * route's loaded module (plugins/client-bundle/route-data/ComponentCreator.tsx: `loadedModule`;
 * core's `preload()` loads every matched route before it renders). A large sidebar comes without the
 * items of its collapsed categories, and a doc inside one of them also loads that category's items
 * (`withPart`; plugins/docs/sidebar-parts.ts). On the dev server the prop still holds every sidebar
 * and the theme's lookup is used as it is.
 *
 * The doc routes can include a route section (plugins/client-bundle/route-data/sections.ts: the
 * module reference pages are one route whose members are found in their route data). The theme
 * matches the section's route and takes its sidebar; the doc is the section's `member`, and a path of
 * the section's shape that is no member gets the Not Found content, as the theme gives a path that no
 * doc route matches.
 */
import { useMemo, type ReactNode } from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundContent from '@theme/NotFound/Content';
import { matchPath, useLocation } from '@docusaurus/router';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import {
  DOC_SIDEBAR_MODULE,
  DOC_SIDEBAR_PART_MODULE,
  PART_URL_KEY,
  type SidebarPartModule,
} from '../../../plugins/docs/doc-sidebar';

type Props = WrapperProps<typeof DocRootType>;
type DocRoute = NonNullable<Props['route']['routes']>[number];

/** A route section's way to its member route (plugins/client-bundle/route-data/sections.ts). */
interface SectionLike {
  member?: (pathname: string) => DocRoute | null | undefined;
}

/** `items` with the stub of `part`'s category given the part's items (plugins/docs/sidebar-parts.ts). */
function withPart(items: PropSidebar, part: SidebarPartModule): PropSidebar {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (item.customProps?.[PART_URL_KEY] !== part.url) return { ...item, items: withPart(item.items, part) };
    const customProps = Object.fromEntries(Object.entries(item.customProps).filter(([key]) => key !== PART_URL_KEY));
    return { ...item, items: part.items as PropSidebar, customProps };
  });
}

function loadedSidebar(route: DocRoute, name: string): PropSidebar | undefined {
  const component = route.component as { loadedModule?: (keyPath: string) => unknown } | undefined;
  const items = component?.loadedModule?.(DOC_SIDEBAR_MODULE);
  if (!Array.isArray(items)) {
    // The doc renders without its sidebar rather than not at all; the console says why.
    console.error(`The sidebar ${name} of ${String(route.path)} was not loaded with its page.`);
    return undefined;
  }
  // The part of a large sidebar that holds this doc, open around it from the first render.
  const part = component?.loadedModule?.(DOC_SIDEBAR_PART_MODULE) as SidebarPartModule | undefined;
  return part ? withPart(items as PropSidebar, part) : (items as PropSidebar);
}

export default function DocRootWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const { pathname } = useLocation();
  // The doc route the theme's DocRoot will find, matched the same way, or a section's member.
  const matched = props.route.routes?.find((route) => matchPath(pathname, route));
  const memberOf = (matched as SectionLike | undefined)?.member;
  const current = memberOf ? memberOf(pathname) : matched;
  const name: unknown = current?.sidebar;
  const needed = current && typeof name === 'string' && !(name in version.docsSidebars) ? name : undefined;
  const items = current && needed ? loadedSidebar(current, needed) : undefined;
  const value = useMemo(
    () => (needed && items ? { ...version, docsSidebars: { ...version.docsSidebars, [needed]: items } } : version),
    [version, needed, items],
  );
  if (current === null) return <NotFoundContent />;
  return (
    <DocsVersionProvider version={value}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
