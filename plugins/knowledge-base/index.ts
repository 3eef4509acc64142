/**
 * Knowledge base: one page per mirrored community discussion at
 * /discussions/knowledge-base/{number}, plus an index by category, generated at build time from
 * data/knowledge-base/ (written by `npm run kb:sync`). Nothing generated is committed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  KnowledgeBaseDataError,
  validateDiscussion,
  validateProvenance,
  type Discussion,
  type Provenance,
} from './schema';
import { filesVersion, sourceFiles, TwinCache } from '../llms/cache';
import { renderAllPosts, type RenderedPosts } from './posts';
import type { SerializedTree } from './tree-text';

export const knowledgeBaseRoute = '/discussions/knowledge-base';

/** Where the mirrored discussions live, relative to the site: the plugin's `dataDir` in the site config. */
export const knowledgeBaseDataDir = 'data/knowledge-base';

export interface KnowledgeBaseOptions {
  /** Folder with discussions/<number>.json and provenance.json, relative to the site. */
  dataDir: string;
}

export interface LoadedDiscussion {
  discussion: Discussion;
  /** The posts' trees, serialized as soon as they are rendered: the content is kept all build long. */
  question: SerializedTree;
  answer: SerializedTree | null;
  description: string;
}

export interface KnowledgeBaseContent {
  provenance: Provenance;
  discussions: LoadedDiscussion[];
}

/** Props of a discussion page (one data file per page, fetched by the page rather than bundled). */
export interface DiscussionPageData {
  number: number;
  title: string;
  url: string;
  createdAt: string;
  updatedAt: string;
  category: string;
  author: string;
  description: string;
  question: SerializedTree;
  answer: { author: string; createdAt: string; body: SerializedTree } | null;
  labels: { name: string; permalink?: string }[];
}

export interface KnowledgeBaseIndexData {
  source: string;
  fetchedAt: string;
  categories: {
    name: string;
    discussions: { number: number; title: string; answered: boolean; createdAt: string }[];
  }[];
}

/** The data file of a discussion. */
/**
 * What every rendered post depends on beyond its discussion: this plugin's code, the shared Markdown,
 * link and code-token code it runs (common/), and the installed parsers (the lock file).
 */
function renderVersion(): string {
  const root = path.resolve(__dirname, '../..');
  return filesVersion([
    ...sourceFiles(__dirname),
    ...sourceFiles(path.join(root, 'common')),
    path.join(root, 'package-lock.json'),
  ]);
}

export const discussionFile = (dir: string, number: number): string => path.join(dir, 'discussions', `${number}.json`);

/** Reads and validates every file; the first problem stops the build, naming file and field. */
export function readKnowledgeBase(dir: string): { provenance: Provenance; discussions: Discussion[] } {
  const parse = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new KnowledgeBaseDataError(file, '(file)', `is not valid JSON: ${(e as Error).message}`);
    }
  };
  const provenanceFile = path.join(dir, 'provenance.json');
  const provenance = validateProvenance(parse(provenanceFile), provenanceFile);
  const discussionsDir = path.join(dir, 'discussions');
  const files = readdirSync(discussionsDir).filter((f) => f.endsWith('.json'));
  const discussions = files.map((name) => {
    const file = path.join(discussionsDir, name);
    const expected = /^(\d+)\.json$/.exec(name);
    if (!expected) throw new KnowledgeBaseDataError(file, '(file name)', 'must be <number>.json');
    return validateDiscussion(parse(file), file, Number(expected[1]));
  });
  discussions.sort((a, b) => a.number - b.number);
  if (provenance.count !== discussions.length) {
    throw new KnowledgeBaseDataError(
      provenanceFile,
      'count',
      `is ${provenance.count} but ${discussions.length} discussion files exist`,
    );
  }
  return { provenance, discussions };
}

export default function knowledgeBasePlugin(context: LoadContext, options: unknown): Plugin {
  const opts = options as Partial<KnowledgeBaseOptions>;
  if (typeof opts?.dataDir !== 'string') throw new Error('knowledge-base plugin: option dataDir is required');
  const dataDir = path.resolve(context.siteDir, opts.dataDir);

  return {
    name: 'knowledge-base',

    getPathsToWatch() {
      return [path.join(dataDir, '**/*.json')];
    },

    async loadContent() {
      const { provenance, discussions } = readKnowledgeBase(dataDir);
      const siteUrl = context.siteConfig.url;
      const cache = new TwinCache(
        path.join(context.siteDir, 'node_modules/.cache/cairn-knowledge-base/posts.json'),
        renderVersion(),
      );
      const inputs = discussions.map((discussion) => {
        const file = path.relative(context.siteDir, discussionFile(dataDir, discussion.number));
        return { discussion, file, parts: [file, siteUrl, discussion.body, discussion.answer?.body ?? '\0none'] };
      });
      // Only the discussions not in the cache are rendered: a rebuild after one edit renders one.
      const misses = inputs.filter(({ parts }) => !cache.has(parts));
      const rendered = await renderAllPosts(misses.map(({ discussion, file }) => ({ discussion, siteUrl, file })));
      const renderedOf = new Map(misses.map((input, i) => [input, rendered[i]]));
      const loaded = inputs.map((input): LoadedDiscussion => {
        const { discussion } = input;
        const posts = cache.memo(input.parts, (): RenderedPosts => {
          const fresh = renderedOf.get(input);
          if (!fresh)
            throw new Error(`knowledge-base: discussion ${discussion.number} was neither cached nor rendered`);
          return fresh;
        });
        // A post's warnings (a malformed link, say) are said on every build, not only when it is rendered.
        for (const warning of posts.warnings) logger.warn(warning);
        return { discussion, question: posts.question, answer: posts.answer, description: posts.description };
      });
      cache.save();
      logger.info(
        `[knowledge-base] ${discussions.length} discussions: ${cache.hits} from the cache of rendered posts, ${cache.misses} rendered`,
      );
      return { provenance, discussions: loaded };
    },

    // After every plugin has loaded: labels link to tag pages only where the docs carry that tag.
    async allContentLoaded({ allContent, actions }) {
      const content = allContent['knowledge-base']?.default as KnowledgeBaseContent | undefined;
      if (!content) return;
      const tagPages = docsTagPermalinks(allContent);
      const { createData, addRoute } = actions;

      // The data files are written side by side rather than one after the other: at 10,000
      // discussions, waiting for each write in turn took 4.5-5 s of every build (now ~1.6 s). Routes are added in
      // the discussions' order once all are written.
      const pages = content.discussions.map(({ discussion: d, question, answer, description }) => {
        const data: DiscussionPageData = {
          number: d.number,
          title: d.title,
          url: d.url,
          createdAt: d.createdAt,
          updatedAt: d.updatedAt,
          category: d.category.name,
          author: d.author?.login ?? 'ghost',
          description,
          question,
          answer:
            d.answer && answer
              ? {
                  author: d.answer.author?.login ?? 'ghost',
                  createdAt: d.answer.createdAt,
                  body: answer,
                }
              : null,
          labels: d.labels.nodes.map(({ name }) => ({ name, permalink: tagPages.get(name.toLowerCase()) })),
        };
        // `.fetch.json`: the page fetches its data file instead of bundling it (plugins/client-bundle,
        // route-data-loader.cjs): at 10,000 pages, ~9,500 chunks that every rebuild generated again.
        return { number: d.number, module: createData(`discussion-${d.number}.fetch.json`, JSON.stringify(data)) };
      });
      const modules = await Promise.all(pages.map((page) => page.module));
      pages.forEach(({ number }, i) =>
        addRoute({
          path: `${knowledgeBaseRoute}/${number}`,
          component: path.resolve(__dirname, './DiscussionPage.tsx'),
          modules: { data: modules[i] },
          exact: true,
        }),
      );

      const byCategory = new Map<string, KnowledgeBaseIndexData['categories'][number]['discussions']>();
      for (const { discussion: d } of content.discussions) {
        const list = byCategory.get(d.category.name) ?? [];
        list.push({ number: d.number, title: d.title, answered: d.answer !== null, createdAt: d.createdAt });
        byCategory.set(d.category.name, list);
      }
      const index: KnowledgeBaseIndexData = {
        source: content.provenance.source,
        fetchedAt: content.provenance.fetchedAt,
        categories: Array.from(byCategory, ([name, discussions]) => ({
          name,
          discussions: discussions.reverse(),
        })).sort((a, b) => a.name.localeCompare(b.name)),
      };
      addRoute({
        path: `${knowledgeBaseRoute}/`,
        component: path.resolve(__dirname, './IndexPage.tsx'),
        modules: { data: await createData('knowledge-base-index.json', JSON.stringify(index)) },
        exact: true,
      });
    },
  };
}

/** Lower-cased tag label/key -> tag page permalink, for tags some doc carries. */
function docsTagPermalinks(allContent: Record<string, Record<string, unknown> | undefined>): Map<string, string> {
  const out = new Map<string, string>();
  const docs = allContent['docusaurus-plugin-content-docs']?.default as
    { loadedVersions?: { docs: { tags: { label: string; permalink: string }[] }[] }[] } | undefined;
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      for (const tag of doc.tags) {
        const key = tag.permalink.split('/').pop() ?? '';
        out.set(key.toLowerCase(), tag.permalink);
        out.set(tag.label.toLowerCase(), tag.permalink);
      }
    }
  }
  return out;
}
