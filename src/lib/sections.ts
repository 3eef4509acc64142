/**
 * The site's sections: on the home page, the Not Found page, and the section rail and breadcrumbs of
 * pages without a docs sidebar. Their one-line descriptions are in ./section-descriptions.ts, which
 * only the home page loads: this list is part of every docs page's code.
 */
export interface Section {
  title: string;
  to: string;
  /** Path prefixes of the pages that belong to the section (whole segments). */
  paths: readonly string[];
}

export const mainSections: readonly Section[] = [
  {
    title: 'Introduction',
    to: '/intro/overview/intro-to-cairn',
    paths: ['/intro'],
  },
  {
    title: 'IaC Library',
    to: '/library/overview/',
    paths: ['/library'],
  },
  {
    title: 'Library Reference',
    to: '/library/reference/',
    paths: ['/library/reference', '/reference'],
  },
  {
    title: 'Reference Architecture',
    to: '/refarch/whats-this/what-is-a-reference-architecture',
    paths: ['/refarch', '/landing-zone'],
  },
  {
    title: 'Cairn Pipelines',
    to: '/pipelines/overview',
    paths: ['/pipelines'],
  },
  {
    title: 'Patcher',
    to: '/patcher/',
    paths: ['/patcher'],
  },
  {
    title: 'Guides',
    to: '/guides/',
    paths: ['/guides'],
  },
  { title: 'FAQ', to: '/faq/', paths: ['/faq'] },
];

/** Pages readers come back to, and the top-level pages. */
export const resourceSections: readonly Section[] = [
  {
    title: 'Release notes',
    to: '/guides/stay-up-to-date/releases/',
    paths: ['/guides/stay-up-to-date/releases'],
  },
  {
    title: 'Upgrade guides',
    to: '/guides/stay-up-to-date/',
    paths: ['/guides/stay-up-to-date'],
  },
  {
    title: 'Knowledge Base',
    to: '/discussions/knowledge-base/',
    paths: ['/discussions/knowledge-base'],
  },
  {
    title: 'Tools',
    to: '/tools',
    paths: ['/tools'],
  },
  {
    title: 'Courses',
    to: '/courses',
    paths: ['/courses'],
  },
  {
    title: 'Products',
    to: '/products',
    paths: ['/products'],
  },
  { title: 'Support', to: '/support', paths: ['/support'] },
];

const covers = (prefix: string, pathname: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The section a page belongs to: the one with the longest path prefix of it, if any. */
export function sectionOf(pathname: string): Section | undefined {
  let best: { section: Section; length: number } | undefined;
  for (const section of [...mainSections, ...resourceSections]) {
    for (const prefix of section.paths) {
      if (covers(prefix, pathname) && (!best || prefix.length > best.length)) best = { section, length: prefix.length };
    }
  }
  return best?.section;
}

/** The home page's first steps for a new reader (also in the home page's Markdown twin). */
export const startHere: readonly { step: string; title: string; to: string; text: string }[] = [
  {
    step: '1',
    title: 'Set up access',
    to: '/intro/overview/prerequisites',
    text: 'Accounts, tools and GitHub access you need before the first deploy.',
  },
  {
    step: '2',
    title: 'Deploy a module',
    to: '/library/getting-started/deploying-a-module',
    text: 'Take one module from source to a running VPC in about fifteen minutes.',
  },
  {
    step: '3',
    title: 'Automate it',
    to: '/pipelines/tutorial/',
    text: 'Let Cairn Pipelines plan and apply every change from pull requests.',
  },
];
