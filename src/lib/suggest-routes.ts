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

/**
 * Score = matched query words (whole-word matches count double), ties broken by shorter paths.
 * A route's words are those of its path and, when `titles` has one, of its page title.
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
    const r = words(titles[route] ? `${route} ${titles[route]}` : route);
    let score = 0;
    for (const w of q) {
      if (r.includes(w)) score += 2;
      else if (r.some((x) => x.includes(w) || (w.length > 3 && w.includes(x) && x.length > 3))) score += 1;
    }
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
