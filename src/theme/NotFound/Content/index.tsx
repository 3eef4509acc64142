import React, { useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import { routeLabel, suggestRoutes } from '@site/src/lib/suggest-routes';
import { mainSections } from '@site/src/lib/sections';

type Props = { className?: string };

/** Flattens the client route table into the list of concrete page paths. */
function pagePaths(): string[] {
  const out = new Set<string>();
  const walk = (list: readonly { path: string; routes?: unknown }[]) => {
    for (const r of list) {
      if (Array.isArray(r.routes)) walk(r.routes as { path: string; routes?: unknown }[]);
      else if (!r.path.includes(':') && !r.path.startsWith('/__') && r.path !== '*') out.add(r.path);
    }
  };
  walk(routes as unknown as { path: string; routes?: unknown }[]);
  return Array.from(out);
}

/**
 * Replaces the theme's Not Found content (see src/theme/README.md): says what happened, suggests
 * pages whose path resembles the one typed, lets the reader filter all pages, and lists the main sections.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  // The static 404.html is rendered for one path and served for all: show the typed path only once in the browser.
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const pathname = isBrowser ? location.pathname : '';
  const [query, setQuery] = useState('');
  const all = useMemo(() => pagePaths(), []);
  const suggestions = useMemo(() => suggestRoutes(query || pathname, all), [query, pathname, all]);

  return (
    <main className={clsx('container margin-vert--xl text-links', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page Not Found</Heading>
          <p>
            There is no page at {pathname ? <code>{pathname}</code> : 'this address'}. It may have moved, or the link
            that brought you here may be mistyped.
          </p>
          <form role="search" onSubmit={(e) => e.preventDefault()} className="margin-bottom--md">
            <label htmlFor="not-found-filter" className="margin-right--sm">
              Find a page
            </label>
            <input
              id="not-found-filter"
              type="search"
              value={query}
              placeholder="e.g. vpc, terraform 13, patcher"
              onChange={(e) => setQuery(e.target.value)}
            />
          </form>
          <section aria-labelledby="not-found-suggestions">
            <Heading as="h2" id="not-found-suggestions">
              {query ? 'Matching pages' : 'Were you looking for one of these?'}
            </Heading>
            {suggestions.length > 0 ? (
              <ul>
                {suggestions.map((route) => (
                  <li key={route}>
                    <Link to={route}>{routeLabel(route)}</Link> <small>{route}</small>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No page path matches that. Try one of the sections below.</p>
            )}
          </section>
          <section aria-labelledby="not-found-sections">
            <Heading as="h2" id="not-found-sections">
              Main sections
            </Heading>
            <ul>
              {mainSections.map((s) => (
                <li key={s.to}>
                  <Link to={s.to}>{s.title}</Link>: {s.description}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
