/**
 * The search button and modal (spec 2.2, 4.5): DocSearch's button, keyboard shortcuts (Ctrl/Cmd+K
 * and '/', Escape closes) and modal, on the search client of the configured mode. Replaces the
 * theme's SearchBar so that local mode has no Algolia preconnect, no 'Search by Algolia' claim, and
 * the spec's texts. The modal's code loads on first use.
 */
import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
// The button's styles (and the variables they read) load with every page; the modal's load with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalType, DocSearchHit as ThemeHit } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import type { SearchClientLike } from '@site/src/search/algolia-types';
import { missingResultsUrl, searchTexts, useSearchSettings, type SearchSettings } from '@site/src/search/config';
import type { groupHitsByPage as GroupHitsByPage } from '@site/src/search/modal-hits';

type ModalComponent = typeof DocSearchModalType;
let Modal: ModalComponent | null = null;
let localClient: SearchClientLike | null = null;
let groupByPage: typeof GroupHitsByPage | null = null;

/** The modal's code, styles and (local mode) client: loaded when the reader shows they will search, never with the page. */
function loadModal(settings: SearchSettings): Promise<void> {
  return Promise.all([
    Modal ? null : import('@docsearch/react/modal').then((m) => (Modal = m.DocSearchModal)),
    // The modal's stylesheet is its own CSS chunk (plugins/client-bundle), fetched with the modal.
    import('@docsearch/css/dist/modal.css'),
    settings.mode === 'local' && !localClient
      ? import('@site/src/search/client').then(async (m) => {
          localClient = await m.localClientForModal(settings);
          // Start fetching the index's entry alongside the modal's own code.
          localClient.warmUp?.();
        })
      : null,
    settings.mode === 'local' && !groupByPage
      ? import('@site/src/search/modal-hits').then((m) => (groupByPage = m.groupHitsByPage))
      : null,
  ]).then(() => undefined);
}

const modalTranslations = {
  searchBox: { resetButtonTitle: 'Clear the query', closeButtonText: 'Cancel', placeholderText: 'Search docs' },
  footer: { selectText: 'to select', navigateText: 'to navigate', closeText: 'to close', searchByText: 'Search by' },
  errorScreen: { titleText: searchTexts.errorTitle, helpText: searchTexts.errorHelp },
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  },
  noResultsScreen: {
    noResultsText: searchTexts.noResults,
    suggestedQueryText: searchTexts.trySearchingFor,
    reportMissingResultsText: searchTexts.reportMissing,
    reportMissingResultsLinkText: searchTexts.reportMissingLink,
  },
};

/**
 * One result. DocSearch renders it inside a listbox option (role="option"), whose content may hold
 * no focusable element (ARIA; axe nested-interactive), so it is an anchor without href: the keyboard
 * selects options with the arrows and Enter (the modal's navigator), the mouse with a click here.
 * Ctrl/Cmd/Shift-click and middle-click still open the result in a new tab.
 */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): React.JSX.Element {
  const history = useHistory();
  const follow = (event: React.MouseEvent) => {
    if (event.button > 1) return;
    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    history.push(hit.url);
  };
  return (
    <a data-href={hit.url} onClick={follow} onAuxClick={follow}>
      {children}
    </a>
  );
}

export default function SearchBar(): ReactNode {
  const settings = useSearchSettings();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const local = settings.mode === 'local';

  const prefetch = useCallback(() => {
    void loadModal(settings).catch(() => undefined);
  }, [settings]);

  const open = useCallback(() => {
    if (!container) {
      const div = document.createElement('div');
      div.className = local ? 'cairn-search cairn-search--local' : 'cairn-search';
      document.body.insertBefore(div, document.body.firstChild);
      setContainer(div);
    }
    loadModal(settings).then(
      () => setIsOpen(true),
      // The modal's code could not load (offline after the page): go to the search page instead.
      () => history.push(createSearchLink('')),
    );
  }, [container, local, settings, history, createSearchLink]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: ThemeHit[]) => {
      const withUrls = items.map((item) => ({ ...item, url: processUrl(item.url) }));
      // Hosted mode keeps Algolia's grouping (by section); local hits are grouped by page.
      return local && groupByPage ? groupByPage(withUrls) : withUrls;
    },
    [processUrl, local],
  );

  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <Link to={createSearchLink(state.query)} onClick={close}>
        {`See all ${Number(state.context.nbHits ?? 0)} results`}
      </Link>
    ),
    [createSearchLink, close],
  );

  const indices =
    settings.mode === 'hosted' && settings.libraryIndexName
      ? [
          { name: settings.indexName, searchParameters: { facetFilters } },
          { name: settings.libraryIndexName, searchParameters: { facetFilters } },
        ]
      : undefined;

  return (
    <>
      {!local && (
        <Head>
          <link rel="preconnect" href={`https://${settings.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={open}
        translations={{ buttonText: 'Search', buttonAriaLabel: 'Search' }}
      />
      {isOpen &&
        Modal &&
        container &&
        createPortal(
          <Modal
            appId={settings.appId}
            apiKey={settings.apiKey}
            {...(indices ? { indices } : { indexName: settings.indexName, searchParameters: { facetFilters } })}
            onClose={close}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            resultsFooterComponent={resultsFooter}
            getMissingResultsUrl={({ query }: { query: string }) => missingResultsUrl(query)}
            transformSearchClient={(client) =>
              local && localClient ? (localClient as unknown as typeof client) : client
            }
            translations={modalTranslations}
            placeholder="Search docs"
            onAskAiToggle={() => {}}
          />,
          container,
        )}
    </>
  );
}
