/**
 * The data the library plugin (plugins/library) writes for the pages' components: the module
 * finder's rows and the release index, imported by src/components as
 * `@generated/library/default/*.json` (typed in plugins/library/generated-data.d.ts).
 */

/** One row of the module finder. */
export interface FinderEntry {
  kind: 'module' | 'service';
  id: string;
  title: string;
  summary: string;
  repo: string;
  category: string;
  categoryLabel: string;
  tags: { key: string; label: string }[];
  permalink: string;
  version: string;
}

/** The module finder's select options, in the order it lists them (plugins/library `finderOptions`). */
export interface FinderOptions {
  repos: string[];
  /** [category key, label], by label. */
  categories: [string, string][];
  /** [tag key, label], by label, ignoring case. */
  tags: [string, string][];
}

export interface ReleaseIndexData {
  years: {
    year: string;
    months: {
      month: string;
      title: string;
      permalink: string;
      releaseCount: number;
      breakingCount: number;
      repos: string[];
    }[];
  }[];
  releaseCount: number;
  feeds: { atom: string; rss: string };
}
