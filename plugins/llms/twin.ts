/**
 * One Markdown twin: the page's h1, its description, its body; links made absolute, pointing to
 * the twin of a page where the page has one, else to the page or file on the site.
 */
import path from 'node:path';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { twinPath } from './paths';
import { resolveLinks, type MarkdownTools } from './markdown';

export interface TwinPage {
  /** The page's route, as built. */
  route: string;
  /** The page's h1. */
  title: PhrasingContent[];
  /** The page's one-line description (its meta description where it has one). */
  description: string;
  body: RootContent[];
  /** The page's source file (absolute): relative file links (`../x.md`) resolve from it. */
  sourceFile?: string;
}

export interface SiteLinks {
  /** The site's origin, e.g. https://docs.cairn.example. */
  origin: string;
  /** Route without trailing slash ('/' for the home page) -> the route, for every page with a twin. */
  twinRoutes: ReadonlyMap<string, string>;
  /** Absolute source file -> route, for the pages written in markdown. */
  fileRoutes: ReadonlyMap<string, string>;
  /** Folders a file link may also be written relative to (the docs folder), as Docusaurus allows. */
  contentDirs: readonly string[];
}

export class TwinLinkError extends Error {}

const withoutSlash = (route: string) => route.replace(/\/+$/, '') || '/';

/** Absolute URL of the twin of `route`. */
export const twinUrl = (origin: string, route: string) => `${origin}${twinPath(route)}`;

/** The route of a site path that has a twin, in its built spelling; undefined otherwise. */
export function twinRouteOf(links: SiteLinks, pathname: string): string | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  return links.twinRoutes.get(withoutSlash(decoded));
}

/**
 * The link resolver of one page:
 * - `../x.md#a` (a source file): the twin of the file's page, with the anchor;
 * - `#a`: this page's twin, with the anchor;
 * - a site path or a URL on the site's origin: the twin of that page, or (a file, or a page
 *   asked for with a query) the absolute URL;
 * - anything else (other hosts, mailto:): unchanged.
 */
export function linkResolver(links: SiteLinks, page: Pick<TwinPage, 'route' | 'sourceFile'>): (url: string) => string {
  const base = `${links.origin}${page.route}`;
  return (url) => {
    if (url.startsWith('#')) return `${twinUrl(links.origin, page.route)}${url}`;
    const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
    const isUrl = /^[a-z][a-z0-9+.-]*:/i.test(url);
    if (!isUrl && /\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
      const route = fileRoute(links, page, pathPart);
      if (!route) throw new TwinLinkError(`${page.sourceFile ?? page.route}: the link ${url} names no page`);
      return `${twinUrl(links.origin, route)}${rest}`;
    }
    let target: URL;
    try {
      target = new URL(url, base);
    } catch {
      return url;
    }
    if (target.origin !== links.origin || !/^https?:$/.test(target.protocol)) return url;
    const route = target.search ? undefined : twinRouteOf(links, target.pathname);
    return route ? `${twinUrl(links.origin, route)}${target.hash}` : target.href;
  };
}

function fileRoute(links: SiteLinks, page: Pick<TwinPage, 'sourceFile'>, filePath: string): string | undefined {
  let decoded = filePath;
  try {
    decoded = decodeURIComponent(filePath);
  } catch {
    return undefined;
  }
  const candidates = [
    ...(page.sourceFile ? [path.resolve(path.dirname(page.sourceFile), decoded)] : []),
    ...links.contentDirs.map((dir) => path.resolve(dir, decoded)),
  ];
  for (const candidate of candidates) {
    const route = links.fileRoutes.get(candidate);
    if (route) return route;
  }
  return undefined;
}

/** The twin's whole tree: `# title`, `> description`, the body. */
export function twinTree(page: TwinPage): Root {
  return {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: page.title },
      ...(page.description
        ? [
            {
              type: 'blockquote',
              children: [{ type: 'paragraph', children: [{ type: 'text', value: page.description }] }],
            } as RootContent,
          ]
        : []),
      ...page.body,
    ],
  };
}

/** The twin's Markdown. */
export function renderTwin(page: TwinPage, links: SiteLinks, tools: MarkdownTools): string {
  const tree = structuredClone(twinTree(page));
  resolveLinks(tree, linkResolver(links, page));
  return tools.stringify(tree);
}
