/**
 * Items of a long list that the browser lays out and paints only near the screen (the class
 * `cairn-skip-offscreen`, src/css/custom.css): a tag page's pages.
 *
 * Not the first items: the browser's first layout gives a skipped item an estimated height and the
 * next one, once it sees the item on the screen, its real one, moving whatever is below it: a layout
 * shift on the first screen (Lighthouse measured 0.004 on a release-note page, which had them too).
 * Fifteen items fill more than a 1,280 x 800 screen; the items after them start below it.
 */
export const firstScreenItems = 15;

/** The class of the list's item at `index` (from 0, counted over the whole page). */
export function offscreenItemClass(index: number): string | undefined {
  return index >= firstScreenItems ? 'cairn-skip-offscreen' : undefined;
}
