/**
 * Every page's title by path, for the Not Found page: it names the pages it suggests by their titles
 * (not by their URLs) and matches what the reader types against them. Written once per build as a
 * JSON module that only the Not Found page loads, after it has rendered.
 */
import type { Plugin } from '@docusaurus/types';
import type { Library } from '../library/schema';
import { monthName, monthPermalink, releasesByMonth } from '../library/months';
import type { KnowledgeBaseContent } from '../knowledge-base';
import { knowledgeBaseRoute } from '../knowledge-base';

export type PageTitles = Record<string, string>;

interface DocsContent {
  loadedVersions?: { docs: { permalink: string; title: string; tags: { label: string; permalink: string }[] }[] }[];
}

type PagesContent = { permalink: string; title?: string }[];

/** Titles from the content of the plugins that make pages; the first title given for a path wins. */
export function collectPageTitles(allContent: Record<string, Record<string, unknown> | undefined>): PageTitles {
  const titles: PageTitles = {};
  const add = (permalink: string, title: string | undefined) => {
    if (title && !(permalink in titles)) titles[permalink] = title;
  };
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      add(doc.permalink, doc.title);
      for (const tag of doc.tags) add(tag.permalink, `Docs tagged with "${tag.label}"`);
    }
  }
  for (const page of (allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined) ?? []) {
    add(page.permalink, page.title);
  }
  const library = allContent.library?.default as Library | undefined;
  if (library) {
    for (const m of releasesByMonth(library)) add(monthPermalink(m.month), `Release notes: ${monthName(m.month)}`);
  }
  const kb = allContent['knowledge-base']?.default as KnowledgeBaseContent | undefined;
  if (kb) {
    add(`${knowledgeBaseRoute}/`, 'Knowledge Base');
    for (const { discussion } of kb.discussions) add(`${knowledgeBaseRoute}/${discussion.number}`, discussion.title);
  }
  add('/', 'Home');
  add('/tags', 'Tags');
  add('/search', 'Search');
  return titles;
}

export default function pageTitlesPlugin(): Plugin {
  return {
    name: 'page-titles',
    async allContentLoaded({ allContent, actions }) {
      await actions.createData('page-titles.json', JSON.stringify(collectPageTitles(allContent)));
    },
  };
}
