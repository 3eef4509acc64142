/**
 * The search page at /search?q=… (spec 2.2): the query in the URL, results with their section and
 * path, paging, contextual filtering, and distinct states (no query, searching, results, no results,
 * error with a retry). Replaces the theme's page, which spins forever when the request fails.
 */
import React, { useEffect, useId, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import { useHistory, useLocation } from '@docusaurus/router';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import type { DocSearchHit, SearchResult } from '@site/src/search/algolia-types';
import { loadSearchClient } from '@site/src/search/client';
import { escapeHtml } from '@site/src/search/escape';
import { missingResultsUrl, searchTexts, useSearchSettings } from '@site/src/search/config';
import styles from './styles.module.css';

const hitsPerPage = 20;
const maxQueryLength = 256;

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; result: SearchResult } | { status: 'error' };

function readParams(search: string): { q: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return { q: (params.get('q') ?? '').slice(0, maxQueryLength), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** Highlighted text from the engine; its only markup is <mark> (the text itself arrives escaped). */
function Marked({ html }: { html: string }): ReactNode {
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What a result is called: its page, and the section within it (`VPC app › Inputs`); below it, the
 * docs section and the headings between.
 */
function hitTitle(hit: DocSearchHit): { page: string; section: string | null; path: string[] } {
  const levels = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const present = levels.filter((l) => hit.hierarchy[l]);
  const last = present[present.length - 1];
  const html = (l: 'lvl1' | (typeof levels)[number]) =>
    hit._highlightResult.hierarchy[l]?.value ?? escapeHtml(hit.hierarchy[l] ?? '');
  return {
    page: html('lvl1'),
    section: last ? html(last) : null,
    path: [hit.hierarchy.lvl0 ?? '', ...present.slice(0, -1).map((l) => hit.hierarchy[l] ?? '')].filter(Boolean),
  };
}

function SearchPageContent(): ReactNode {
  const settings = useSearchSettings();
  const location = useLocation();
  const history = useHistory();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const inputId = useId();
  // The static HTML has no query; the URL's query applies after hydration (no mismatch with the server render).
  const isBrowser = useIsBrowser();
  const { q, page } = isBrowser ? readParams(location.search) : { q: '', page: 1 };
  // What the reader typed; the URL follows it. Back/Forward show the URL's query again.
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => history.listen((_, action) => action === 'POP' && setTyped(null)), [history]);
  const [outcome, setOutcome] = useState<{ key: string; state: State } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${q}\u0000${page}\u0000${attempt}`;

  const setQuery = (value: string) => {
    setTyped(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value.slice(0, maxQueryLength));
    else params.delete('q');
    params.delete('page');
    history.replace({ ...location, search: params.toString() ? `?${params.toString()}` : '' });
  };
  const goToPage = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    history.push({ ...location, search: `?${params.toString()}` });
    window.scrollTo(0, 0);
  };

  useEffect(() => {
    if (!q.trim()) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      loadSearchClient(settings)
        .then((client) =>
          client.search({
            requests: [
              {
                indexName: settings.indexName,
                query: q,
                page: page - 1,
                hitsPerPage,
                facetFilters: facetFilters as unknown as (string | string[])[],
                highlightPreTag: '<mark>',
                highlightPostTag: '</mark>',
                attributesToSnippet: ['content:24'],
              },
            ],
          }),
        )
        .then(({ results }) => current && setOutcome({ key, state: { status: 'done', result: results[0] } }))
        .catch(() => current && setOutcome({ key, state: { status: 'error' } }));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // facetFilters is a new array on each render; its content only changes with the page context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, settings]);

  // While a new query runs, the previous results stay on screen.
  const state: State = !q.trim()
    ? { status: 'idle' }
    : outcome?.key === key
      ? outcome.state
      : outcome?.state.status === 'done'
        ? outcome.state
        : { status: 'loading' };
  const input = typed ?? q;
  const result = state.status === 'done' ? state.result : null;
  const title = q ? `Search results for "${q}"` : 'Search the documentation';

  return (
    <>
      <PageMetadata title={title} />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            Search the documentation
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={`cairn-control ${styles.input}`}
            value={input}
            maxLength={maxQueryLength}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>

        <div aria-live="polite" className={styles.status} data-testid="search-status">
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && (
            <div className="alert alert--danger" role="alert">
              <p className={styles.errorTitle}>{searchTexts.errorTitle}</p>
              <p>{searchTexts.errorHelp}</p>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => setAttempt((a) => a + 1)}
              >
                Try again
              </button>
            </div>
          )}
          {result && result.nbHits > 0 && (
            <p>
              {result.nbHits === 1 ? '1 result' : `${result.nbHits} results`}
              {result.nbPages > 1 && ` · page ${result.page + 1} of ${result.nbPages}`}
            </p>
          )}
          {result && result.nbHits === 0 && (
            <div>
              <p>
                {searchTexts.noResults} "<strong>{q}</strong>"
              </p>
              <p>
                {searchTexts.reportMissing}{' '}
                <a href={missingResultsUrl(q)} target="_blank" rel="noopener noreferrer">
                  {searchTexts.reportMissingLink}
                </a>
              </p>
            </div>
          )}
        </div>

        {result && result.hits.length > 0 && (
          <ol className={styles.results} start={result.page * hitsPerPage + 1}>
            {result.hits.map((hit) => {
              const { page, section, path } = hitTitle(hit);
              return (
                <li key={hit.objectID} className={styles.result}>
                  <Link to={processUrl(hit.url)} className={styles.resultTitle}>
                    <Marked html={page} />
                    {section && (
                      <>
                        {' › '}
                        <Marked html={section} />
                      </>
                    )}
                  </Link>
                  {path.length > 0 && <p className={styles.path}>{path.join(' › ')}</p>}
                  {hit._snippetResult.content && (
                    <p className={styles.snippet}>
                      <Marked html={hit._snippetResult.content.value} />
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}

        {result && result.nbPages > 1 && (
          <nav className={styles.pager} aria-label="Search result pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={result.page === 0}
              onClick={() => goToPage(result.page)}
            >
              Previous page
            </button>
            <span>
              Page {result.page + 1} of {result.nbPages}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={result.page + 1 >= result.nbPages}
              onClick={() => goToPage(result.page + 2)}
            >
              Next page
            </button>
          </nav>
        )}

        {settings.mode === 'hosted' && <p className={styles.credit}>Search by Algolia</p>}
      </main>
    </>
  );
}

/** Layout first: the contextual filters read the docs' version context, which the layout provides. */
export default function SearchPage(): ReactNode {
  return (
    <Layout description="Search the Cairn documentation, library reference, release notes and knowledge base.">
      <SearchPageContent />
    </Layout>
  );
}
