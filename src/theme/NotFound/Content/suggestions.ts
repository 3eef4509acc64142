/**
 * What the Not Found page needs only once it runs in a browser (where it knows the path typed):
 * the site's page paths, their titles and the ranking. A chunk of its own: the theme renders the Not
 * Found content from every docs page's code, which should not carry this.
 */
import routes from '@generated/routes';
import type { PageTitles } from '@site/plugins/page-titles';
import { routeLabel, suggestRoutes } from '@site/src/lib/suggest-routes';
import { isSection } from '@site/plugins/client-bundle/route-data/sections';

/** The client route table as the list of concrete page paths (a route section's are its members'). */
function pagePaths(): string[] {
  const out = new Set<string>();
  const walk = (list: readonly { path: string; routes?: unknown }[]) => {
    for (const r of list) {
      if (Array.isArray(r.routes)) walk(r.routes as { path: string; routes?: unknown }[]);
      else if (isSection(r)) walk([...r.members.values()]);
      else if (!r.path.includes(':') && !r.path.startsWith('/__') && r.path !== '*') out.add(r.path);
    }
  };
  walk(routes as unknown as { path: string; routes?: unknown }[]);
  return Array.from(out);
}

export interface Suggester {
  /** The pages that best match a query or a mistyped path, with their names. */
  suggest(query: string): { path: string; name: string }[];
}

/**
 * A suggester over every page; pages are named by their titles (plugins/page-titles), or, if those
 * cannot be loaded, after their paths.
 */
export async function loadSuggester(): Promise<Suggester> {
  const paths = pagePaths();
  const titles: PageTitles = await import('@generated/page-titles/default/page-titles.json').then(
    (m: { default: PageTitles }) => m.default,
    () => ({}),
  );
  return {
    suggest: (query) =>
      suggestRoutes(query, paths, 8, titles).map((path) => ({ path, name: titles[path] ?? routeLabel(path) })),
  };
}
