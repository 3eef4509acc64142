/** Word matching for the site's small client-side filters (the module finder, reference-page inputs). */

/** Longest query a filter reads; longer input is cut (a pasted wall of text cannot stall typing). */
export const maxQueryLength = 200;

/** Lower case without accents, so 'Resumé' matches 'resume'. */
export const normalize = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The words of a query; a text matches when it contains every one of them. */
export function tokens(q: string): string[] {
  return normalize(q.slice(0, maxQueryLength))
    .split(/[\s,]+/)
    .filter(Boolean);
}
