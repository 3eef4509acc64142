/**
 * Gives the theme's DocRoot the sidebar of the current doc when the version metadata no longer
 * holds it. In production builds plugins/docs moves each sidebar out of the version prop, which
 * every docs page loads, into a data module of its own that the routes of its docs load as
 * `docSidebar`. The theme looks the sidebar up in the version prop (`useDocRootMetadata`), so this
 * wrap provides that prop again with the one sidebar the page shows, read from the current doc
 * route's loaded module (plugins/client-bundle/route-data/ComponentCreator.tsx: `loadedModule`;
 * core's `preload()` loads every matched route before it renders). On the dev server the prop still
 * holds every sidebar and the theme's lookup is used as it is.
 */
import { useMemo, type ReactNode } from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type { WrapperProps } from '@docusaurus/types';
import { matchPath, useLocation } from '@docusaurus/router';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { DOC_SIDEBAR_MODULE } from '../../../plugins/docs/doc-sidebar';

type Props = WrapperProps<typeof DocRootType>;
type DocRoute = NonNullable<Props['route']['routes']>[number];

function loadedSidebar(route: DocRoute, name: string): PropSidebar | undefined {
  const component = route.component as { loadedModule?: (keyPath: string) => unknown } | undefined;
  const items = component?.loadedModule?.(DOC_SIDEBAR_MODULE);
  if (Array.isArray(items)) return items as PropSidebar;
  // The doc renders without its sidebar rather than not at all; the console says why.
  console.error(`The sidebar ${name} of ${String(route.path)} was not loaded with its page.`);
  return undefined;
}

export default function DocRootWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const { pathname } = useLocation();
  // The doc route the theme's DocRoot will find, matched the same way.
  const current = props.route.routes?.find((route) => matchPath(pathname, route));
  const name: unknown = current?.sidebar;
  const needed = current && typeof name === 'string' && !(name in version.docsSidebars) ? name : undefined;
  const items = current && needed ? loadedSidebar(current, needed) : undefined;
  const value = useMemo(
    () => (needed && items ? { ...version, docsSidebars: { ...version.docsSidebars, [needed]: items } } : version),
    [version, needed, items],
  );
  return (
    <DocsVersionProvider version={value}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
