import path from 'node:path';
import type { Config, LoadContext } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcement, brandSlug, codeHost, site, urls } from './src/settings';
import { navbar, footer } from './src/config/layout';
import { darkCodeTheme, lightCodeTheme } from './src/config/prism-themes';
import imageZoomPlugin, { type ImageZoomOptions } from './plugins/image-zoom';
import testRoutesPlugin, { crashFixturePath } from './plugins/test-routes';
import knowledgeBasePlugin, { knowledgeBaseDataDir, type KnowledgeBaseOptions } from './plugins/knowledge-base';
import repoSetsPlugin, { defaultRepoSetsPackage, type RepoSetsOptions } from './plugins/repo-sets';
import { excludedDocDirs } from './src/config/excluded-docs';
import { buildTimeFrom } from './src/config/build-time';
import libraryPlugin, { type LibraryOptions } from './plugins/library';
import { libraryReader } from './plugins/library/schema';
import { libraryCacheFile } from './plugins/library/cache';
import { libraryParseFrontMatter } from './plugins/library/front-matter';
import remarkLibraryReference, { type RemarkLibraryOptions } from './plugins/library/remark';
import docsPlugin from './plugins/docs';
import clientBundlePlugin from './plugins/client-bundle';
import rehypeCodeTokens from './common/code-tokens/rehype-code-tokens';
import { ssrTemplate } from './plugins/client-bundle/ssr-template';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import searchPlugin, { type SearchMode, type SearchPluginOptions } from './plugins/search';
import pageTitlesPlugin from './plugins/page-titles';
import remarkKnowledgeBasePointer, { type KnowledgeBasePointerOptions } from './plugins/knowledge-base/remark-pointer';
import { knowledgeBasePointer } from './src/config/knowledge-base-pointer';
import llmsPlugin, { type LlmsOptions } from './plugins/llms';

// ---------------------------------------------------------------------------
// Environment, read once. Every variable is optional; the README lists them.
// ---------------------------------------------------------------------------

/** Set by the deployment: the public origin of the site (canonical URLs, sitemap). */
const siteUrl = process.env.SITE_URL || site.defaultUrl;

/** Set by the deployment: Google Tag Manager container id (GTM-XXXX). Unset = no analytics at all. */
const gtmContainerId = process.env.GTM_CONTAINER_ID || undefined;

/**
 * Site search (README: Search). Hosted mode uses Algolia DocSearch and needs ALGOLIA_APP_ID,
 * ALGOLIA_API_KEY (the public search-only key) and ALGOLIA_INDEX_NAME, plus optionally
 * ALGOLIA_LIBRARY_INDEX_NAME for a separate library-reference index. Without them, local mode: an
 * index embedded in the build. SEARCH_MODE=local|hosted overrides the choice.
 */
const algoliaEnv = {
  appId: process.env.ALGOLIA_APP_ID || '',
  apiKey: process.env.ALGOLIA_API_KEY || '',
  indexName: process.env.ALGOLIA_INDEX_NAME || '',
  libraryIndexName: process.env.ALGOLIA_LIBRARY_INDEX_NAME || null,
};
const hostedConfigured = Boolean(algoliaEnv.appId && algoliaEnv.apiKey && algoliaEnv.indexName);
const searchModeOverride = process.env.SEARCH_MODE;
if (searchModeOverride && searchModeOverride !== 'local' && searchModeOverride !== 'hosted') {
  throw new Error(`SEARCH_MODE must be 'local' or 'hosted', not '${searchModeOverride}'`);
}
if (searchModeOverride === 'hosted' && !hostedConfigured) {
  throw new Error('SEARCH_MODE=hosted needs ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME');
}
const searchMode: SearchMode =
  (searchModeOverride as SearchMode | undefined) ?? (hostedConfigured ? 'hosted' : 'local');
const searchSettings = {
  mode: searchMode,
  bundlePath: '/search-index/',
  libraryIndexName: searchMode === 'hosted' ? algoliaEnv.libraryIndexName : null,
  exposeForTests: process.env.CAIRN_TEST_ROUTES === 'true',
};
/** The theme's DocSearch settings; in local mode the app id and key name no account and are never sent anywhere. */
const algolia = {
  ...(searchMode === 'hosted'
    ? { appId: algoliaEnv.appId, apiKey: algoliaEnv.apiKey, indexName: algoliaEnv.indexName }
    : { appId: 'local', apiKey: 'local', indexName: 'cairn-docs' }),
  contextualSearch: true,
  searchPagePath: 'search',
};

/**
 * Set by internal builds: the optional package with the CIS and Enterprise repository lists
 * (a package name, or a path starting with '.'). Not installed: only the general warning appears.
 */
const repoSetsPackage = process.env.REPO_SETS_PACKAGE || defaultRepoSetsPackage;

/** Set by the end-to-end test build only: adds test-only routes (crash fixture). Never set in production. */
const includeTestRoutes = process.env.CAIRN_TEST_ROUTES === 'true';

// ---------------------------------------------------------------------------

/** Site metadata: readable from `useDocusaurusContext().siteConfig.customFields` and as <meta> tags. */
const siteMetadata = {
  buildVersion: 'N/A',
  // One time for a build in two processes (scripts/build.ts sets it): the bundles carry the first
  // process's configuration and the pages' <meta> tags the second's.
  buildTime: buildTimeFrom(process.env.CAIRN_BUILD_TIME) ?? new Date().toISOString(),
};

/** The one source of library facts (data/library/README.md): reference pages, finder, release notes. */
const libraryOptions = { dataDir: 'data/library', tagsFile: 'docs/tags.yml' } satisfies LibraryOptions;
const getLibrary = libraryReader(
  path.resolve(__dirname, libraryOptions.dataDir),
  path.resolve(__dirname, libraryOptions.tagsFile),
  libraryCacheFile(__dirname, 'library'),
);

/** Sources under docs/ that are kept in the repository but not published. */
const excludedDocGlobs = excludedDocDirs.map((dir) => `${dir}/**`);

/** Every markdown plugin writes each fenced block's tokens next to it, so pages need no Prism. */
const rehypePlugins = [rehypeCodeTokens];

/** The docs plugin's options: the plugin runs through plugins/docs, which trims the version metadata prop. */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: urls.editBase,
  exclude: [
    '**/_*.{js,jsx,ts,tsx,md,mdx}',
    '**/_*/**',
    '**/*.test.{js,jsx,ts,tsx}',
    '**/__tests__/**',
    ...excludedDocGlobs,
  ],
  lastVersion: 'current',
  versions: {
    current: { label: 'Next', path: '' },
  },
  tags: 'tags.yml',
  onInlineTags: 'throw',
  rehypePlugins,
  remarkPlugins: [
    [
      remarkKnowledgeBasePointer,
      {
        get: () => ({ ...knowledgeBasePointer, docsDir: path.join(__dirname, 'docs'), forumUrl: urls.knowledgeBase }),
      } satisfies KnowledgeBasePointerOptions,
    ],
  ],
  beforeDefaultRemarkPlugins: [
    [remarkLibraryReference, { getLibrary, getSiteDir: () => __dirname } satisfies RemarkLibraryOptions],
  ],
} satisfies DocsOptions;

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  organizationName: codeHost.org,
  projectName: 'docs',

  // Pages paint before their scripts run (plugins/client-bundle/ssr-template.ts).
  ssrTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,
  noIndex: false,

  customFields: { ...siteMetadata, search: searchSettings },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: the polyfill boosts theme selectors so custom.css could not override Infima variables.
      useCssCascadeLayers: false,
      // Off: storage keys stay the plain names other tools and readers' browsers already use ('theme',
      // 'docs-preferred-version-default', ...).
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  markdown: {
    // .md files are CommonMark, .mdx files are MDX: writers of plain pages need not escape `{` and `<`.
    format: 'detect',
    mermaid: false,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
    // Reference pages take title, description and tags from the library data.
    parseFrontMatter: libraryParseFrontMatter(getLibrary, __dirname),
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: { rehypePlugins },
        theme: {
          // code-theme.css: the code themes, written by `npm run code-theme` (common/code-tokens/theme-css.ts).
          customCss: ['./src/css/custom.css', './src/css/code-theme.css'],
        },
        ...(gtmContainerId ? { googleTagManager: { containerId: gtmContainerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [docsPlugin, docsOptions],
    clientBundlePlugin,
    [libraryPlugin, libraryOptions],
    [
      searchPlugin,
      {
        mode: searchMode,
        bundleDir: 'search-index',
        cacheKey:
          searchMode === 'hosted'
            ? [algoliaEnv.appId, algoliaEnv.indexName, algoliaEnv.libraryIndexName].join('|')
            : undefined,
      } satisfies SearchPluginOptions,
    ],
    [knowledgeBasePlugin, { dataDir: knowledgeBaseDataDir } satisfies KnowledgeBaseOptions],
    pageTitlesPlugin,
    // A Markdown twin of every page, and /llms.txt (README: Markdown twins and llms.txt). Options
    // through a closure: a plugin entry's options are copied into the main.js every page loads.
    (context: LoadContext) => llmsPlugin(context, { exclude: [crashFixturePath] } satisfies LlmsOptions),
    [
      repoSetsPlugin,
      { packageName: repoSetsPackage, publicReposFile: 'data/public-repos.txt' } satisfies RepoSetsOptions,
    ],
    [
      imageZoomPlugin,
      {
        // Images in markdown content (docs and markdown pages), except inside emphasis or marked `no-zoom`.
        selector: ':is(.markdown, .mdx-page article) img:not(em img, .no-zoom)',
        delayMs: 1000,
        background: { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)' },
      } satisfies ImageZoomOptions,
    ],
    ...(includeTestRoutes
      ? [
          testRoutesPlugin,
          [
            'content-pages',
            { id: 'test-fixtures', path: 'tests/fixtures/pages', routeBasePath: '__test__', rehypePlugins },
          ],
        ]
      : []),
  ],

  headTags: [
    { tagName: 'meta', attributes: { name: 'build-version', content: siteMetadata.buildVersion } },
    { tagName: 'meta', attributes: { name: 'build-time', content: siteMetadata.buildTime } },
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: `${brandSlug}, terraform, aws, infrastructure as code, documentation` }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      backgroundColor: '#154d40',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    navbar,
    footer,
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    // No `additionalLanguages`: the theme's Prism is replaced (plugins/client-bundle); the site's own
    // carries the grammars of common/code-languages.ts.
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
    algolia,
  } satisfies Preset.ThemeConfig,
};

export default config;
