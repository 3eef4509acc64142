/** The subset of Algolia's search API shape that the DocSearch modal and the search page use. */

export type FacetFilters = (string | string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  [key: string]: unknown;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

export interface DocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<Level, HighlightValue>>;
    content?: HighlightValue;
    hierarchy_camel?: unknown;
  };
  _snippetResult: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
}

export interface SearchResult {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
}

export interface SearchClientLike {
  search(arg: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: SearchResult[] }>;
  addAlgoliaAgent?(segment: string, version?: string): void;
  /** Local client: start loading the index before the first query. */
  warmUp?(): void;
  /**
   * Local client: a client that answers with the first hits as soon as they can show and calls
   * `refresh` (the modal's, which searches again) once the rest can.
   */
  withRefresh?(refresh: () => unknown): SearchClientLike;
  [key: string]: unknown;
}
