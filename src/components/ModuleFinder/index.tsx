import React, { memo, useId, useMemo, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import finderData from '@generated/library/default/finder.json';
import finderOptions from '@generated/library/default/finder-options.json';
import {
  applyFilter,
  arrangeRows,
  emptyFilter,
  filterFromSearch,
  indexItems,
  maxQueryLength,
  searchFromFilter,
  type FinderFilter,
  type FinderItem,
} from './filter';
import styles from './styles.module.css';

const items = finderData as FinderItem[];
// Sorted by the build (plugins/library `finderOptions`): no collator in the reader's browser.
const { repos, categories: categoryOptions, tags: tagOptions } = finderOptions;
/** The select filters, in their order on the page. */
const selects: { key: 'repo' | 'category' | 'tag'; label: string; all: string; options: [string, string][] }[] = [
  { key: 'repo', label: 'Repository', all: 'All repositories', options: repos.map((r) => [r, r]) },
  { key: 'category', label: 'Category', all: 'All categories', options: categoryOptions },
  { key: 'tag', label: 'Tag', all: 'All tags', options: tagOptions },
];

const allowed = {
  repos: new Set(repos),
  categories: new Set(categoryOptions.map(([k]) => k)),
  tags: new Set(tagOptions.map(([k]) => k)),
};

/**
 * The module finder: every module and service is in the static HTML; after hydration the
 * list filters as you type, by repository, category and tag, and the filter lives in the URL.
 */
export default function ModuleFinder(): ReactNode {
  const index = useMemo(() => indexItems(items), []);
  const location = useLocation();
  // The server renders the whole list; the URL's filter applies once the page runs in a browser.
  const hydrated = useIsBrowser();
  const [edited, setEdited] = useState<FinderFilter | null>(null);
  const filter = edited ?? (hydrated ? filterFromSearch(location.search, allowed) : emptyFilter);
  const id = useId();

  const results = useMemo(() => applyFilter(index, filter), [index, filter]);

  // Every row stays mounted (see FinderItemRow): the matches in order of relevance, the others hidden
  // between them where they move nothing, so a keystroke moves only the rows that change places.
  // The order is worked out from the order on screen when the filter changes; until then, from the list.
  const [arranged, setArranged] = useState<FinderItem[] | null>(null);
  const order = arranged ?? arrangeRows(items, results);
  const shownRows = useMemo(() => new Set(results), [results]);

  const update = (patch: Partial<FinderFilter>) => {
    const next = { ...filter, ...patch };
    setArranged(arrangeRows(order, applyFilter(index, next)));
    setEdited(next);
    // The filter goes into the address bar without telling the router: a router update would re-render
    // the whole page (sidebar, table of contents) on every keystroke. The entry's router state is kept,
    // so back/forward still work; the finder reads the URL only when the page loads.
    const search = searchFromFilter(next, window.location.search);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  };
  const filtered = filter.q !== '' || filter.repo !== '' || filter.category !== '' || filter.tag !== '';
  const modules = results.filter((r) => r.kind === 'module').length;
  return (
    <section className={styles.finder} aria-label="Module finder">
      <Link
        className="upgrade-planner-link button button--outline button--primary button--sm margin-bottom--md"
        to="/library/upgrade/"
      >
        Plan an upgrade between two versions
      </Link>
      <form role="search" className={styles.controls} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field + ' ' + styles.query}>
          <label htmlFor={`${id}-q`}>Filter</label>
          <input
            className="cairn-control"
            id={`${id}-q`}
            type="search"
            value={filter.q}
            maxLength={maxQueryLength}
            placeholder="e.g. vpc, nat gateway, postgres"
            autoComplete="off"
            spellCheck={false}
            disabled={!hydrated}
            aria-describedby={`${id}-help`}
            onChange={(e) => update({ q: e.target.value })}
          />
          <p id={`${id}-help`} className={styles.help}>
            Matches a name, purpose, repository or tag; names first. The address bar keeps the filter, so you can share
            the list.
          </p>
        </div>
        {selects.map(({ key, label, all, options }) => (
          <div key={key} className={styles.field}>
            <label htmlFor={`${id}-${key}`}>{label}</label>
            <select
              className="cairn-control"
              id={`${id}-${key}`}
              value={filter[key]}
              disabled={!hydrated}
              onChange={(e) => update({ [key]: e.target.value })}
            >
              <option value="">{all}</option>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
        {filtered && (
          <button
            type="button"
            className={`button button--secondary ${styles.clear}`}
            onClick={() => update(emptyFilter)}
          >
            Clear filters
          </button>
        )}
      </form>
      <p className={styles.count} role="status" aria-live="polite" data-testid="finder-count">
        {filtered
          ? `${results.length} of ${items.length} match: ${modules} module${modules === 1 ? '' : 's'}, ${results.length - modules} service${results.length - modules === 1 ? '' : 's'}`
          : `${items.length} modules and services`}
      </p>
      {results.length === 0 && (
        <p className={styles.empty}>
          Nothing matches. Try fewer words, or{' '}
          <button type="button" className={styles.linkButton} onClick={() => update(emptyFilter)}>
            clear the filters
          </button>
          .
        </p>
      )}
      {results.length > 0 && (
        <ul className={styles.list}>
          {order.map((item) => (
            <FinderItemRow key={item.permalink} item={item} hidden={!shownRows.has(item)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One entry in two short lines: name, kind and where it lives (source, version, category, tags),
 * then the summary. Every entry stays mounted and a filter only toggles `hidden` (and moves the
 * matches to the top, which React does by moving the keyed elements): a keystroke then re-renders
 * just the entries whose visibility changed, instead of unmounting and mounting up to 207 links
 * (each sets up prefetching) — the difference between ~25 ms and a few ms per key.
 */
const FinderItemRow = memo(function FinderItemRow({ item: r, hidden }: { item: FinderItem; hidden: boolean }) {
  return (
    <li className={styles.item} hidden={hidden}>
      <div className={styles.head}>
        <Link to={r.permalink} className={styles.title}>
          {r.title}
        </Link>
        <span className={styles.kind}>{r.kind === 'module' ? 'Module' : 'Service'}</span>
        <span className={styles.meta}>
          <code>{r.kind === 'module' ? `${r.repo}//${r.id}` : r.repo}</code> {r.version} · {r.categoryLabel}
          {r.tags.length > 0 && ' · '}
          {r.tags.map((t) => t.label).join(', ')}
        </span>
      </div>
      <p className={styles.summary}>{r.summary}</p>
    </li>
  );
});
