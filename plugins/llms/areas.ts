/**
 * The site's areas, in the order /llms.txt lists them. A page belongs to the first area whose
 * prefix its path starts with, so the more specific prefixes (release notes inside the guides,
 * the reference index inside the library) are matched before the general ones.
 */

export interface Area {
  /** Section id: `/llms-full/<id>.txt`. */
  id: string;
  /** Section heading in /llms.txt. */
  title: string;
  /** Whether /llms-full.txt (the product docs and guides) includes the area's twins. */
  inFull: boolean;
}

export const areas = [
  { id: 'intro', title: 'Introduction', inFull: true },
  { id: 'library', title: 'IaC Library', inFull: true },
  { id: 'library-reference', title: 'Library reference', inFull: false },
  { id: 'reference-architecture', title: 'Reference Architecture', inFull: true },
  { id: 'pipelines', title: 'Cairn Pipelines', inFull: true },
  { id: 'patcher', title: 'Patcher', inFull: true },
  { id: 'landing-zone', title: 'Landing Zone', inFull: true },
  { id: 'developer-portal', title: 'Developer Portal', inFull: true },
  { id: 'guides', title: 'Guides', inFull: true },
  { id: 'release-notes', title: 'Release notes', inFull: false },
  { id: 'knowledge-base', title: 'Knowledge base', inFull: false },
  { id: 'faq', title: 'FAQ', inFull: true },
  { id: 'tags', title: 'Tags', inFull: false },
  { id: 'other', title: 'Other pages', inFull: false },
] as const satisfies readonly Area[];

export type AreaId = (typeof areas)[number]['id'];

/** Path prefixes, most specific first; a prefix matches the path itself and everything under it. */
const prefixes: [string, AreaId][] = [
  ['/guides/stay-up-to-date/releases', 'release-notes'],
  ['/library/reference', 'library-reference'],
  ['/reference', 'library-reference'],
  ['/intro', 'intro'],
  ['/library', 'library'],
  ['/refarch', 'reference-architecture'],
  ['/pipelines', 'pipelines'],
  ['/patcher', 'patcher'],
  ['/landing-zone', 'landing-zone'],
  ['/developer-portal', 'developer-portal'],
  ['/guides', 'guides'],
  ['/discussions/knowledge-base', 'knowledge-base'],
  ['/faq', 'faq'],
  ['/tags', 'tags'],
];

export function areaOf(routePath: string): AreaId {
  for (const [prefix, id] of prefixes) if (routePath === prefix || routePath.startsWith(`${prefix}/`)) return id;
  return 'other';
}
