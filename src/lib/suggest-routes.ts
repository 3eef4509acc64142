/**
 * Ranks the site's routes against a free-text query or a mistyped path, for the Not Found page.
 * Pure: no DOM, no Docusaurus imports, so it is unit-tested directly.
 */

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\.html$/, '')
    .split(/[^a-z0-9.]+/)
    .filter((w) => w.length > 1);

/** Whether `a` becomes `b` with one letter inserted, removed or changed (a typed path's typo). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** 2 for a whole word of `words`, 1 for a part of one or one typo away, else 0. */
function wordScore(w: string, words: readonly string[]): number {
  if (words.includes(w)) return 2;
  const near = (x: string) =>
    x.includes(w) || (w.length > 3 && x.length > 3 && w.includes(x)) || (w.length > 4 && oneEditApart(w, x));
  return words.some(near) ? 1 : 0;
}

/**
 * Score = matched query words (whole-word matches count double), ties broken by shorter paths.
 * A route's words are those of its path and, when `titles` has one, of its page title; a word
 * found only in the title counts half, since a mistyped address is closest to a similar path.
 */
export function suggestRoutes(
  query: string,
  routes: readonly string[],
  limit = 8,
  titles: Readonly<Record<string, string>> = {},
): string[] {
  const q = words(query);
  if (q.length === 0) return [];
  const scored: { route: string; score: number }[] = [];
  for (const route of routes) {
    const inPath = words(route);
    const inTitle = titles[route] ? words(titles[route]) : [];
    let score = 0;
    for (const w of q) score += wordScore(w, inPath) || wordScore(w, inTitle) / 2;
    if (score > 0) scored.push({ route, score });
  }
  scored.sort((a, b) => b.score - a.score || a.route.length - b.route.length || a.route.localeCompare(b.route));
  return scored.slice(0, limit).map((s) => s.route);
}

/** Human label for a route path: its last segment, de-slugged. */
export function routeLabel(route: string): string {
  const last = route.replace(/\/$/, '').split('/').pop() ?? '';
  if (!last) return 'Home';
  const text = last.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
