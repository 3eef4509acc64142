/**
 * The 'Discussions' section of a module or service reference page: the mirrored knowledge-base
 * discussions that concern it, added at build time (./remark.ts). A discussion concerns a module
 * when it names it: its source (`terraform-aws-vpc//modules/vpc-app`), its id where the id cannot
 * mean anything else (`vpc-app`; a one-word id such as `logs` or `rds` counts only written as
 * "the `rds` module" in a discussion that names the repository), or for a service its catalog path
 * (`networking/vpc`). Discussions that only share labels with the page's tags come after those, and
 * only when they share at least two.
 */
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

/** How many discussions a page lists. */
export const discussionsShown = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name as a whole word: not inside a longer identifier, path or host name. */
const word = (name: string) => new RegExp(`(?<![\\w./-])${escape(name)}(?![\\w/-])`);

/** Tests whether a discussion's text names the entry. */
export function namesEntry(entry: Entry, text: string): boolean {
  const source = new RegExp(`${escape(entry.repo)}(?:\\.git)?//modules/${escape(entry.path)}(?![\\w/-])`);
  if (source.test(text)) return true;
  if (entry.kind === 'service') return word(entry.path).test(text);
  if (/[-_]/.test(entry.id)) return word(entry.id).test(text);
  return new RegExp(`\`${escape(entry.id)}\` module\\b`).test(text) && text.includes(entry.repo);
}

/** The discussions that concern an entry, most specific first, newest first within each kind. */
export function discussionsForEntry(entry: Entry, summaries: readonly DiscussionSummary[]): DiscussionLink[] {
  const named = summaries.filter((d) => namesEntry(entry, d.text));
  const taken = new Set(named.map((d) => d.number));
  const byLabels = summaries
    .map((d) => ({ d, shared: d.labels.filter((l) => entry.tags.includes(l)).length }))
    .filter(({ d, shared }) => shared >= 2 && !taken.has(d.number))
    .sort((a, b) => b.shared - a.shared)
    .map(({ d }) => d);
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

/** The section for an entry of the site in `siteDir`, from the site's mirrored discussions. */
export function discussionNodes(entry: Entry, siteDir: string): RootContent[] {
  const summaries = readDiscussionSummaries(path.resolve(siteDir, knowledgeBaseDataDir));
  return discussionsSection(entry, discussionsForEntry(entry, summaries));
}
