/**
 * What the Not Found page needs only once it runs in a browser (where it knows the path typed):
 * the site's page paths, their titles and the ranking. A chunk of its own: the theme renders the Not
 * Found content from every docs page's code, which should not carry this.
 */
import routes from '@generated/routes';
import type { PageTitles } from '@site/plugins/page-titles';
import { routeLabel, suggestRoutes } from '@site/src/lib/suggest-routes';
import { isSection, memberPath } from '@site/plugins/client-bundle/route-data/sections';

/**
 * The concrete page paths: the client route table's, and a route section's members, which the table
 * does not list; they are the titled pages under the section's folder.
 */
function pagePaths(titles: PageTitles): string[] {
  const out = new Set<string>();
  const walk = (list: readonly object[]) => {
    for (const r of list) {
      if (isSection(r)) {
        for (const path of Object.keys(titles)) if (memberPath(r, path) === path) out.add(path);
        continue;
      }
      const { path, routes: children } = r as { path: string; routes?: unknown };
      if (Array.isArray(children)) walk(children as object[]);
      else if (!path.includes(':') && !path.startsWith('/__') && path !== '*') out.add(path);
    }
  };
  walk(routes);
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
  const titles: PageTitles = await import('@generated/page-titles/default/page-titles.json').then(
    (m: { default: PageTitles }) => m.default,
    () => ({}),
  );
  const paths = pagePaths(titles);
  return {
    suggest: (query) =>
      suggestRoutes(query, paths, 8, titles).map((path) => ({ path, name: titles[path] ?? routeLabel(path) })),
  };
}
