/**
 * Names that the docs plugin wrapper writes at build time (`splitSidebars`, sidebar-parts.ts) and the
 * theme reads in the browser (src/theme/DocRoot, src/theme/DocSidebarItem/Category). Their own
 * file, so the browser bundle takes them without the plugin's build-time code.
 */

/** The route module key under which a doc's route loads its sidebar in production builds. */
export const DOC_SIDEBAR_MODULE = 'docSidebar';

/** The route module key under which a doc inside a part of a large sidebar loads that part (plugins/docs/sidebar-parts.ts). */
export const DOC_SIDEBAR_PART_MODULE = 'docSidebarPart';

/** The key of a stub category's custom props that holds its part's URL (plugins/docs/sidebar-parts.ts). */
export const PART_URL_KEY = 'cairnSidebarPart';

/** What a doc's `docSidebarPart` module holds: the part's URL (as its stub names it) and its items. */
export interface SidebarPartModule {
  url: string;
  items: unknown[];
}
