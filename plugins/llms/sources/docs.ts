/**
 * Twins of the pages written in markdown (docs and markdown pages, from their sources, with the
 * library reference's remark plugin applied as the site applies it) and of the docs' tag pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RootContent } from 'mdast';
import type { LoadedContent as DocsContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import { toTwinTree, type ComponentHandler, type MarkdownTools, type SourceFormat } from '../markdown';
import type { TwinPage } from '../twin';
import { link, list, paragraph, text } from '../mdast';
import { tagPageTitle } from '../../../src/lib/tag-title';

/** `@site/docs/a.md` -> the absolute path. */
export const sourceFile = (siteDir: string, source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

/** Docusaurus's format detection (`markdown.format: 'detect'`): `.mdx` is MDX, anything else CommonMark. */
export const formatOf = (file: string): SourceFormat => (file.endsWith('.mdx') ? 'mdx' : 'md');

interface MarkdownSource {
  route: string;
  file: string;
  /** The title of the page's metadata (front matter, or the content title). */
  title: string | undefined;
  description: string;
  tags?: { label: string; permalink: string }[];
}

/** One page from its source: the content title (else the metadata title) as h1; the tags as a last line. */
export function markdownPage(
  source: MarkdownSource,
  tools: MarkdownTools,
  components: Readonly<Record<string, ComponentHandler>>,
): TwinPage {
  const raw = readFileSync(source.file, 'utf8');
  const tree = tools.parse(raw, formatOf(source.file), source.file);
  const { title, body } = toTwinTree(tree, { file: source.file, components });
  const h1 = title ?? (source.title ? [text(source.title)] : null);
  if (!h1) throw new Error(`Markdown twin of ${source.file}: the page has no title (front matter title or # heading)`);
  const tags = source.tags ?? [];
  const tagLine: RootContent[] = tags.length
    ? [
        paragraph([
          text('Tags: '),
          ...tags.flatMap((t, i) => [...(i > 0 ? [text(', ')] : []), link(t.permalink, [text(t.label)])]),
        ]),
      ]
    : [];
  return {
    route: source.route,
    title: h1,
    description: source.description,
    body: [...body.children, ...tagLine],
    sourceFile: source.file,
  };
}

interface SidebarNode {
  type: string;
  id?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string };
}

/** Doc ids in reading order: every sidebar in the order it is declared, then the docs no sidebar lists. */
export function docsInReadingOrder(version: { docs: DocMetadata[]; sidebars: Record<string, unknown> }): DocMetadata[] {
  const order: string[] = [];
  const walk = (items: SidebarNode[]) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) order.push(item.id);
      if (item.link?.type === 'doc' && item.link.id) order.push(item.link.id);
      if (item.items) walk(item.items);
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items as SidebarNode[]);
  const rank = new Map<string, number>();
  order.forEach((id) => rank.has(id) || rank.set(id, rank.size));
  return [...version.docs].sort(
    (a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.permalink.localeCompare(b.permalink),
  );
}

export function docPages(
  content: DocsContent,
  siteDir: string,
  tools: MarkdownTools,
  components: Readonly<Record<string, ComponentHandler>>,
): TwinPage[] {
  return content.loadedVersions.flatMap((version) =>
    docsInReadingOrder(version).map((doc) =>
      markdownPage(
        {
          route: doc.permalink,
          file: sourceFile(siteDir, doc.source),
          title: doc.title,
          description: doc.description,
          tags: doc.tags,
        },
        tools,
        components,
      ),
    ),
  );
}

export function markdownPagePages(
  content: PagesContent,
  siteDir: string,
  tools: MarkdownTools,
  components: Readonly<Record<string, ComponentHandler>>,
): TwinPage[] {
  return content.flatMap((page) =>
    page.type === 'mdx'
      ? [
          markdownPage(
            {
              route: page.permalink,
              file: sourceFile(siteDir, page.source),
              title: page.title,
              description: page.description ?? '',
            },
            tools,
            components,
          ),
        ]
      : [],
  );
}

/**
 * The tag pages as the theme renders them: the index of tags, and per tag its docs sorted by title
 * with their descriptions (titled as the tag page's h1, src/lib/tag-title.ts).
 */
export function tagPages(content: DocsContent): TwinPage[] {
  return content.loadedVersions.flatMap((version) => {
    const tags = new Map<string, { label: string; description?: string; docs: DocMetadata[] }>();
    for (const doc of version.docs) {
      if (doc.unlisted) continue;
      for (const tag of doc.tags) {
        const entry = tags.get(tag.permalink) ?? { label: tag.label, description: tag.description, docs: [] };
        entry.docs.push(doc);
        tags.set(tag.permalink, entry);
      }
    }
    if (tags.size === 0) return [];
    const sorted = [...tags].sort(([, a], [, b]) => a.label.localeCompare(b.label));
    const index: TwinPage = {
      route: version.tagsPath,
      title: [text('Tags')],
      description: 'Every tag of the documentation, with the number of pages that carry it.',
      body: [
        list(sorted.map(([permalink, tag]) => [link(permalink, [text(tag.label)]), text(` (${tag.docs.length})`)])),
      ],
    };
    const perTag = sorted.map(([permalink, tag]): TwinPage => {
      const docs = [...tag.docs].sort((a, b) => a.title.localeCompare(b.title));
      return {
        route: permalink,
        title: [text(tagPageTitle(docs.length, tag.label))],
        description: tag.description ?? '',
        body: [
          paragraph([link(version.tagsPath, [text('View all tags')])]),
          list(
            docs.map((doc) => [
              link(doc.permalink, [text(doc.title)]),
              ...(doc.description ? [text(`: ${doc.description}`)] : []),
            ]),
          ),
        ],
      };
    });
    return [index, ...perTag];
  });
}
