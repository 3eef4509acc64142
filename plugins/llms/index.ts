/**
 * Markdown twins of every page, and /llms.txt (llmstxt.org), written after the production build.
 * Each page in the sitemap gets `<path without trailing slash>.md` (README: "Markdown twins and
 * llms.txt"), built from the page's own source, never from its HTML:
 * - docs and markdown pages: their markdown, parsed as the site parses it and run through the docs
 *   plugin's own remark plugins (so reference pages get the library data's header, Inputs and
 *   Outputs, related modules and release history), then cleaned of MDX (./markdown.ts);
 * - release-note months, the module finder and the release index: the library plugin's data;
 * - knowledge-base discussions and their index: data/knowledge-base as its plugin loaded it;
 * - tag pages: the docs' tags; the home and search pages: the settings they render.
 * A route that no source covers stops the build, naming the route and the plugin that made it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedPlugin, Plugin, RouteConfig } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { PluggableList } from 'unified';
import type { FinderEntry, ReleaseIndexData } from '../../common/library-data';
import { repoDataFile, type LibraryOptions } from '../library';
import type { Library } from '../library/schema';
import type { UpgradeIndex } from '../library/upgrade-data';
import type { KnowledgeBaseContent, KnowledgeBaseIndexData } from '../knowledge-base';
import { areaOf, areas, type AreaId } from './areas';
import { createMarkdownTools, type ComponentHandler, type MarkdownTools } from './markdown';
import { filesVersion, sourceFiles, TwinCache } from './cache';
import { llmsIndexPath, twinPath, twinSources } from './paths';
import { renderTwin, type SiteLinks, type TwinPage } from './twin';
import { fullFiles, renderFullFile, renderLlmsIndex, roughTokens, type WrittenTwin } from './llms-txt';
import { docPages, markdownPagePages, sourceFile, tagPages } from './sources/docs';
import {
  libraryInterface,
  monthPages,
  moduleFinder,
  releaseIndex,
  upgradePlannerPage,
  upgradePlannerRoute,
} from './sources/library';
import { discussionPages, knowledgeBaseIndexPage } from './sources/knowledge-base';
import { homePage, searchPage } from './sources/site';

export interface LlmsOptions {
  /** Routes that get no twin: test-only fixtures with no content of their own. */
  exclude?: string[];
}

function flatten(routes: readonly RouteConfig[]): string[] {
  return routes.flatMap((r) => (r.routes?.length ? flatten(r.routes) : [r.path]));
}

interface RemarkOptions {
  beforeDefaultRemarkPlugins?: PluggableList;
  remarkPlugins?: PluggableList;
}

/** The remark plugins a content plugin runs on its markdown (before Docusaurus's own defaults). */
const remarkPluginsOf = (p: LoadedPlugin): PluggableList => {
  const options = p.options as RemarkOptions;
  return [...(options.beforeDefaultRemarkPlugins ?? []), ...(options.remarkPlugins ?? [])];
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * What every cached parse depends on beyond its own source: the local plugins' code (the remark
 * plugins the docs run live there), the config, the installed parsers (the lock file) and the
 * library data the reference pages are completed from.
 */
function cacheVersion(siteDir: string, plugins: LoadedPlugin[]): string {
  const files = [
    ...sourceFiles(path.resolve(__dirname, '..')),
    path.join(siteDir, 'docusaurus.config.ts'),
    path.join(siteDir, 'package-lock.json'),
  ];
  const library = plugins.filter((p) => p.name === twinSources.library);
  return filesVersion(
    files,
    library.map((p) => JSON.stringify((p.content as Library).repos)),
  );
}

/** Every page's twin, from the loaded content of the site's plugins. */
async function collectPages(
  plugins: LoadedPlugin[],
  siteDir: string,
  generatedFilesDir: string,
  cache: TwinCache,
): Promise<{ pages: TwinPage[]; contentDirs: string[]; tools: MarkdownTools }> {
  const of = (name: string) => plugins.filter((p) => p.name === name);
  const generated = (p: LoadedPlugin, file: string) => path.join(generatedFilesDir, p.name, p.options.id, file);
  const tools = await createMarkdownTools([], cache);
  const pages: TwinPage[] = [];
  const contentDirs: string[] = [];

  const components: Record<string, ComponentHandler> = { LibraryInterface: libraryInterface };
  // The pages written in React, by route: each has a twin built from what the page renders.
  const reactPages = new Map<string, () => TwinPage>([['/', homePage]]);
  for (const library of of(twinSources.library)) {
    const upgradeIndex = readJson<UpgradeIndex>(generated(library, 'upgrade-index.json'));
    reactPages.set(upgradePlannerRoute, () => upgradePlannerPage(upgradeIndex));
    components.ModuleFinder = moduleFinder(readJson<FinderEntry[]>(generated(library, 'finder.json')));
    components.ReleaseIndex = releaseIndex(readJson<ReleaseIndexData>(generated(library, 'release-index.json')));
  }

  const tagRoutes = new Map<string, string>();
  for (const docs of of(twinSources.docs)) {
    const content = docs.content as DocsContent;
    contentDirs.push(path.resolve(siteDir, String((docs.options as { path?: string }).path ?? 'docs')));
    const docTools = await createMarkdownTools(remarkPluginsOf(docs), cache);
    pages.push(...docPages(content, siteDir, docTools, components));
    const tags = tagPages(content);
    pages.push(...tags);
    for (const version of content.loadedVersions)
      for (const doc of version.docs)
        for (const tag of doc.tags) {
          tagRoutes.set(tag.label.toLowerCase(), tag.permalink);
          tagRoutes.set((tag.permalink.split('/').pop() ?? '').toLowerCase(), tag.permalink);
        }
  }
  for (const library of of(twinSources.library)) {
    const { dataDir } = library.options as unknown as LibraryOptions;
    const dataFile = (repo: string) => repoDataFile(siteDir, dataDir, repo);
    pages.push(...monthPages(library.content as Library, tools, dataFile).reverse());
  }
  for (const kb of of(twinSources.knowledgeBase)) {
    pages.push(knowledgeBaseIndexPage(readJson<KnowledgeBaseIndexData>(generated(kb, 'knowledge-base-index.json'))));
    pages.push(...discussionPages(kb.content as KnowledgeBaseContent, tools, tagRoutes));
  }
  for (const p of of(twinSources.pages)) {
    const content = p.content as PagesContent | null;
    if (!content) continue;
    pages.push(
      ...markdownPagePages(content, siteDir, await createMarkdownTools(remarkPluginsOf(p), cache), components),
    );
    const jsx = content.filter((page) => page.type === 'jsx');
    const unknown = jsx.filter((page) => !reactPages.has(page.permalink));
    if (unknown.length)
      throw new Error(
        `llms: the React pages ${unknown.map((page) => sourceFile(siteDir, page.source)).join(', ')} have no Markdown twin; write one in plugins/llms/sources and add it to the React pages of plugins/llms/index.ts`,
      );
    for (const page of jsx) {
      const twin = reactPages.get(page.permalink);
      if (twin) pages.push(twin());
    }
  }
  for (const search of of(twinSources.search))
    for (const route of flatten(search.routes)) pages.push(searchPage(route));
  return { pages, contentDirs, tools };
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};

export default function llmsPlugin(_context: unknown, options: unknown): Plugin {
  const exclude = new Set((options as Partial<LlmsOptions> | undefined)?.exclude ?? []);
  return {
    name: 'llms',

    async postBuild({ plugins, routesPaths, routesBuildMetadata, outDir, siteConfig, siteDir, generatedFilesDir }) {
      const started = Date.now();
      const origin = new URL(siteConfig.url).origin;
      // Every route but the 404 page and excluded fixtures gets a twin (the browser relies on it);
      // llms.txt lists those of the sitemap, that is without the noindex pages.
      const wanted = new Set(routesPaths.filter((r) => r !== '/404.html' && !exclude.has(r)));
      const listed = (route: string) => !routesBuildMetadata[route]?.noIndex;
      const cpuStarted = process.cpuUsage();
      const cache = new TwinCache(
        path.join(siteDir, 'node_modules/.cache/cairn-llms/twins.json'),
        cacheVersion(siteDir, plugins),
      );
      const { pages, contentDirs, tools } = await collectPages(plugins, siteDir, generatedFilesDir, cache);
      const byRoute = new Map(pages.filter((p) => wanted.has(p.route)).map((p) => [p.route, p]));

      const missing = [...wanted].filter((r) => !byRoute.has(r));
      if (missing.length) {
        const owner = new Map(plugins.flatMap((p) => flatten(p.routes).map((r) => [r, p.name] as const)));
        throw new Error(
          `llms: ${missing.length} page(s) have no Markdown twin: ${missing
            .slice(0, 20)
            .map((r) => `${r} (plugin ${owner.get(r) ?? 'unknown'})`)
            .join(
              ', ',
            )}. Add a source in plugins/llms, or exclude the route in the plugin's options if it is a test fixture.`,
        );
      }

      const links: SiteLinks = {
        origin,
        twinRoutes: new Map([...byRoute.keys()].map((r) => [r.replace(/\/+$/, '') || '/', r])),
        fileRoutes: new Map(
          pages.flatMap((p) => (p.sourceFile && byRoute.has(p.route) ? [[p.sourceFile, p.route]] : [])),
        ),
        contentDirs,
      };
      const twins: WrittenTwin[] = [];
      for (const page of byRoute.values()) {
        const markdown = renderTwin(page, links, tools);
        const file = path.join(outDir, twinPath(page.route));
        if (existsSync(file))
          throw new Error(`llms: ${twinPath(page.route)} already exists in the build (a static file?)`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, markdown);
        twins.push({ page, area: areaOf(page.route), markdown });
      }

      const inIndex = twins.filter((t) => listed(t.page.route));
      const full = fullFiles(inIndex).map((file) => {
        const body = renderFullFile(file, siteConfig.title, origin);
        const target = path.join(outDir, file.path);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, body);
        return { file, bytes: Buffer.byteLength(body) };
      });
      const index = renderLlmsIndex(
        { siteTitle: siteConfig.title, tagline: siteConfig.tagline, origin, twins: inIndex, full },
        tools,
      );
      writeFileSync(path.join(outDir, llmsIndexPath), index);
      cache.save();

      const counts = new Map<AreaId, number>();
      for (const t of twins) counts.set(t.area, (counts.get(t.area) ?? 0) + 1);
      const twinBytes = twins.reduce((n, t) => n + Buffer.byteLength(t.markdown), 0);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
      console.log(
        `[llms] ${twins.length} Markdown twins (${kb(twinBytes)}): ${areas
          .filter((a) => counts.has(a.id))
          .map((a) => `${a.id} ${counts.get(a.id)}`)
          .join(', ')}; llms.txt ${kb(Buffer.byteLength(index))}; ${full
          .map(({ file, bytes }) => `${file.path.slice(1)} ${kb(bytes)} (~${roughTokens(bytes)} tokens)`)
          .join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s, ${cpuSeconds(cpuStarted).toFixed(1)} s CPU ` +
          `(cache: ${cache.hits} of ${cache.hits + cache.misses} parses and writes reused)`,
      );
    },
  };
}
