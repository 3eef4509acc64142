/**
 * Local hits as the DocSearch modal shows them. The modal groups hits under their `lvl0`; hosted
 * DocSearch records hold the docs section there, but a reader scanning results looks for pages, so
 * local hits are grouped under their page's title (with its section when two pages of the results
 * share a title), and each hit's second line names where in the page it is.
 */
/** The group title is shown as text after the modal unescapes these three (and not `&#39;`). */
const escapeTitle = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

interface HighlightLike {
  value: string;
  matchLevel: 'full' | 'none' | 'partial';
  matchedWords?: string[];
}

/** The fields of a DocSearch hit this reads and rewrites (the theme's and this project's hit types both have them). */
export interface ModalHit {
  url_without_anchor: string;
  type: string;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { hierarchy: { [L in Level]?: HighlightLike } };
  _snippetResult: { hierarchy?: { [L in Level]?: HighlightLike } };
}

const deeper = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function groupHitsByPage<T extends ModalHit>(items: readonly T[]): T[] {
  const pagesOfTitle = new Map<string, Set<string>>();
  for (const item of items) {
    const title = item.hierarchy.lvl1 ?? '';
    const pages = pagesOfTitle.get(title) ?? new Set<string>();
    pages.add(item.url_without_anchor);
    pagesOfTitle.set(title, pages);
  }
  return items.map((item) => {
    const title = item.hierarchy.lvl1 ?? '';
    const shared = (pagesOfTitle.get(title)?.size ?? 0) > 1 && item.hierarchy.lvl0;
    const group = shared ? `${title} (${item.hierarchy.lvl0})` : title;
    const hl = item._highlightResult.hierarchy;
    const snippetHierarchy = item._snippetResult.hierarchy ?? hl;
    // The second line of a section or text hit: the headings above it in the page, else the page.
    const own = item.type === 'content' ? deeper.length : deeper.indexOf(item.type as (typeof deeper)[number]);
    const above = deeper
      .slice(0, own < 0 ? 0 : own)
      .map((l) => snippetHierarchy[l]?.value)
      .filter((v): v is string => Boolean(v));
    const where =
      item.type === 'lvl1' || above.length === 0
        ? snippetHierarchy.lvl1
        : { ...(snippetHierarchy.lvl1 ?? { matchLevel: 'none', matchedWords: [] }), value: above.join(' › ') };
    const grouped: ModalHit = {
      ...item,
      hierarchy: { ...item.hierarchy, lvl0: group },
      _highlightResult: {
        ...item._highlightResult,
        hierarchy: { ...hl, lvl0: { value: escapeTitle(group), matchLevel: 'none', matchedWords: [] } },
      },
      _snippetResult: { ...item._snippetResult, hierarchy: { ...snippetHierarchy, lvl1: where } },
    };
    return grouped as T;
  });
}
