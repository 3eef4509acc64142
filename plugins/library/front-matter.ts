/**
 * Front matter of the module and service reference pages comes from the library data: the site's
 * `markdown.parseFrontMatter` hook fills in title, description and tags, so the finder, the pages
 * and the tag pages cannot disagree. A page that sets them itself, or has no data entry, stops the build.
 */
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import type { Entry, Library } from './schema';

export function entryForSource(lib: Library, siteDir: string, filePath: string): Entry | undefined | null {
  const rel = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (!/^docs\/reference\/(modules|services)\//.test(rel)) return null;
  for (const e of lib.entries.values()) if (e.source === rel || e.source.replace(/\.md$/, '.mdx') === rel) return e;
  return undefined;
}

export function libraryParseFrontMatter(getLibrary: () => Library, siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const entry = entryForSource(getLibrary(), siteDir, params.filePath);
    if (entry === null) return result;
    const rel = path.relative(siteDir, params.filePath);
    if (entry === undefined) {
      throw new Error(
        `${rel}: no module or service in data/library/repos/*.yml has this page; add the entry there or move the page`,
      );
    }
    for (const key of ['title', 'description', 'tags']) {
      if (key in result.frontMatter) {
        throw new Error(
          `${rel}: front matter sets '${key}', which reference pages take from data/library/repos/${entry.repo}.yml; remove it`,
        );
      }
    }
    return {
      ...result,
      frontMatter: {
        sidebar_label: entry.id,
        ...result.frontMatter,
        title: entry.title,
        description: entry.summary,
        tags: entry.tags,
      },
    };
  };
}
