/**
 * Brand, names and URLs of the site: the one place a provider adopting this site edits.
 * docusaurus.config.ts, sidebars, components and tests import from here.
 */

/** The brand word as it appears in slugs (`intro-to-cairn`). */
export const brandSlug = 'cairn';
/** The brand name in running text. */
export const brandName = 'Cairn';

export const site = {
  title: 'Cairn Docs',
  tagline: 'Learn how to deploy and manage your entire infrastructure as code.',
  /** Production origin; overridable at build time with SITE_URL (see docusaurus.config.ts). */
  defaultUrl: 'https://docs.cairn.example',
  copyrightYears: '2020–2023',
} as const;

/** The code host and the provider's organisation on it. */
export const codeHost = {
  name: 'GitHub',
  url: 'https://github.com',
  org: 'cairn-io',
  /** Every repository link of the organisation starts with this prefix. */
  orgUrl: 'https://github.com/cairn-io/',
} as const;

/** Names of the provider's products and tools. */
export const products = {
  library: 'Cairn IaC Library',
  pipelines: 'Cairn Pipelines',
  patcher: 'Patcher',
  wrapperTool: 'Terracairn',
  wrapperToolRepo: 'terracairn',
  testingTool: 'Cairntest',
  testingToolRepo: 'cairntest',
  kubernetesTool: 'Kubecairn',
  kubernetesToolRepo: 'kubecairn',
  installerRepo: 'cairn-installer',
  pagesSiteRepo: 'cairn-io.github.io',
} as const;

/** External hosts. All company hosts live under the reserved `.example` domain. */
export const urls = {
  home: 'https://cairn.example',
  blog: 'https://blog.cairn.example',
  newsletter: 'https://cairn.example/newsletter',
  store: 'https://store.cairn.example',
  devopsChecklist: 'https://cairn.example/devops-checklist',
  signIn: 'https://app.cairn.example',
  wrapperToolSite: 'https://terracairn.cairn.example',
  testingToolSite: 'https://cairntest.cairn.example',
  communityChat: 'https://chat.cairn.example',
  social: 'https://social.cairn.example/@cairn',
  privacyPolicy: 'https://cairn.example/legal/privacy-policy',
  cookiePolicy: 'https://cairn.example/legal/cookie-policy',
  websiteTerms: 'https://cairn.example/legal/website-terms',
  supportEmail: 'support@cairn.example',
  knowledgeBase: `${codeHost.orgUrl}knowledge-base/discussions`,
  codeHostOrg: `${codeHost.url}/${codeHost.org}`,
  /** Target of every page's 'Edit this page' link. */
  editBase: `${codeHost.orgUrl}docs/edit/main/`,
} as const;

/** The announcement bar. Change `id` whenever `content` changes so readers who dismissed the old one see the new one. */
export const announcement = {
  id: 'pipelines-v2-2023-06',
  content:
    'Cairn Pipelines 2 is here: plans on every pull request, applies on merge, across all your accounts. <a href="/pipelines/overview">Read the overview</a>.',
} as const;
