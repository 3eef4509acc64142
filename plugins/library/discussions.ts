/**
 * The 'Discussions' section of a module or service reference page: the mirrored knowledge-base
 * discussions that concern it, added at build time (./remark.ts). A discussion concerns a module
 * when it names it: its source (`terraform-aws-vpc//modules/vpc-app`), its id where the id cannot
 * mean anything else (`vpc-app`; a one-word id such as `logs` or `rds` counts only written as
 * "the `rds` module" in a discussion that names the repository), or for a service its catalog path
 * (`networking/vpc`). Discussions that only share labels with the page's tags come after those, and
 * only when they share at least two.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { knowledgeBaseDataDir, knowledgeBaseRoute } from '../knowledge-base';
import {
  asLink,
  readDiscussionSummaries,
  type DiscussionLink,
  type DiscussionSummary,
} from '../knowledge-base/summaries';
import type { Entry } from './schema';

const { listFile } = createRequire(__filename)('./discussions-loader.cjs') as {
  listFile: (dir: string, source: string) => string;
};

/** How many discussions a page lists. */
export const discussionsShown = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name as a whole word: not inside a longer identifier, path or host name. */
const word = (name: string) => new RegExp(`(?<![\\w./-])${escape(name)}(?![\\w/-])`);

/**
 * The literal parts of the patterns of `entryNamer` below: a text that names the entry contains
 * one of them.
 */
function literalsOf(entry: Entry): string[] {
  if (entry.kind === 'service') return [`//modules/${entry.path}`, entry.path];
  return [`//modules/${entry.path}`, entry.id];
}

/** A test of whether a discussion's text names the entry, its patterns compiled once. */
export function entryNamer(entry: Entry): (text: string) => boolean {
  const source = new RegExp(`${escape(entry.repo)}(?:\\.git)?//modules/${escape(entry.path)}(?![\\w/-])`);
  if (entry.kind === 'service') {
    const servicePath = word(entry.path);
    return (text) => source.test(text) || servicePath.test(text);
  }
  if (/[-_]/.test(entry.id)) {
    const id = word(entry.id);
    return (text) => source.test(text) || id.test(text);
  }
  const asModule = new RegExp(`\`${escape(entry.id)}\` module\\b`);
  return (text) => source.test(text) || (asModule.test(text) && text.includes(entry.repo));
}

/** Tests whether a discussion's text names the entry. */
export function namesEntry(entry: Entry, text: string): boolean {
  return entryNamer(entry)(text);
}

/** A run of the characters a literal of `literalsOf` is made of. */
const tokenChars = /[\w/-]+/g;
const tokenOnly = /^[\w/-]+$/;

interface SummaryIndex {
  /** Each distinct run of token characters in the texts -> positions of the summaries holding it. */
  tokens: Map<string, number[]>;
  /** The tokens, in the map's order, and each three characters -> indexes of the tokens holding them. */
  tokenList: string[];
  grams: Map<string, number[]>;
  /** Each label -> positions of the summaries carrying it, once per time they carry it. */
  labels: Map<string, number[]>;
}

const indexes = new WeakMap<readonly DiscussionSummary[], SummaryIndex>();

/**
 * The summaries indexed by token and by label, once per list: at 10,000 discussions, searching
 * every text for every entry's names took seconds; the distinct tokens are far fewer than the
 * characters of all texts.
 */
function summaryIndex(summaries: readonly DiscussionSummary[]): SummaryIndex {
  const index = indexes.get(summaries);
  if (index) return index;
  const built: SummaryIndex = { tokens: new Map(), labels: new Map(), tokenList: [], grams: new Map() };
  summaries.forEach((d, i) => {
    for (const token of new Set(d.text.match(tokenChars) ?? [])) {
      const at = built.tokens.get(token);
      if (at) at.push(i);
      else built.tokens.set(token, [i]);
    }
    for (const label of d.labels) {
      const at = built.labels.get(label);
      if (at) at.push(i);
      else built.labels.set(label, [i]);
    }
  });
  built.tokenList = Array.from(built.tokens.keys());
  built.tokenList.forEach((token, t) => {
    for (const gram of new Set(gramsOf(token))) {
      const at = built.grams.get(gram);
      if (at) at.push(t);
      else built.grams.set(gram, [t]);
    }
  });
  indexes.set(summaries, built);
  return built;
}

/** The runs of three characters of a text, in order. */
function gramsOf(text: string): string[] {
  const grams: string[] = [];
  for (let k = 0; k + 3 <= text.length; k++) grams.push(text.slice(k, k + 3));
  return grams;
}

/**
 * Indexes of the tokens that contain `literal`: those holding its rarest three characters, checked
 * (at 10,000 discussions, testing every token for every entry's literals took ~1.7 s of each build).
 */
function tokensContaining(literal: string, index: SummaryIndex): number[] {
  const all = index.tokenList;
  if (literal.length < 3) return all.flatMap((token, t) => (token.includes(literal) ? [t] : []));
  let rarest: number[] | undefined;
  for (const gram of gramsOf(literal)) {
    const at = index.grams.get(gram) ?? [];
    if (!rarest || at.length < rarest.length) rarest = at;
  }
  return (rarest ?? []).filter((t) => all[t].includes(literal));
}

/**
 * Positions, ascending, of the summaries whose text may name the entry: those containing one of
 * its literals. A literal lies inside one run of token characters, so it is found in the tokens.
 * Every position when a literal has another character (no entry's has today).
 */
function candidates(entry: Entry, summaries: readonly DiscussionSummary[]): number[] {
  const literals = literalsOf(entry);
  if (!literals.every((l) => tokenOnly.test(l))) return summaries.map((_, i) => i);
  const index = summaryIndex(summaries);
  const found = new Set<number>();
  for (const literal of literals)
    for (const t of tokensContaining(literal, index))
      for (const i of index.tokens.get(index.tokenList[t]) ?? []) found.add(i);
  return Array.from(found).sort((a, b) => a - b);
}

/** The discussions that concern an entry, most specific first, newest first within each kind. */
export function discussionsForEntry(entry: Entry, summaries: readonly DiscussionSummary[]): DiscussionLink[] {
  const names = entryNamer(entry);
  const named = candidates(entry, summaries)
    .filter((i) => names(summaries[i].text))
    .map((i) => summaries[i]);
  if (named.length >= discussionsShown) return named.slice(0, discussionsShown).map(asLink);
  const taken = new Set(named.map((d) => d.number));
  const shared = new Map<number, number>();
  const { labels } = summaryIndex(summaries);
  for (const tag of new Set(entry.tags)) for (const i of labels.get(tag) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const byLabels = Array.from(shared)
    .filter(([i, n]) => n >= 2 && !taken.has(summaries[i].number))
    .sort(([a, n], [b, m]) => m - n || a - b)
    .map(([i]) => summaries[i]);
  return [...named, ...byLabels].slice(0, discussionsShown).map(asLink);
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });

/** The section's markdown nodes: a heading, then the list, or a pointer to the knowledge base. */
export function discussionsSection(entry: Entry, discussions: readonly DiscussionLink[]): RootContent[] {
  const what = entry.kind === 'module' ? `the ${entry.id} module` : `the ${entry.title} service`;
  const index = `${knowledgeBaseRoute}/`;
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: discussions.map((d): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [link(d.permalink, [text(d.title)])] }],
    })),
  };
  return [
    { type: 'heading', depth: 2, children: [text('Discussions')] },
    {
      type: 'paragraph',
      children: discussions.length
        ? [text(`Questions about ${what} in the `), link(index, [text('knowledge base')]), text(':')]
        : [
            text(`No discussion in the `),
            link(index, [text('knowledge base')]),
            text(` mentions ${what} yet. Search it for the error you see, or ask there.`),
          ],
    },
    ...(discussions.length ? [list] : []),
  ];
}

/**
 * Keyed by what the list depends on: the site and the entry's fields that discussionsForEntry reads.
 * The plugin and the remark plugin read the library separately, so their entries are equal objects,
 * not the same ones; an entry edited in the dev server has a new key.
 */
const listed = new Map<string, DiscussionLink[]>();
const listKey = (entry: Entry, siteDir: string) =>
  JSON.stringify([siteDir, entry.source, entry.kind, entry.repo, entry.path, entry.id, entry.tags]);

/**
 * The discussions an entry's page lists, from the site's mirrored discussions: computed once per
 * build, for the page (discussionNodes) and for the file the bundler watches (writeDiscussionLists).
 */
export function discussionLinks(entry: Entry, siteDir: string): DiscussionLink[] {
  const key = listKey(entry, siteDir);
  let links = listed.get(key);
  if (!links) {
    links = discussionsForEntry(entry, readDiscussionSummaries(path.resolve(siteDir, knowledgeBaseDataDir)));
    listed.set(key, links);
  }
  return links;
}

/** The section for an entry of the site in `siteDir`, from the site's mirrored discussions. */
export function discussionNodes(entry: Entry, siteDir: string): RootContent[] {
  return discussionsSection(entry, discussionLinks(entry, siteDir));
}

/**
 * Writes, for each entry, the discussions its page lists to the file the reference pages' loader
 * makes a dependency of the page (discussions-loader.cjs), so that editing a discussion rebuilds
 * only the pages whose list changed. Through `write` (the plugin's createData, which returns the
 * path it wrote). The bundler's cache compares a dependency's content, so a file written again with
 * the same list rebuilds nothing. Returns the folder of the files.
 */
export async function writeDiscussionLists(
  entries: Iterable<Entry>,
  siteDir: string,
  write: (name: string, data: string) => Promise<string>,
): Promise<string> {
  const folder = 'reference-discussions';
  let dir: string | undefined;
  for (const entry of entries) {
    const written = await write(
      `${folder}/${path.basename(listFile('', entry.source))}`,
      JSON.stringify(discussionLinks(entry, siteDir)),
    );
    dir = path.dirname(written);
  }
  if (!dir) throw new Error('library: no module or service entry, so no reference page to list discussions for');
  return dir;
}
