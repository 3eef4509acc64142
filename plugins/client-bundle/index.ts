/**
 * Trims what every page's first load carries and removes a loading waterfall. README.md beside this
 * file lists every Docusaurus and bundler internal it depends on, and how each fails loudly.
 *
 * - Prism leaves main.js: theme-classic's `prism-include-languages` client module (Prism and its
 *   bundled grammars on every page) is replaced by an empty module, and `prism-react-renderer` by
 *   highlight.tsx: the same `Highlight` API rendering the tokens the build wrote next to each code
 *   block, with the site's own Prism (common/code-tokens/engine.ts) loaded only for a block without.
 * - Named chunk ids (client): a route chunk's id is its name, so the runtime's id-to-name table and
 *   Docusaurus's name-to-id prefetch table are gone (chunk-asset-plugin.ts).
 * - Route data by group (production builds; route-data-loader.cjs, route-data/): the two site-wide
 *   tables of each route's chunks and each chunk's loader leave main.js; a page loads the data of
 *   its own route group. The route table itself stays in main.js, compacted to one string
 *   (route-table-loader.cjs). The server render reports each route's chunk names and its group's
 *   data chunk, so each page's HTML lists every script it needs instead of main.js requesting them
 *   once it has run. The dev server keeps Docusaurus's tables.
 * - The search modal's stylesheet becomes its own CSS chunk, loaded with the modal, instead of
 *   part of styles.css on every page.
 * - Pages run their scripts once they have painted (ssr-template.ts, set as `ssrTemplate` in the
 *   config), and their first paint waits until the navbar has been parsed (navbar-render-block.ts).
 * - Page data fetched, not bundled (`.fetch.json` route modules, the knowledge base's discussions):
 *   the route data names its file, the server render reads it and preloads it from the page's head,
 *   and the browser fetches it; postBuild writes the files (fetched-data.ts).
 * - Static route paths are matched with string comparisons instead of a regular expression each
 *   (react-router-loader.cjs, route-data/static-match-path.ts): the first render no longer compiles
 *   one per route.
 * - In the browser, what effects update right after hydration renders as a transition, in slices
 *   (react-dom-loader.cjs), not as one long task.
 * - The compiler and the memory it holds are released once bundling is done (release-compiler.ts).
 * - A production build bundles the browser's code, then the server's, not both at once
 *   (sequential-bundling.ts): their memory peaks no longer add up.
 * - In the browser, `useIsBrowser` turns true in a transition (browser-context.tsx): the render
 *   after hydration no longer runs as one long task.
 * - theme-common's `useShallowMemoObject` sorts an object's keys without `localeCompare`
 *   (shallow-memo-loader.cjs): a page's first code block no longer creates the browser's collator
 *   as it hydrates.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ReplacementChecksPlugin } from './bundle-checks';
import { ChunkAssetByIdPlugin } from './chunk-asset-plugin';
import { fetchedModules, writeFetchedData } from './fetched-data';
import { ReleaseCompilerPlugin } from './release-compiler';
import { SequentialBundlingPlugin, sequencedConfig } from './sequential-bundling';
import { deferredEntry } from './entry';
import { checkNavbarRenderBlock, navbarRenderBlockTag } from './navbar-render-block';
import { checkPageScripts, type ClientManifest } from './page-scripts';
import { templateFieldsMissing } from './ssr-template';
import { checkUpstream, packageDir } from './upstream';

const routeDataLoader = path.join(__dirname, 'route-data-loader.cjs');
const routeTableLoader = path.join(__dirname, 'route-table-loader.cjs');
const reactRouterLoader = path.join(__dirname, 'react-router-loader.cjs');
/** The resource of the route-data group modules, as the loader names it in the imports it writes. */
const { groupModuleFile } = createRequire(__filename)(routeDataLoader) as { groupModuleFile: string };
const reactDomLoader = path.join(__dirname, 'react-dom-loader.cjs');
const helmetLoader = path.join(__dirname, 'helmet-loader.cjs');
/** react-helmet-async's ESM build, whose server head helmet-loader.cjs computes once per render. */
const helmetModule = /[\\/]node_modules[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/;
/** React DOM's production client, whose effects' updates react-dom-loader.cjs makes follow a transition. */
const reactDomClientModule = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** react-router 5's ESM build, whose `matchPath` react-router-loader.cjs wraps. */
const reactRouterModule = /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/;
const shallowMemoLoader = path.join(__dirname, 'shallow-memo-loader.cjs');
/** theme-common's React utilities, whose `useShallowMemoObject` shallow-memo-loader.cjs makes sort without a collator. */
const themeCommonReactUtils =
  /[\\/]node_modules[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
const routeData = path.join(__dirname, 'route-data');
const emptyClientModule = path.join(__dirname, 'empty-client-module.ts');
/** Lazily loaded client chunks: their name (= id) and the build's hash (see configureWebpack). */
export const chunkFilename = 'assets/js/[name].[fullhash:8].js';
/**
 * The first line of main.js and the runtime: V8's per-file explicit compile hint (Chromium 136 and
 * later; other engines read a comment). V8 compiles a function lazily, on its first call, on the
 * main thread; main.js's module factories (React DOM's alone is 200 KB) are all called as it
 * starts, so about a third of the task that runs it was compiling. With the hint, V8 compiles
 * every function of the file while it streams the download on a background thread. Lazily loaded
 * chunks keep the default: most of a chunk's functions may never run. See the README.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';
/** The server bundle's chunks (see configureWebpack). */
export const serverChunkFilename = 'assets/js/[id].js';
/** The `window.docusaurus` module (prefetch/preload), which reads the site-wide chunk-names table. */
const coreDocusaurusModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
/** Core's `useIsBrowser` context, which browser-context.tsx replaces (its update is a transition). */
const coreBrowserContextModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
/** Core's static-generation render, which render-to-html.ts replaces (a string, not a byte stream). */
const coreRenderToHtmlModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;
/** Core's route preloading, which route-data/preload.ts replaces (it knows route sections). */
const corePreloadModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

/** Stops before anything is built when an upstream file the forks depend on changed (upstream.ts). */
function checkUpstreamFiles(siteDir: string): void {
  checkUpstream(siteDir);
  const upstreamTemplate = (
    createRequire(__filename)(path.join(packageDir(siteDir, '@docusaurus/core'), 'lib/ssg/ssgTemplate.html.js')) as {
      default: string;
    }
  ).default;
  const missing = templateFieldsMissing(upstreamTemplate);
  if (missing.length)
    throw new Error(
      `client-bundle: Docusaurus's page template reads ${missing.map((f) => `it.${f}`).join(', ')}, ` +
        'which plugins/client-bundle/ssr-template.ts drops; add them to the copy',
    );
}

export default function clientBundlePlugin(context: LoadContext): Plugin {
  checkUpstreamFiles(context.siteDir);
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  const prismClientModule = path.join(
    packageDir(context.siteDir, '@docusaurus/theme-classic'),
    'lib',
    'prism-include-languages',
  );
  return {
    name: 'client-bundle',
    injectHtmlTags() {
      return { headTags: [navbarRenderBlockTag] };
    },
    async postBuild({ outDir }) {
      // Pages fetch these, and the server render has read them from .docusaurus/ already.
      writeFetchedData(context.generatedFilesDir, outDir);
      for (const page of ['index.html', '404.html'])
        checkNavbarRenderBlock(readFileSync(path.join(outDir, page), 'utf8'), page);
      const manifest = JSON.parse(
        readFileSync(path.join(context.generatedFilesDir, 'client-manifest.json'), 'utf8'),
      ) as ClientManifest;
      checkPageScripts(outDir, manifest);
    },
    configureWebpack(config, isServer, { currentBundler }) {
      const production = config.mode === 'production';
      if (!isServer) {
        // Docusaurus's name-to-id table for link prefetching is not needed once ids are names.
        const plugins = config.plugins ?? [];
        const at = plugins.findIndex((p) => p?.constructor?.name === 'ChunkAssetPlugin');
        if (at < 0)
          throw new Error('client-bundle: Docusaurus ChunkAssetPlugin not found; review plugins/client-bundle');
        plugins[at] = new ChunkAssetByIdPlugin(
          path.join(context.generatedFilesDir, 'routesChunkNames.json'),
          () => new Set(fetchedModules(readFileSync(registryFile, 'utf8')).keys()),
        ) as unknown as (typeof plugins)[number];
      }
      // Route data by group: production only; the dev server keeps Docusaurus's own tables.
      const routeDataAliases = production
        ? {
            '@docusaurus/ComponentCreator': path.join(routeData, 'ComponentCreator.tsx'),
            '@cairn/route-data': registryFile,
            '@cairn/route-report': path.join(routeData, isServer ? 'report-server.ts' : 'report-client.ts'),
            '@cairn/route-fetch': path.join(routeData, isServer ? 'fetched-server.ts' : 'fetched-client.ts'),
          }
        : {};
      const checks = new ReplacementChecksPlugin({ server: isServer, production });
      // main.js's modules start in tasks of their own, after main.js's (deferred-entry.ts).
      if (production && !isServer)
        config.entry = deferredEntry(config.entry, packageDir(context.siteDir, '@docusaurus/core'));
      return {
        // The browser's bundle first, then the server's, so their memory peaks do not add up
        // (sequential-bundling.ts).
        ...(production ? sequencedConfig(isServer) : {}),
        experiments: {
          cache: {
            buildDependencies: [
              routeDataLoader,
              routeTableLoader,
              reactRouterLoader,
              reactDomLoader,
              helmetLoader,
              shallowMemoLoader,
            ],
          },
        },
        resolve: {
          alias: {
            [`${prismClientModule}$`]: emptyClientModule,
            'prism-react-renderer$': path.join(__dirname, 'highlight.tsx'),
            ...routeDataAliases,
          },
        },
        plugins: [
          checks,
          new ReleaseCompilerPlugin(),
          ...(production ? [new SequentialBundlingPlugin(isServer)] : []),
          ...(production
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  corePreloadModule,
                  path.join(routeData, 'preload.ts'),
                ),
              ]
            : []),
          ...(isServer
            ? production
              ? [
                  new currentBundler.instance.NormalModuleReplacementPlugin(
                    coreRenderToHtmlModule,
                    path.join(__dirname, 'render-to-html.ts'),
                  ),
                ]
              : []
            : [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  coreBrowserContextModule,
                  path.join(__dirname, 'browser-context.tsx'),
                ),
              ]),
          ...(production && !isServer
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  coreDocusaurusModule,
                  path.join(routeData, 'docusaurus.ts'),
                ),
                // The scripts every page runs first (main.js, the runtime) open with V8's compile
                // hint: see compileHint. After minification (which drops comments), before the
                // content hash (so a file's name still follows its bytes).
                new currentBundler.instance.BannerPlugin({
                  banner: compileHint,
                  raw: true,
                  entryOnly: true,
                  test: /\.js$/,
                  stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
                }),
              ]
            : []),
        ],
        module: {
          ...(production
            ? {
                // Rspack tracks the use of every nested key of a JSON module down to this depth. The
                // route data modules are read whole, so nothing is ever dropped; the knowledge base's
                // ~480 deeply nested HTML trees made the tracking alone ~2 GB of the build's peak
                // memory (4.5-4.7 -> 2.2 GB). The output is the same, except that the nested keys of
                // a statically imported JSON are no longer shortened (a few bytes).
                parser: { json: { exportsDepth: 1 } },
              }
            : {}),
          rules: [
            // Static route paths matched without a regular expression each (react-router-loader.cjs).
            { test: reactRouterModule, use: [{ loader: reactRouterLoader }] },
            // A code block's hydration no longer creates the browser's collator (shallow-memo-loader.cjs).
            { test: themeCommonReactUtils, use: [{ loader: shallowMemoLoader }] },
            ...(production && !isServer ? [{ test: reactDomClientModule, use: [{ loader: reactDomLoader }] }] : []),
            // The static generation's head computed once per page, not once per <Head> (helmet-loader.cjs).
            ...(isServer ? [{ test: helmetModule, use: [{ loader: helmetLoader }] }] : []),
            ...(production
              ? [
                  {
                    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                    use: [{ loader: routeDataLoader, options: { server: isServer } }],
                  },
                  {
                    // Each route-data group and segment index, written from the registry (see route-data-loader.cjs).
                    test: groupModuleFile,
                    use: [{ loader: routeDataLoader, options: { server: isServer, registry: registryFile } }],
                  },
                  { test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [{ loader: routeTableLoader }] },
                ]
              : []),
          ],
        },
        ...(isServer
          ? {
              // The server bundle's runtime maps a chunk id to its file through a table of every
              // chunk's content hash, written as an object literal inside the function: the static
              // generation built it again for each chunk it loaded, ~6 s of each worker's time at
              // 10,000 pages. The server bundle is read once, by the static generation, and deleted:
              // its chunks need no hash, and a file named by the id needs no table.
              output: { chunkFilename: serverChunkFilename },
            }
          : {
              ...(production
                ? {
                    // Docusaurus names a lazily loaded chunk by its content hash, so the runtime that
                    // every page loads carries a name-to-hash table of every chunk: 14.7 KiB gzip at
                    // 1,000 pages, 110 KiB at 10,000, and a random name that looks like a number can
                    // even make that table invalid JavaScript. With the build's hash instead, a chunk's
                    // URL is its name (its id, see ChunkAssetByIdPlugin) plus one hash for all: no table.
                    // The cost: a deployment that changes anything renames every chunk, so a returning
                    // reader fetches the chunks of a page again (main.js, which holds the route table,
                    // changes with nearly every deployment anyway).
                    output: { chunkFilename },
                  }
                : {}),
              optimization: {
                chunkIds: 'named',
                splitChunks: {
                  cacheGroups: {
                    // Docusaurus merges all CSS into styles.css, loaded by every page. The search
                    // modal's stylesheet (~4 KB gzip) only matters once the modal opens.
                    docsearchModal: {
                      name: 'docsearch-modal',
                      test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
                      type: 'css/mini-extract',
                      chunks: 'async',
                      enforce: true,
                      priority: 60,
                    },
                  },
                },
              },
            }),
      } as object;
    },
  };
}
