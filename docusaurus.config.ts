import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcement, brandSlug, codeHost, site, urls } from './src/settings';
import { navbar, footer } from './src/config/layout';
import { darkCodeTheme, lightCodeTheme } from './src/config/prism-themes';
import imageZoomPlugin, { type ImageZoomOptions } from './plugins/image-zoom';
import testRoutesPlugin from './plugins/test-routes';
import knowledgeBasePlugin, { type KnowledgeBaseOptions } from './plugins/knowledge-base';
import repoSetsPlugin, { defaultRepoSetsPackage, type RepoSetsOptions } from './plugins/repo-sets';
import { excludedDocDirs } from './src/config/excluded-docs';

// ---------------------------------------------------------------------------
// Environment, read once. Every variable is optional; the README lists them.
// ---------------------------------------------------------------------------

/** Set by the deployment: the public origin of the site (canonical URLs, sitemap). */
const siteUrl = process.env.SITE_URL || site.defaultUrl;

/** Set by the deployment: Google Tag Manager container id (GTM-XXXX). Unset = no analytics at all. */
const gtmContainerId = process.env.GTM_CONTAINER_ID || undefined;

/** Set by the deployment: hosted Algolia DocSearch credentials. All three or none. */
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
      }
    : undefined;

/**
 * Set by internal builds: the optional package with the CIS and Enterprise repository lists
 * (a package name, or a path starting with '.'). Not installed: only the general warning appears.
 */
const repoSetsPackage = process.env.REPO_SETS_PACKAGE || defaultRepoSetsPackage;

/** Set by the end-to-end test build only: adds test-only routes (crash fixture). Never set in production. */
const includeTestRoutes = process.env.CAIRN_TEST_ROUTES === 'true';

// ---------------------------------------------------------------------------

/** Site metadata of spec 3: readable from `useDocusaurusContext().siteConfig.customFields` and as <meta> tags. */
const siteMetadata = {
  buildVersion: 'N/A',
  buildTime: new Date().toISOString(),
};

/** Sources under docs/ that are kept in the repository but not published (spec 2.1). */
const excludedDocGlobs = excludedDocDirs.map((dir) => `${dir}/**`);

/** Languages Prism loads beyond prism-react-renderer's defaults (go, json, python, yaml ship with it). */
const extraPrismLanguages = ['bash', 'docker', 'hcl'];

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  organizationName: codeHost.org,
  projectName: 'docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,
  noIndex: false,

  customFields: siteMetadata,

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: the polyfill boosts theme selectors so custom.css could not override Infima variables.
      useCssCascadeLayers: false,
      // Off: storage keys stay the plain names of spec 3 ('theme', 'docs-preferred-version-default', ...).
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
  },

  presets: [
    [
      'classic',
      {
        docs: {
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
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        ...(gtmContainerId ? { googleTagManager: { containerId: gtmContainerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [knowledgeBasePlugin, { dataDir: 'data/knowledge-base' } satisfies KnowledgeBaseOptions],
    [
      repoSetsPlugin,
      { packageName: repoSetsPackage, publicReposFile: 'data/public-repos.txt' } satisfies RepoSetsOptions,
    ],
    [
      imageZoomPlugin,
      {
        // Images in markdown content (docs and markdown pages), except inside emphasis or marked `no-zoom` (spec 9).
        selector: ':is(.markdown, .mdx-page article) img:not(em img, .no-zoom)',
        delayMs: 1000,
        background: { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)' },
      } satisfies ImageZoomOptions,
    ],
    ...(includeTestRoutes
      ? [
          testRoutesPlugin,
          ['content-pages', { id: 'test-fixtures', path: 'tests/fixtures/pages', routeBasePath: '__test__' }],
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
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: extraPrismLanguages,
    },
    ...(algolia ? { algolia } : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
