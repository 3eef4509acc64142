/**
 * A collapsed category of a large sidebar arrives as a stub: its first link, and the URL of a JSON
 * file with all its items in its custom props (plugins/docs/sidebar-parts.ts). The page's first load
 * carries none of them, and nothing is fetched while the reader only reads: once the reader reaches
 * for a sidebar (a pointer over it, a touch, focus or a click in it), this wrap fetches its
 * categories' items and renders each category whole, so a category the reader opens shows every
 * item. Until then, or if the file cannot be loaded, the category shows its first link, which leads
 * to a page where the category is open.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { WrapperProps } from '@docusaurus/types';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { PART_URL_KEY } from '../../../../plugins/docs/doc-sidebar';

type Props = WrapperProps<typeof CategoryType>;

/** Parts loaded or loading, by URL: a part is fetched once per page load, whatever renders it. */
const parts = new Map<string, Promise<PropSidebarItem[]>>();

function loadPart(url: string): Promise<PropSidebarItem[]> {
  let pending = parts.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const items: unknown = await response.json();
      if (!Array.isArray(items)) throw new Error('not a list of sidebar items');
      return items as PropSidebarItem[];
    });
    // A failure is not kept: the next page tries again.
    pending.catch(() => parts.delete(url));
    parts.set(url, pending);
  }
  return pending;
}

/** Loads waiting for the reader to reach for a sidebar; one set of document listeners serves them all. */
const waiting = new Set<() => void>();
let listening = false;

function whenReaderReachesSidebar(run: () => void): () => void {
  waiting.add(run);
  if (!listening) {
    listening = true;
    const onIntent = (event: Event) => {
      // The theme's sidebars, desktop and mobile, are `.menu` navigations.
      if (waiting.size === 0 || !(event.target instanceof Element) || !event.target.closest('.menu')) return;
      const runs = [...waiting];
      waiting.clear();
      runs.forEach((load) => load());
    };
    for (const type of ['pointerover', 'touchstart', 'focusin', 'click'])
      document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => waiting.delete(run);
}

export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  const url = props.item.customProps?.[PART_URL_KEY];
  const [items, setItems] = useState<PropSidebarItem[] | null>(null);
  useEffect(() => {
    if (typeof url !== 'string') return undefined;
    let live = true;
    const load = () => {
      loadPart(url).then(
        (loaded) => live && setItems(loaded),
        (error: unknown) =>
          console.warn(`The sidebar category ${props.item.label} shows its first link only: ${url} (${String(error)})`),
      );
    };
    // Loaded (or loading) already on this page load: the reader reached for the sidebar before.
    if (parts.has(url)) {
      load();
      return () => {
        live = false;
      };
    }
    const cancel = whenReaderReachesSidebar(load);
    return () => {
      live = false;
      cancel();
    };
  }, [url, props.item.label]);
  return <Category {...props} item={items ? { ...props.item, items } : props.item} />;
}
