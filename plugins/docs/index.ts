/**
 * The docs plugin, with a lighter version-metadata prop.
 *
 * Docusaurus gives every docs page (and every docs tag page) the version's metadata as a prop:
 * the sidebars it needs, and a `docs` map with the id, title, description and sidebar of all
 * ~1,000 docs. That map was 30 KB of the 39 KB gzip chunk loaded by each of those pages, and the
 * theme reads it in one place only: `useDocById`, which `DocCard` calls to fill in a doc card's
 * description (generated-index pages and `<DocCardList>`, neither of which this site uses). This
 * wrapper leaves the plugin as it is and empties that map in the route props; `src/theme/DocCard`
 * no longer looks docs up in it, and the content checks refuse `<DocCardList>` and generated-index
 * categories so that a writer learns why before a card shows no description.
 *
 * The plugin's global data (in main.js, so on every page of the site) lists every doc with its
 * path and sidebar. The theme reads that list to resolve navbar `doc` items and to mark the navbar
 * item whose sidebar holds the current doc. Only the docs of those sidebars are kept (plus the
 * navbar docs and each version's main doc): ~7 KB gzip less on every page.
 *
 * The same prop also holds every sidebar of the version, so each docs page loaded all of them (the
 * module reference's alone is ~22 bytes gzip per module) while it shows one. In production builds
 * (`splitSidebars`) each sidebar is a data module of its own that the routes of its docs load
 * as `docSidebar`, and the prop keeps none; `src/theme/DocRoot` hands the sidebar of the current
 * doc back to the theme. The dev server keeps the prop whole: its route components are
 * Docusaurus's own, which do not let a parent route read a child's loaded module.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { withTagDiscussions } from '../knowledge-base/summaries';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { DOC_SIDEBAR_MODULE, DOC_SIDEBAR_PART_MODULE } from './doc-sidebar';
import { splitSidebarParts, type SidebarPart } from './sidebar-parts';

type DocsPlugin = Plugin<unknown>;

interface VersionProp {
  version?: unknown;
  docs?: Record<string, unknown>;
  docsSidebars?: Record<string, unknown>;
}

interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

interface GlobalVersion {
  mainDocId: string;
  docs: GlobalDoc[];
}

interface NavbarItemLike {
  type?: string;
  docId?: string;
  sidebarId?: string;
  items?: readonly NavbarItemLike[];
  /** Navbar items carry other fields (label, to, href, position...), which are not read here. */
  [field: string]: unknown;
}

/** The doc ids and sidebar ids the navbar refers to (`doc` and `docSidebar` items, in dropdowns too). */
export function navbarDocRefs(items: readonly NavbarItemLike[]): { docIds: Set<string>; sidebarIds: Set<string> } {
  const docIds = new Set<string>();
  const sidebarIds = new Set<string>();
  const visit = (item: NavbarItemLike) => {
    if (item.type === 'doc' && item.docId) docIds.add(item.docId);
    if (item.type === 'docSidebar' && item.sidebarId) sidebarIds.add(item.sidebarId);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return { docIds, sidebarIds };
}

/** Keeps the docs the theme's navbar hooks can ask for: navbar docs, main docs, and the docs of the navbar's sidebars. */
export function trimGlobalDocs<V extends GlobalVersion>(
  versions: readonly V[],
  refs: { docIds: Set<string>; sidebarIds: Set<string> },
): V[] {
  return versions.map((version) => {
    const sidebars = new Set(refs.sidebarIds);
    for (const doc of version.docs) if (refs.docIds.has(doc.id) && doc.sidebar) sidebars.add(doc.sidebar);
    const keep = (doc: GlobalDoc) =>
      refs.docIds.has(doc.id) ||
      doc.id === version.mainDocId ||
      (doc.sidebar !== undefined && sidebars.has(doc.sidebar));
    return { ...version, docs: version.docs.filter(keep) };
  });
}

/** Returns the route tree with each version-metadata prop's `docs` map emptied; counts the maps it emptied. */
export function trimVersionDocs(route: RouteConfig, trimmed = { count: 0 }): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props =
    version && typeof version === 'object' && version.docs && typeof version.docs === 'object'
      ? ((trimmed.count += 1), { ...route.props, version: { ...version, docs: {} } })
      : route.props;
  return {
    ...route,
    ...(props ? { props } : {}),
    ...(route.routes ? { routes: route.routes.map((child) => trimVersionDocs(child, trimmed)) } : {}),
  };
}

/** Sidebar and version names become file names of generated data modules. */
const FILE_NAME_PART = /^[A-Za-z0-9_-]+$/;

/**
 * Returns the route tree with each version prop's sidebars moved out: `writeSidebar` writes one
 * sidebar's items as a data module and returns its path, and every route below that version which
 * names the sidebar loads that module as `docSidebar`. A large sidebar is written without the items
 * of its collapsed categories (sidebar-parts.ts): each such part is a data module too, which the
 * routes of its docs load as `docSidebarPart`, and a file for the build, added to `parts`. The input
 * is left as it was. A route naming a sidebar its version does not have fails, as the theme would
 * otherwise render the doc without one.
 */
export async function splitSidebars(
  route: RouteConfig,
  writeSidebar: (file: string, items: unknown) => Promise<string>,
  { baseUrl = '/', parts = [] }: { baseUrl?: string; parts?: SidebarPart[] } = {},
): Promise<RouteConfig> {
  interface Written {
    sidebar: string;
    /** Each part's module, with the links of its docs. */
    parts: { module: string; hrefs: Set<string> }[];
  }
  const split = async (node: RouteConfig, sidebars: ReadonlyMap<string, Written>): Promise<RouteConfig> => {
    const version = node.props?.version as VersionProp | undefined;
    let modules = sidebars;
    let props = node.props;
    if (version && typeof version === 'object' && version.docsSidebars && typeof version.docsSidebars === 'object') {
      const versionName = String(version.version);
      const written = new Map<string, Written>();
      for (const [name, items] of Object.entries(version.docsSidebars)) {
        if (!FILE_NAME_PART.test(name) || !FILE_NAME_PART.test(versionName))
          throw new Error(`docs plugin: sidebar ${JSON.stringify(name)} of version ${versionName} cannot name a file`);
        const { skeleton, parts: own } = splitSidebarParts(`${versionName}-${name}`, items as PropSidebar, baseUrl);
        parts.push(...own);
        written.set(name, {
          sidebar: await writeSidebar(`sidebar-${versionName}-${name}.json`, skeleton),
          parts: await Promise.all(
            own.map(async (part, i) => ({
              module: await writeSidebar(`sidebar-${versionName}-${name}-part-${i}.json`, {
                url: part.url,
                items: part.items,
              }),
              hrefs: part.hrefs,
            })),
          ),
        });
      }
      modules = written;
      props = { ...node.props, version: { ...version, docsSidebars: {} } };
    }
    let routeModules = node.modules;
    if (typeof node.sidebar === 'string') {
      const written = modules.get(node.sidebar);
      if (!written)
        throw new Error(
          `docs plugin: route ${node.path} names sidebar ${node.sidebar}, which its version does not have`,
        );
      const part = written.parts.find(({ hrefs }) => hrefs.has(node.path));
      routeModules = {
        ...node.modules,
        [DOC_SIDEBAR_MODULE]: written.sidebar,
        ...(part ? { [DOC_SIDEBAR_PART_MODULE]: part.module } : {}),
      };
    }
    const routes = node.routes ? await Promise.all(node.routes.map((child) => split(child, modules))) : undefined;
    return {
      ...node,
      ...(props ? { props } : {}),
      ...(routeModules ? { modules: routeModules } : {}),
      ...(routes ? { routes } : {}),
    };
  };
  return split(route, new Map());
}

/** `options` arrive normalized by the docs plugin's own `validateOptions` (attached below). */
async function docsPlugin(context: LoadContext, options: unknown): Promise<DocsPlugin> {
  const plugin = (await pluginContentDocs(context, options as PluginOptions)) as DocsPlugin;
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  if (!contentLoaded) throw new Error('docs plugin: @docusaurus/plugin-content-docs has no contentLoaded hook');
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: NavbarItemLike[] } }).navbar;
  const refs = navbarDocRefs(navbar?.items ?? []);
  let sidebarParts: SidebarPart[] = [];
  return {
    ...plugin,
    async contentLoaded(args) {
      const trimmed = { count: 0 };
      const routes: RouteConfig[] = [];
      await contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          // Tag pages also list the mirrored discussions carrying their tag.
          addRoute: (route) => routes.push(withTagDiscussions(trimVersionDocs(route, trimmed), context.siteDir)),
          setGlobalData: (data) => {
            const global = data as { versions?: GlobalVersion[] };
            if (!Array.isArray(global.versions)) throw new Error('docs plugin: global data without versions');
            args.actions.setGlobalData({ ...global, versions: trimGlobalDocs(global.versions, refs) });
          },
        },
      });
      // One docs version here: a version prop that escaped the trim would silently bring back 30 KB per page.
      if (trimmed.count === 0) {
        throw new Error('docs plugin: no version metadata prop was found to trim; review plugins/docs/index.ts');
      }
      const split = process.env.NODE_ENV === 'production';
      const writeSidebar = (file: string, items: unknown) => args.actions.createData(file, JSON.stringify(items));
      sidebarParts = [];
      const options = { baseUrl: context.baseUrl, parts: sidebarParts };
      for (const route of routes)
        args.actions.addRoute(split ? await splitSidebars(route, writeSidebar, options) : route);
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      // The parts of large sidebars, which the theme fetches when a reader may open their category.
      for (const part of sidebarParts) {
        const file = path.join(props.outDir, part.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, part.json);
      }
    },
  };
}

// A plugin given to the config as a function is validated through the function's own property: the
// docs plugin's defaults (sidebar handling, tags, number prefixes...) are applied there. Docusaurus
// types that property generically, hence the cast of the docs plugin's own validator.
export default Object.assign(docsPlugin, {
  validateOptions: validateOptions as unknown as NonNullable<PluginModule['validateOptions']>,
});
