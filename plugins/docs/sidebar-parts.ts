/**
 * A large sidebar without the items of its collapsed categories. The module reference sidebar lists
 * every module (~22 bytes gzip each), and a module reference page loaded all of them while it shows
 * one repository's open: at ten times the pages, +15 KiB on that page. Here each outermost category
 * that starts collapsed becomes a stub, its first link only (what the theme needs to show a collapsed
 * category, and the link the server render gives it), and its items a part of their own:
 * - a doc inside a part loads that part with its route (`docSidebarPart`), so its own category is
 *   open and whole from the first render (src/theme/DocRoot puts it back in place);
 * - every part is also a JSON file in the build (`PART_URL_KEY` in the stub's custom props), which
 *   src/theme/DocSidebarItem/Category fetches once the reader reaches for the sidebar, so a category
 *   the reader opens shows all its items.
 * Small sidebars stay whole: below `PARTS_MIN_LINKS` links the requests cost more than the bytes.
 */
import { createHash } from 'node:crypto';
import type { PropSidebar, PropSidebarItem, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { PART_URL_KEY } from './doc-sidebar';

/** A sidebar with fewer doc links than this is not split into parts. */
export const PARTS_MIN_LINKS = 100;

export interface SidebarPart {
  /** The part's URL in the build (under `assets/sidebar/`), named by its content's hash. */
  url: string;
  /** Its path under the build folder. */
  file: string;
  /** The category's items, and the JSON the file holds. */
  items: PropSidebarItem[];
  json: string;
  /** The links of its docs: a doc route whose path is one of them loads the part. */
  hrefs: Set<string>;
}

export interface SplitSidebar {
  /** The sidebar with each part's category a stub. */
  skeleton: PropSidebar;
  parts: SidebarPart[];
}

function links(items: readonly PropSidebarItem[], out: PropSidebarItemLink[] = []): PropSidebarItemLink[] {
  for (const item of items) {
    if (item.type === 'link') out.push(item);
    else if (item.type === 'category') links(item.items, out);
  }
  return out;
}

/**
 * `items` with the outermost collapsed categories made stubs (see the file's comment). `name` names
 * the files; `baseUrl` is the site's. A category whose links are all unlisted stays whole: a stub
 * needs a visible link.
 */
export function splitSidebarParts(name: string, items: PropSidebar, baseUrl: string): SplitSidebar {
  if (links(items).length < PARTS_MIN_LINKS) return { skeleton: items, parts: [] };
  const parts: SidebarPart[] = [];
  const visit = (list: readonly PropSidebarItem[]): PropSidebarItem[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      const first = links(item.items).find((link) => !link.unlisted);
      if (!item.collapsed || !item.collapsible || !first) return { ...item, items: visit(item.items) };
      const json = JSON.stringify(item.items);
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
      const file = `assets/sidebar/${name}-${parts.length}.${hash}.json`;
      const url = `${baseUrl}${file}`;
      parts.push({ url, file, items: item.items, json, hrefs: new Set(links(item.items).map((link) => link.href)) });
      return { ...item, items: [first], customProps: { ...item.customProps, [PART_URL_KEY]: url } };
    });
  return { skeleton: visit(items), parts };
}
