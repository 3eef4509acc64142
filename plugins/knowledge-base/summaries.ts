/**
 * The mirrored discussions as other pages list them: number, title, labels and the text a page
 * searches for its own name. Read once per build from the same validated files as the knowledge
 * base's pages (readKnowledgeBase), for
 * - the 'Discussions' section of module and service pages (plugins/library/discussions.ts), and
 * - the discussions on each tag page (`withTagDiscussions`, called on the docs plugin's routes).
 */
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { knowledgeBaseDataDir, knowledgeBaseRoute, readKnowledgeBase } from './index';

/** A discussion as a link in a list. */
export interface DiscussionLink {
  number: number;
  title: string;
  permalink: string;
  answered: boolean;
}

export interface DiscussionSummary extends DiscussionLink {
  createdAt: string;
  /** Label names, lower-cased. */
  labels: string[];
  /** Title, question and accepted answer, as written (markdown). */
  text: string;
}

const cache = new Map<string, DiscussionSummary[]>();

/** Every discussion under `dataDir`, newest first. */
export function readDiscussionSummaries(dataDir: string): DiscussionSummary[] {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const summaries = readKnowledgeBase(dataDir)
    .discussions.map((d) => ({
      number: d.number,
      title: d.title,
      permalink: `${knowledgeBaseRoute}/${d.number}`,
      answered: d.answer !== null,
      createdAt: d.createdAt,
      labels: d.labels.nodes.map((l) => l.name.toLowerCase()),
      text: [d.title, d.body, d.answer?.body ?? ''].join('\n'),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number - a.number);
  cache.set(dataDir, summaries);
  return summaries;
}

export const asLink = ({ number, title, permalink, answered }: DiscussionLink): DiscussionLink => ({
  number,
  title,
  permalink,
  answered,
});

/** Discussions carrying a tag's label, matched as the discussion pages link labels to tags: by key or label. */
export function discussionsForTag(
  summaries: readonly DiscussionSummary[],
  tag: { label: string; permalink: string },
): DiscussionLink[] {
  const names = new Set([tag.label.toLowerCase(), (tag.permalink.split('/').pop() ?? '').toLowerCase()]);
  return summaries.filter((d) => d.labels.some((l) => names.has(l))).map(asLink);
}

/** How many discussions a tag page lists: the most recent; the knowledge base's index has them all. */
export const tagPageDiscussions = 10;

/** What a tag page gets: the most recent discussions carrying its label, and how many there are. */
export interface TagDiscussions {
  total: number;
  latest: DiscussionLink[];
}

function tagDiscussions(summaries: readonly DiscussionSummary[], label: string, permalink: string): TagDiscussions {
  const all = discussionsForTag(summaries, { label, permalink });
  return { total: all.length, latest: all.slice(0, tagPageDiscussions) };
}

interface TagRouteProps {
  tag?: { label?: unknown; permalink?: unknown; items?: unknown };
}

/**
 * A docs route tree with `discussions` (TagDiscussions) added to the props of every tag page (a
 * route whose props hold a tag with its docs), for the tag page to list (src/theme/DocTagDocListPage).
 */
export function withTagDiscussions(route: RouteConfig, siteDir: string): RouteConfig {
  const tag = (route.props as TagRouteProps | undefined)?.tag;
  const isTagPage =
    tag !== undefined && typeof tag.label === 'string' && typeof tag.permalink === 'string' && Array.isArray(tag.items);
  const summaries = () => readDiscussionSummaries(path.resolve(siteDir, knowledgeBaseDataDir));
  return {
    ...route,
    ...(isTagPage
      ? {
          props: {
            ...route.props,
            discussions: tagDiscussions(summaries(), tag.label as string, tag.permalink as string),
          },
        }
      : {}),
    ...(route.routes ? { routes: route.routes.map((child) => withTagDiscussions(child, siteDir)) } : {}),
  };
}
