/**
 * The local search's query evaluation over the index files (./index-format.ts), independent of how
 * they are fetched: the browser client reads them over HTTP, the index writer and the tests from
 * memory.
 *
 * A record matches when it holds every query word (stop words are optional): the word itself or
 * its singular/plural form, another form of it (same stem), a longer word starting with it (the
 * last word, while typed), or a word within the typo budget (./fuzzy.ts). Records are ranked as
 * hosted Algolia ranks them, criterion after criterion: fewer typos; the whole query is the name of
 * the page (its title or library name) or of a table entry on it; where the words occur (title,
 * heading, text); more words matched exactly rather than as a prefix, another form or with a typo;
 * then the page's weight (docs before the knowledge base), the record's level (a page's first
 * record before its sections) and its id (page order, then order in the page).
 */
import {
  decodeBits,
  decodePostings,
  decodeRanked,
  forEachPosting,
  fieldOf,
  fields,
  levelOf,
  shardOf,
  shardsOfPrefix,
  type DocChunk,
  type FacetRange,
  type IndexEntry,
  type PrefixSummary,
  type TermShard,
} from './index-format';
import { pluralForms, queryTerms, stem, words, type QueryTerm } from './tokenize';
import { typoBudget, typoDistance } from './fuzzy';

export interface IndexSource {
  entry(): Promise<IndexEntry>;
  shard(i: number): Promise<TermShard>;
  prefix(i: number): Promise<PrefixSummary>;
  vocab(i: number): Promise<string[]>;
  vocabBySecond(i: number): Promise<string[]>;
  docs(chunk: number): Promise<DocChunk>;
}

/** Most words of the vocabulary one typed word may match with typos. */
export const maxTypoCandidates = 12;
/** Most spellings of a whole query looked up as a name. */
const maxNameKeys = 16;
/** A prefix whose terms span more shards than this is answered from its summary. */
export const maxShardsPerPrefix = 2;

/**
 * How the records match one query word: for each record id, its best match packed in a byte (0 =
 * no match; else 1 + typos * 8 + field * 2 + (exact ? 0 : 1), so lower is better), and the ids
 * in the order they were found. Typed arrays, not maps: a query touches thousands of records.
 */
class WordMatches {
  readonly best: Uint8Array;
  readonly ids: number[] = [];

  constructor(
    records: number,
    /** The level of each record, from any posting (the same in all of them). */
    readonly levels: Uint8Array,
  ) {
    this.best = new Uint8Array(records);
  }

  add(id: number, typos: number, field: number, exact: boolean): void {
    const value = 1 + typos * 8 + field * 2 + (exact ? 0 : 1);
    const known = this.best[id];
    if (known === 0) this.ids.push(id);
    if (known === 0 || value < known) this.best[id] = value;
  }

  addPostings(postings: string, typos: number, exact: boolean): void {
    forEachPosting(postings, true, (id, rank) => {
      this.levels[id] = levelOf(rank) + 1;
      this.add(id, typos, fieldOf(rank), exact);
    });
  }
}

const typosOf = (value: number) => (value - 1) >> 3;
const fieldOfMatch = (value: number) => ((value - 1) >> 1) & 3;
const isExact = (value: number) => ((value - 1) & 1) === 0;

export interface RankedRecord {
  id: number;
  name: boolean;
  typos: number;
  fieldSum: number;
  exact: number;
  weight: number;
  level: number;
}

/**
 * Algolia's order of criteria (typos, then a whole-query name match, where the words occur, how
 * many match exactly), then the page's weight and the record's level; the id makes it total.
 */
export function compareRecords(a: RankedRecord, b: RankedRecord): number {
  return (
    a.typos - b.typos ||
    Number(b.name) - Number(a.name) ||
    a.fieldSum - b.fieldSum ||
    b.exact - a.exact ||
    a.weight - b.weight ||
    a.level - b.level ||
    a.id - b.id
  );
}

/** What each query word matched, for highlighting and snippets. */
export interface Highlighter {
  terms: {
    /** Words of the index it matched (exactly, as another form, or with typos). */
    words: string[];
    /** While typed: any word starting with this matches too. */
    prefix: string | null;
  }[];
}

export interface QueryResult {
  /** Matching records, best first: all of them, or for a short prefix typed alone the best (at least `needed`). */
  ranked: RankedRecord[];
  /** How many records match the query within the filter. */
  count: number;
  highlighter: Highlighter;
}

/** Algolia facet filters (`['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]`: outer AND, inner OR). */
export type FacetFilters = (string | string[])[] | string | undefined;

/** The id ranges a record must lie in to pass the facet filters. */
export function facetRanges(facets: readonly FacetRange[], filters: FacetFilters): FacetRange[] {
  const list = typeof filters === 'string' ? [filters] : (filters ?? []);
  const groups = list
    .map((entry) => (Array.isArray(entry) ? entry : [entry]))
    .map((group) =>
      group
        .map((f) => {
          const i = f.indexOf(':');
          return i < 0
            ? null
            : { negated: f.startsWith('-'), facet: f.slice(f.startsWith('-') ? 1 : 0, i), value: f.slice(i + 1) };
        })
        .filter((f): f is { negated: boolean; facet: string; value: string } => f !== null),
    )
    .filter((g) => g.length > 0);
  const has = (range: FacetRange, facet: string, value: string) =>
    facet === 'language' ? range.language === value : facet === 'docusaurus_tag' ? range.tags.includes(value) : false;
  return facets.filter((range) => groups.every((g) => g.some((f) => has(range, f.facet, f.value) !== f.negated)));
}

const inRanges = (ranges: readonly FacetRange[], id: number) => ranges.some((r) => id >= r.from && id < r.to);
const weightOf = (ranges: readonly FacetRange[], id: number) =>
  ranges.find((r) => id >= r.from && id < r.to)?.weight ?? 0;

// Stems of a vocabulary file, computed once per file.
const stemsOf = new WeakMap<readonly string[], string[]>();
function stems(vocabulary: readonly string[]): string[] {
  let list = stemsOf.get(vocabulary);
  if (!list) {
    list = vocabulary.map(stem);
    stemsOf.set(vocabulary, list);
  }
  return list;
}

/** The words of the vocabulary within the typo budget of `term`, closest first. */
function typoCandidates(vocabulary: readonly string[], term: QueryTerm, exclude: (w: string) => boolean) {
  const budget = typoBudget(term.text.length);
  const found: { word: string; typos: number }[] = [];
  for (const word of vocabulary) {
    if (exclude(word)) continue;
    if (!term.prefix && Math.abs(word.length - term.text.length) > budget) continue;
    const d = typoDistance(term.text, word, budget, term.prefix);
    if (d >= 1 && d <= budget) found.push({ word, typos: d });
  }
  return found
    .sort((a, b) => a.typos - b.typos || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
    .slice(0, maxTypoCandidates);
}

export class SearchEngine {
  constructor(private readonly source: IndexSource) {}

  /**
   * Ranks the records matching `query` within the facet filters. `needed` is how many of the best
   * are wanted: a short prefix alone is answered from its summary when that holds enough of them.
   */
  async query(query: string, filters: FacetFilters, needed: number): Promise<QueryResult> {
    const required = queryTerms(query).filter((t) => !t.optional);
    const highlighter: Highlighter = { terms: [] };
    if (!required.length) return { ranked: [], count: 0, highlighter };
    const entry = await this.source.entry();
    const ranges = facetRanges(entry.facets, filters);
    if (!ranges.length) return { ranked: [], count: 0, highlighter };

    if (required.length === 1 && required[0].prefix) {
      const summarized = await this.fromSummary(entry, required[0], ranges, needed);
      if (summarized) return summarized;
    }

    highlighter.terms = required.map((t) => ({ words: [], prefix: t.prefix ? t.text : null }));
    const levels = new Uint8Array(entry.records);
    const matches = await Promise.all(
      required.map((t, i) => this.resolve(entry, t, highlighter.terms[i].words, levels)),
    );
    const names = await this.names(entry, query, required, highlighter);
    const order = matches.map((m, i) => i).sort((a, b) => matches[a].ids.length - matches[b].ids.length);
    const [smallest, ...others] = order.map((i) => matches[i]);
    const ranked: RankedRecord[] = [];
    for (const id of smallest.ids) {
      if (!inRanges(ranges, id) || others.some((m) => m.best[id] === 0)) continue;
      let typos = 0;
      let fieldSum = 0;
      let exact = 0;
      for (const m of matches) {
        const v = m.best[id];
        typos += typosOf(v);
        fieldSum += fieldOfMatch(v);
        if (isExact(v)) exact += 1;
      }
      ranked.push({
        id,
        name: names.has(id),
        typos,
        fieldSum,
        exact,
        weight: weightOf(ranges, id),
        level: levels[id] ? levels[id] - 1 : 2,
      });
    }
    ranked.sort(compareRecords);
    return { ranked, count: ranked.length, highlighter };
  }

  /**
   * The records the whole query names (a page title, a library name, a table entry's name), as
   * typed or with the words it matched in their place (`guarduty` names GuardDuty).
   */
  private async names(
    entry: IndexEntry,
    query: string,
    required: readonly QueryTerm[],
    highlighter: Highlighter,
  ): Promise<Set<number>> {
    let keys: string[] = [''];
    for (const w of words(query)) {
      const i = required.findIndex((t) => t.text === w);
      const variants = i < 0 ? [w] : Array.from(new Set([w, ...highlighter.terms[i].words])).slice(0, 4);
      keys = keys.flatMap((k) => variants.map((v) => (k ? `${k} ${v}` : v))).slice(0, maxNameKeys);
    }
    const ids = new Set<number>();
    const found = await Promise.all(
      keys.filter(Boolean).map(async (key) => (await this.source.shard(shardOf(entry.shards, key))).n?.[key]),
    );
    for (const postings of found) if (postings) forEachPosting(postings, true, (id) => ids.add(id));
    return ids;
  }

  /** A short prefix typed alone, answered from its summary when the summary holds enough records. */
  private async fromSummary(
    entry: IndexEntry,
    term: QueryTerm,
    ranges: FacetRange[],
    needed: number,
  ): Promise<QueryResult | null> {
    const [first, last] = shardsOfPrefix(entry.shards, term.text);
    const summary = entry.prefixes.indexOf(term.text);
    if (last - first + 1 <= maxShardsPerPrefix || summary < 0) return null;
    const s = await this.source.prefix(summary);
    const members = s.bits ? decodeBits(s.bits) : decodePostings(s.ids ?? '').map(([id]) => id);
    const count = members.filter((id) => inRanges(ranges, id)).length;
    const ranked = decodeRanked(s.top)
      .filter(([id]) => inRanges(ranges, id))
      .map(([id, rank]) => ({
        id,
        name: false,
        typos: 0,
        fieldSum: fieldOf(rank),
        exact: 0,
        weight: weightOf(ranges, id),
        level: levelOf(rank),
      }));
    if (ranked.length < Math.min(needed, count)) return null;
    return { ranked, count, highlighter: { terms: [{ words: [], prefix: term.text }] } };
  }

  /** Every record holding a match of one query word, with its best match. */
  private async resolve(
    entry: IndexEntry,
    term: QueryTerm,
    matchedWords: string[],
    levels: Uint8Array,
  ): Promise<WordMatches> {
    const found = new WordMatches(entry.records, levels);
    const exactWords = [term.text, ...pluralForms(term.text)];
    const seen = new Set<string>();
    const load = async (word: string) => this.source.shard(shardOf(entry.shards, word));
    const [first, last] = shardsOfPrefix(entry.shards, term.text);
    const summary = entry.prefixes.indexOf(term.text);
    const summarized = last - first + 1 > maxShardsPerPrefix && summary >= 0;
    const lettersOf = (text: string) =>
      Array.from(new Set([text[0], text[1]])).filter((c) => c !== undefined && entry.vocab.includes(c));
    const letters = typoBudget(term.text.length) ? lettersOf(term.text) : [];
    // One letter before typos count, fetch the vocabularies they will need, so that the next key
    // waits for no extra request (a failure here is fetched again when needed).
    if (term.prefix && !letters.length && typoBudget(term.text.length + 1))
      for (const c of lettersOf(term.text)) this.source.vocab(entry.vocab.indexOf(c)).catch(() => undefined);

    // Everything this word needs that does not depend on what else it finds, in one round.
    const [exactShards, prefixShards, prefixSummary, vocabularies] = await Promise.all([
      Promise.all(exactWords.map(load)),
      term.prefix && !summarized
        ? Promise.all(Array.from({ length: last - first + 1 }, (_, k) => this.source.shard(first + k)))
        : Promise.resolve([]),
      term.prefix && summarized ? this.source.prefix(summary) : Promise.resolve(null),
      Promise.all(letters.map((c) => this.source.vocab(entry.vocab.indexOf(c)))),
    ]);

    // The word itself and its singular or plural.
    exactWords.forEach((w, i) => {
      const postings = exactShards[i].t[w];
      seen.add(w);
      if (postings) {
        matchedWords.push(w);
        found.addPostings(postings, 0, true);
      }
    });
    // While typed, every word starting with it.
    if (prefixSummary) {
      const members = prefixSummary.bits
        ? decodeBits(prefixSummary.bits)
        : decodePostings(prefixSummary.ids ?? '').map(([id]) => id);
      // Membership only: counted as a match in the text.
      for (const id of members) found.add(id, 0, fields.text, false);
    }
    for (const shard of prefixShards)
      for (const [w, postings] of Object.entries(shard.t)) {
        if (!w.startsWith(term.text) || seen.has(w)) continue;
        seen.add(w);
        found.addPostings(postings, 0, false);
      }
    if (!vocabularies.length) return found;

    // Other forms of the word (same stem), then typos: words of the vocabulary of its first letter,
    // and of its second (an extra first letter, or the first two swapped), within the budget.
    const root = stem(term.text);
    const forms: string[] = [];
    for (const v of vocabularies) {
      const s = stems(v);
      v.forEach((w, i) => {
        if (s[i] === root && !seen.has(w)) forms.push(w);
      });
    }
    for (const w of forms) seen.add(w);
    const candidates = typoCandidates(
      vocabularies.flat(),
      term,
      (w) => seen.has(w) || (term.prefix && w.startsWith(term.text)),
    );
    const words = [...forms, ...candidates.map((c) => c.word)];
    const shards = await Promise.all(words.map(load));
    words.forEach((w, i) => {
      const postings = shards[i].t[w];
      if (!postings) return;
      matchedWords.push(w);
      found.addPostings(postings, i < forms.length ? 0 : candidates[i - forms.length].typos, false);
    });
    if (found.ids.length) return found;

    // Nothing yet: the first letter may be missing (its second letter is the word's first) or
    // wrong (same second letter). Read only then: most words are found before this.
    const seconds = Array.from(new Set([term.text[0], term.text[1]])).filter((c) => entry.vocabSecond.includes(c));
    const byFirstTypo = await Promise.all(seconds.map((c) => this.source.vocabBySecond(entry.vocabSecond.indexOf(c))));
    const late = typoCandidates(byFirstTypo.flat(), term, (w) => seen.has(w));
    const lateShards = await Promise.all(late.map((c) => load(c.word)));
    late.forEach((c, i) => {
      const postings = lateShards[i].t[c.word];
      if (!postings) return;
      matchedWords.push(c.word);
      found.addPostings(postings, c.typos, false);
    });
    return found;
  }
}
