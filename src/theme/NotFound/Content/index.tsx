import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { mainSections } from '@site/src/lib/sections';
import type { Suggester } from './suggestions';
import styles from './styles.module.css';

type Props = { className?: string };

/** The suggester (./suggestions.ts), loaded once the page runs in a browser; null until then. */
function useSuggester(enabled: boolean): Suggester | null {
  const [suggester, setSuggester] = useState<Suggester | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    import('./suggestions').then(
      (m) => m.loadSuggester().then((s) => current && setSuggester(s)),
      // Without it the page still lists the main sections.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return suggester;
}

/**
 * Replaces the theme's Not Found content (see src/theme/README.md): says what happened, suggests
 * pages whose path or title resembles what was typed, lets the reader filter all pages, and lists
 * the main sections.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  // The static 404.html is rendered for one path and served for all: show the typed path only once in the browser.
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const pathname = isBrowser ? location.pathname : '';
  const [query, setQuery] = useState('');
  const suggester = useSuggester(isBrowser);
  const suggestions = useMemo(() => suggester?.suggest(query || pathname) ?? null, [suggester, query, pathname]);

  return (
    <main className={clsx('container margin-vert--xl text-links', styles.notFound, className)}>
      <Heading as="h1">Page Not Found</Heading>
      <p>
        There is no page at {pathname ? <code>{pathname}</code> : 'this address'}. It may have moved, or the link that
        brought you here may be mistyped.
      </p>
      <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.filter}>
        <label htmlFor="not-found-filter">Find a page</label>
        <input
          id="not-found-filter"
          className="cairn-control"
          type="search"
          value={query}
          placeholder="e.g. vpc, terraform 1.5, patcher"
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <section aria-labelledby="not-found-suggestions" aria-busy={suggestions === null}>
        <Heading as="h2" id="not-found-suggestions">
          {query ? 'Matching pages' : 'Were you looking for one of these?'}
        </Heading>
        {suggestions && suggestions.length > 0 && (
          <ul className="cairn-link-list cairn-link-list--compact">
            {suggestions.map(({ path, name }) => (
              <li key={path}>
                <Link to={path}>{name}</Link> <span className="cairn-muted">{path}</span>
              </li>
            ))}
          </ul>
        )}
        {suggestions && suggestions.length === 0 && <p>No page matches that. Try one of the sections below.</p>}
      </section>
      <section aria-labelledby="not-found-sections">
        <Heading as="h2" id="not-found-sections">
          Main sections
        </Heading>
        <ul className={styles.sections}>
          {mainSections.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
