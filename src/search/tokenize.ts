/**
 * Words of the local search: one tokenizer for the index (at build time) and for queries (in the
 * browser), so both sides cut text the same way.
 *
 * - Lower case, accents folded (é -> e).
 * - Letters, digits and `_` make words; `-`, `/`, `@` and other punctuation separate them, so
 *   `vpc-app` is `vpc app`. A dot stays inside a number (`0.13`, `v0.26.1`).
 * - An identifier with underscores (`num_nat_gateways`) is one word; the index also holds its parts
 *   (`num`, `nat`, `gateways`), so `nat gateways` finds it too.
 * - One-letter words and English stop words (`the`, `to`, ...) are not indexed; in a query they are
 *   optional unless the query has nothing else.
 */

/** Longest word kept (longer ones are hashes, keys and the like). */
export const maxWordLength = 40;

export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have how i if in into is it its me my of on or our so than that ' +
    'the their then there these this to was we what when where which while who why will with you your'
  ).split(' '),
);

// ASCII text (nearly all of it) needs no accent folding.
const fold = (s: string) =>
  /^[\t\n\r\x20-\x7e]*$/.test(s)
    ? s.toLowerCase()
    : s
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();

/** Words of a text in order, before stop-word and length filtering (for highlighting and queries). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of fold(text).split(/[^\p{L}\p{N}_.]+/u)) {
    // A dot is part of a word only between two digits (versions); elsewhere it separates.
    for (const part of raw.includes('.') ? raw.split(/(?<!\d)\.|\.(?!\d)/) : [raw]) {
      const w = part.startsWith('_') || part.endsWith('_') ? part.replace(/^_+|_+$/g, '') : part;
      if (w && w.length <= maxWordLength) out.push(w);
    }
  }
  return out;
}

const indexable = (w: string) => w.length > 1 && !stopWords.has(w);

/**
 * The terms the index holds for a text: its words, the parts of identifiers with underscores, and a
 * version without its leading `v` (`v0.26.1` -> `0.26.1`). Stop words and one-letter words are left out.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (indexable(w)) out.push(w);
    if (w.includes('_')) for (const p of w.split('_')) if (indexable(p)) out.push(p);
    if (/^v\d+(\.\d+)*$/.test(w)) out.push(w.slice(1));
  }
  return out;
}

export interface QueryTerm {
  text: string;
  /** The last word while it is being typed: it matches words that start with it. */
  prefix: boolean;
  /** A stop word in a query that has other words: it does not filter results. */
  optional: boolean;
}

/** Longest query read (characters and words); the rest is ignored. */
export const maxQueryChars = 256;
export const maxQueryWords = 12;

/**
 * The terms of a query. The last word is a prefix unless the query ends with a space. One-letter
 * words are dropped unless they are being typed (the first key of a query).
 */
export function queryTerms(query: string): QueryTerm[] {
  const text = query.slice(0, maxQueryChars);
  const all = words(text);
  const list = all.slice(0, maxQueryWords);
  // Only the word at the very end is being typed (not the last one kept of a longer query).
  const endsOpen = list.length === all.length && list.length > 0 && !/[\s\-/@]$/u.test(text);
  const terms = list
    .map((w, i) => ({ text: w, prefix: endsOpen && i === list.length - 1, optional: false }))
    .filter((t) => t.text.length > 1 || t.prefix);
  const meaningful = terms.filter((t) => !stopWords.has(t.text) && (t.text.length > 1 || t.prefix));
  return terms.map((t) => ({ ...t, optional: meaningful.length > 0 && stopWords.has(t.text) }));
}

/** Singular and plural forms of a word, used as exact matches (as Algolia's ignorePlurals does). */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const forms = new Set<string>();
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) {
    forms.add(word.slice(0, -2));
    forms.add(word.slice(0, -1));
  } else if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  else {
    forms.add(`${word}s`);
    if (/(s|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`);
    if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  }
  forms.delete(word);
  return Array.from(forms).filter((f) => f.length > 1);
}

const suffixes: [suffix: string, replacement: string][] = [
  ['ations', ''],
  ['ation', ''],
  ['ments', ''],
  ['ment', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
];

/**
 * A light English stem (`customizing`, `customized` and `customize` -> `customiz`): words with
 * the same stem are matched as forms of one word, after exact matches.
 */
export function stem(word: string): string {
  if (word.length < 5 || /[\d_]/.test(word)) return word;
  for (const [suffix, replacement] of suffixes) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    if (suffix === 's' && word.endsWith('ss')) break;
    let base = word.slice(0, -suffix.length) + replacement;
    // running -> runn -> run
    if (/^(ing|ings|ed)$/.test(suffix)) base = base.replace(/([^aeiouslz])\1$/, '$1');
    return base.replace(/e$/, '');
  }
  return word.replace(/e$/, '');
}

/** A name as it is matched against a whole query: its words joined by one space. */
export const nameKey = (text: string) => words(text).join(' ');
