/** The site's sidebars as doc ids, for the tests that check sidebars against docs and the navbar. */
import sidebars from '../../sidebars';

type Item =
  | string
  | { type?: string; id?: string; href?: string; label?: string; items?: Item[]; link?: { type: string; id?: string } };

/** Every doc id a sidebar references, in order. */
export function docIds(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIds(item.items ?? [])];
  });
}

/** Each sidebar's items, by sidebar name. */
export const allSidebars = sidebars as unknown as Record<string, Item[]>;
