import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { libraryCacheFile } from '../plugins/library/cache';
import { categories, readLibrary, type Category } from '../plugins/library/schema';

/**
 * libraryRefSidebars: the finder, then every module grouped by repository and every service grouped
 * by category, generated from data/library (the one source of library facts). An entry whose page
 * is missing is left out here; tests/unit/library-data.test.ts fails on it.
 */
const siteDir = path.resolve(__dirname, '..');
const library = readLibrary(
  path.join(siteDir, 'data/library'),
  path.join(siteDir, 'docs/tags.yml'),
  libraryCacheFile(siteDir, 'library'),
);
const docId = (source: string) => source.replace(/^docs\//, '').replace(/\.mdx?$/, '');
const hasPage = (source: string) => existsSync(path.join(siteDir, source));

const moduleRepos = library.repos.filter((r) => r.entries.some((e) => e.kind === 'module'));
const services = library.repos.flatMap((r) => r.entries.filter((e) => e.kind === 'service'));
const serviceCategories = (Object.keys(categories) as Category[]).filter((c) => services.some((s) => s.category === c));

const sidebars = {
  libraryRefSidebars: [
    { type: 'doc', id: 'library/reference/index', label: 'Library Reference' },
    {
      type: 'category',
      label: 'Modules',
      collapsed: false,
      items: moduleRepos
        .map((repo) => ({
          type: 'category' as const,
          label: repo.repo,
          collapsed: true,
          items: repo.entries
            .filter((e) => hasPage(e.source))
            .map((e) => ({ type: 'doc' as const, id: docId(e.source), label: e.id })),
        }))
        .filter((c) => c.items.length > 0),
    },
    {
      type: 'category',
      label: 'Services',
      collapsed: false,
      items: serviceCategories
        .map((c) => ({
          type: 'category' as const,
          label: categories[c],
          collapsed: true,
          items: services
            .filter((s) => s.category === c && hasPage(s.source))
            .map((s) => ({ type: 'doc' as const, id: docId(s.source), label: s.title })),
        }))
        .filter((c) => c.items.length > 0),
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
