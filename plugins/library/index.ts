/**
 * Library reference: reads data/library/repos/*.yml, the one source of library facts,
 * and from it
 * - writes the module finder's list and the release index (imported by their doc pages from
 *   `@generated/library/default/*.json`);
 * - adds one release-notes page per month (2016-06 to 2023-06);
 * - writes Atom and RSS feeds of the release notes after the build;
 * - writes the upgrade planner's index and one data file per repository (./upgrade-data.ts).
 * Reference pages themselves are docs; their title, description and tags come from the data through
 * `libraryFrontMatter`, and their header, related modules and release history through the remark
 * plugin in ./remark.ts.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Root } from 'hast';
import { parse as parseYaml } from 'yaml';
import logger from '@docusaurus/logger';
import { codeHost, products } from '../../src/settings';
import { createPlainText } from '../../common/markdown-text';
import {
  categories,
  latestRelease,
  readLibrary,
  repoOf,
  resolveRelated,
  serviceCatalogRepo,
  type Library,
} from './schema';
import { monthName, monthPermalink, releasesByMonth, releasesOutsideRange, releasesRoute, type Month } from './months';
import type { FinderEntry, FinderOptions, ReleaseIndexData } from '../../common/library-data';
import { createMarkdownRenderer, withCodeTokens } from './render';
import { libraryCacheFile, openLibraryCache } from './cache';
import { renderFeeds } from './feed';
import { EmitUpgradeDataPlugin, upgradeData, type UpgradeFile } from './upgrade-data';
import { writeDiscussionLists } from './discussions';

const discussionsLoader = path.join(__dirname, 'discussions-loader.cjs');

export interface LibraryOptions {
  /** Folder holding repos/<repo>.yml, relative to the site. */
  dataDir: string;
  /** docs/tags.yml: the tags entries may carry. */
  tagsFile: string;
}

/** A month page's data; `Body` is what each change and migration note's markdown was rendered to. */
export interface MonthPageData<Body = Root> {
  month: string;
  title: string;
  description: string;
  releaseCount: number;
  breakingCount: number;
  prev: { title: string; permalink: string } | null;
  next: { title: string; permalink: string } | null;
  groups: {
    repo: string;
    repoTitle: string;
    public: boolean;
    releases: {
      version: string;
      date: string;
      url: string;
      breaking: boolean;
      changes: { breaking: boolean; body: Body; affects: { label: string; permalink: string }[] }[];
      migration: Body | null;
    }[];
  }[];
}

export const feedPaths = { atom: `${releasesRoute}/atom.xml`, rss: `${releasesRoute}/rss.xml` };

/** A repository's data file, relative to the site: what warnings about its markdown name. */
export const repoDataFile = (siteDir: string, dataDir: string, repo: string) =>
  path.relative(siteDir, path.resolve(siteDir, dataDir, 'repos', `${repo}.yml`));

export const githubRepo = (repo: string) => `${codeHost.orgUrl}${repo}`;

export function readTagLabels(tagsFile: string): Map<string, string> {
  const raw = (parseYaml(readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, { label?: string } | null>;
  return new Map(Object.entries(raw).map(([k, v]) => [k, v?.label ?? k]));
}

export function finderEntries(lib: Library, tagLabels: Map<string, string>): FinderEntry[] {
  return lib.repos.flatMap((repo) =>
    repo.entries.map((e) => ({
      kind: e.kind,
      id: e.id,
      title: e.title,
      summary: e.summary,
      repo: repo.repo,
      category: e.category,
      categoryLabel: categories[e.category],
      tags: e.tags.map((key) => ({ key, label: tagLabels.get(key) ?? key })),
      permalink: e.permalink,
      version: latestRelease(repo).version,
    })),
  );
}

/**
 * The module finder's select options: its repositories, categories and tags, sorted here rather than
 * in the reader's browser, where the first `localeCompare` on a page creates the collator (10-17 ms
 * of the finder page's first task on this project's build machine).
 */
export function finderOptions(entries: FinderEntry[]): FinderOptions {
  const sorted = <T>(values: Iterable<T>, key: (v: T) => string) =>
    Array.from(values).sort((a, b) => key(a).localeCompare(key(b), 'en'));
  return {
    repos: sorted(new Set(entries.map((e) => e.repo)), (r) => r),
    categories: sorted(new Map(entries.map((e) => [e.category, e.categoryLabel])), ([, label]) => label),
    tags: sorted(new Map(entries.flatMap((e) => e.tags.map((t) => [t.key, t.label] as const))), ([, label]) =>
      label.toLowerCase(),
    ),
  };
}

/**
 * `renderMarkdown(markdown, file)`: a change or migration note rendered (to HTML trees for the page,
 * to Markdown trees for its twin); `file` is the repository's data file, `dataFile(repo)`, named in
 * warnings about its markdown.
 */
export function monthPage<Body = Root>(
  lib: Library,
  months: Month[],
  i: number,
  renderMarkdown: (markdown: string, file: string) => Body,
  dataFile: (repo: string) => string,
): MonthPageData<Body> {
  const m = months[i];
  const title = monthName(m.month);
  const neighbour = (j: number) =>
    months[j] ? { title: monthName(months[j].month), permalink: monthPermalink(months[j].month) } : null;
  const versions = m.groups.flatMap((g) => g.releases.map((r) => `${g.repo} ${r.version}`));
  return {
    month: m.month,
    title,
    description: `${products.library} releases in ${title}: ${versions.slice(0, 6).join(', ')}${versions.length > 6 ? ` and ${versions.length - 6} more` : ''}.`,
    releaseCount: m.releaseCount,
    breakingCount: m.breakingCount,
    prev: neighbour(i - 1),
    next: neighbour(i + 1),
    groups: m.groups.map((g) => {
      const repo = repoOf(lib, g.repo);
      const file = dataFile(g.repo);
      return {
        repo: g.repo,
        repoTitle: g.repoTitle,
        public: g.public,
        releases: g.releases.map((r) => ({
          version: r.version,
          date: r.date,
          url: `${githubRepo(g.repo)}/releases/tag/${r.version}`,
          breaking: r.changes.some((c) => c.breaking),
          changes: r.changes.map((c) => ({
            breaking: c.breaking,
            body: renderMarkdown(c.text, file),
            affects: c.affects.map((key) => {
              const entry = repo.entries.find((e) => e.key === key);
              if (!entry) throw new Error(`library data: ${repo.repo} ${r.version} affects unknown '${key}'`);
              return { label: repo.repo === serviceCatalogRepo ? entry.title : entry.id, permalink: entry.permalink };
            }),
          })),
          migration: r.migration ? renderMarkdown(r.migration, file) : null,
        })),
      };
    }),
  };
}

export default function libraryPlugin(context: LoadContext, options: unknown): Plugin {
  const opts = options as Partial<LibraryOptions>;
  if (typeof opts?.dataDir !== 'string' || typeof opts.tagsFile !== 'string')
    throw new Error('library plugin: options dataDir and tagsFile are required');
  const dataDir = path.resolve(context.siteDir, opts.dataDir);
  const tagsFile = path.resolve(context.siteDir, opts.tagsFile);
  /** The upgrade planner's data files, written by contentLoaded and emitted by the client build. */
  let upgradeFiles: UpgradeFile[] = [];
  /** Where contentLoaded wrote the discussions each reference page lists (discussions-loader.cjs). */
  let discussionListsDir: string | undefined;

  return {
    name: 'library',

    getPathsToWatch() {
      return [path.join(dataDir, 'repos/*.yml'), tagsFile];
    },

    loadContent() {
      const lib = readLibrary(dataDir, tagsFile, libraryCacheFile(context.siteDir, 'library'));
      const outside = releasesOutsideRange(lib);
      if (outside.length)
        throw new Error(`library data: releases dated outside 2016-06..2023-06: ${outside.join(', ')}`);
      return lib;
    },

    async contentLoaded({ content, actions }) {
      const lib = content as Library;
      const { createData, addRoute } = actions;
      const finder = finderEntries(lib, readTagLabels(tagsFile));
      await createData('finder.json', JSON.stringify(finder));
      await createData('finder-options.json', JSON.stringify(finderOptions(finder)));
      const months = releasesByMonth(lib);
      const years = new Map<string, ReleaseIndexData['years'][number]['months']>();
      for (const m of [...months].reverse()) {
        const y = m.month.slice(0, 4);
        const list = years.get(y) ?? [];
        list.push({
          month: m.month,
          title: monthName(m.month),
          permalink: monthPermalink(m.month),
          releaseCount: m.releaseCount,
          breakingCount: m.breakingCount,
          repos: m.groups.map((g) => g.repo),
        });
        years.set(y, list);
      }
      const index: ReleaseIndexData = {
        years: Array.from(years, ([year, ms]) => ({ year, months: ms })),
        releaseCount: months.reduce((n, m) => n + m.releaseCount, 0),
        feeds: feedPaths,
      };
      await createData('release-index.json', JSON.stringify(index));
      const renderCache = openLibraryCache(libraryCacheFile(context.siteDir, 'render'));
      const renderMarkdown = await createMarkdownRenderer({
        siteUrl: context.siteConfig.url,
        warn: (message) => logger.warn(message),
        cache: renderCache,
      });
      const dataFile = (repo: string) => repoDataFile(context.siteDir, dataDir, repo);
      const renderWithTokens = withCodeTokens(renderMarkdown);
      for (let i = 0; i < months.length; i++) {
        const data = monthPage(lib, months, i, renderWithTokens, dataFile);
        addRoute({
          path: monthPermalink(data.month),
          component: path.resolve(__dirname, './ReleaseMonthPage.tsx'),
          modules: { data: await createData(`releases-${data.month}.json`, JSON.stringify(data)) },
          exact: true,
        });
      }
      const upgrade = await upgradeData(lib, renderMarkdown, dataFile);
      upgradeFiles = upgrade.files;
      await createData('upgrade-index.json', JSON.stringify(upgrade.index));
      renderCache.save();
      const started = performance.now();
      discussionListsDir = await writeDiscussionLists(lib.entries.values(), context.siteDir, createData);
      logger.info(
        `[library] discussions listed by ${lib.entries.size} reference pages, in ${Math.round(performance.now() - started)} ms`,
      );
    },

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              href: feedPaths.atom,
              title: `${products.library} release notes`,
            },
          },
        ],
      };
    },

    configureWebpack(_config, isServer) {
      // The reference pages' MDX output depends on the library data (front matter, header, release
      // history) and on this plugin's code: a change to either must evict the persistent bundler
      // cache. Their 'Discussions' section depends on the mirrored discussions too, but through one
      // file per page (discussions-loader.cjs): editing a discussion rebuilds the pages that list it.
      if (!discussionListsDir)
        throw new Error("library: configureWebpack ran before contentLoaded wrote the pages' discussion lists");
      return {
        experiments: {
          cache: {
            buildDependencies: [
              ...readdirSync(path.join(dataDir, 'repos')).map((f) => path.join(dataDir, 'repos', f)),
              tagsFile,
              discussionsLoader,
              ...readdirSync(__dirname)
                .filter((f) => f.endsWith('.ts'))
                .map((f) => path.join(__dirname, f)),
            ],
          },
        },
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [path.join(context.siteDir, 'docs', 'reference')],
              enforce: 'pre',
              use: [{ loader: discussionsLoader, options: { siteDir: context.siteDir, dir: discussionListsDir } }],
            },
          ],
        },
        // The upgrade planner's data files are assets of the client build.
        plugins: isServer ? [] : [new EmitUpgradeDataPlugin(() => upgradeFiles)],
      } as object;
    },

    async postBuild({ content, outDir, siteConfig }) {
      const lib = content as Library;
      const months = releasesByMonth(lib).filter((m) => m.releaseCount > 0);
      const plainText = await createPlainText();
      const feedCache = openLibraryCache(libraryCacheFile(context.siteDir, 'feed'));
      const feeds = renderFeeds({
        siteUrl: siteConfig.url,
        title: `${siteConfig.title}: IaC Library release notes`,
        months,
        plainText: (markdown) => feedCache.memo(['text', markdown], () => plainText(markdown)),
      });
      feedCache.save();
      mkdirSync(path.join(outDir, releasesRoute), { recursive: true });
      writeFileSync(path.join(outDir, feedPaths.atom), feeds.atom);
      writeFileSync(path.join(outDir, feedPaths.rss), feeds.rss);
    },
  };
}

export { resolveRelated };
