/** Search settings the build passes to the browser (docusaurus.config.ts customFields.search). */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import { urls } from '@site/src/settings';

export interface SearchSettings {
  mode: 'local' | 'hosted';
  /** URL path of the local index (local mode). */
  bundlePath: string;
  /** Hosted mode: the separate library-reference index, if any. */
  libraryIndexName: string | null;
  /** Test builds only: the local client is reachable as window.__cairnSearchClient. */
  exposeForTests: boolean;
}

export function useSearchSettings(): SearchSettings & { appId: string; apiKey: string; indexName: string } {
  const { siteConfig } = useDocusaurusContext();
  const settings = siteConfig.customFields?.search as SearchSettings;
  const { algolia } = useAlgoliaThemeConfig();
  return useMemo(
    () => ({ ...settings, appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName }),
    [settings, algolia.appId, algolia.apiKey, algolia.indexName],
  );
}

/** Where a reader reports a query that should have found something: a new knowledge-base discussion. */
export function missingResultsUrl(query: string): string {
  const params = new URLSearchParams({ category: 'q-a', title: `Search: no results for "${query.slice(0, 120)}"` });
  return `${urls.knowledgeBase}/new?${params.toString()}`;
}

/** The texts of spec 7 (the theme's defaults differ: 'No results found for', ...). */
export const searchTexts = {
  noResults: 'No results for',
  trySearchingFor: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportMissingLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
} as const;
