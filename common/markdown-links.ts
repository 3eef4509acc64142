/**
 * URLs in markdown that comes from data rather than from writers of this repository: mirrored
 * knowledge-base discussions and the library data's release notes. A URL the WHATWG parser rejects
 * (`http://[oops`) is made inert with a warning naming the file, instead of failing the build or
 * reaching the page: a link keeps its text and loses its `href`, an image becomes its alt text.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

export interface LinkContext {
  /** The site's own origin (`siteConfig.url`): relative URLs resolve against it. */
  siteUrl: string;
  /** The data file the markdown came from, for warnings. */
  file: string;
  warn: (message: string) => void;
}

/** Properties that hold one URL, by the name hast gives them. */
const urlProperties = ['href', 'src', 'cite', 'longDesc', 'action', 'poster'] as const;

/** The URL `value` names, resolved against `base`, or null when it does not parse. */
export function parseUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * Whether `hostname` is the site's host or one of its subdomains, compared on a dot boundary:
 * `evildocs.cairn.example` and `docs.cairn.example.evil.example` are not `docs.cairn.example`.
 */
export function isSiteHost(hostname: string, siteHost: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const site = siteHost.toLowerCase().replace(/\.$/, '');
  return host === site || host.endsWith(`.${site}`);
}

/** The URLs of a `srcset` list (a string, or hast's list of candidates): without widths or densities. */
const srcSetUrls = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [])
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * Makes every element with a URL that does not parse inert, and warns once per URL. Returns how
 * many URLs it made inert.
 */
export function inertMalformedUrls(tree: Root | Element, { siteUrl, file, warn }: LinkContext): number {
  let count = 0;
  const malformed = (value: unknown): value is string => {
    if (typeof value !== 'string' || parseUrl(value, siteUrl) !== null) return false;
    count += 1;
    warn(`${file}: malformed URL ${JSON.stringify(value)} rendered without it`);
    return true;
  };
  const clean = (children: RootContent[]): RootContent[] =>
    children.flatMap((child): RootContent[] => {
      if (child.type !== 'element') return [child];
      const { properties } = child;
      if (child.tagName === 'img' && malformed(properties.src)) {
        const alt = typeof properties.alt === 'string' ? properties.alt : '';
        return alt ? [{ type: 'text', value: alt }] : [];
      }
      // An undefined property is left out of the HTML and of the page data.
      for (const name of urlProperties) if (malformed(properties[name])) properties[name] = undefined;
      if (srcSetUrls(properties.srcSet).some(malformed)) properties.srcSet = undefined;
      child.children = clean(child.children) as ElementContent[];
      return [child];
    });
  if (tree.type === 'root') tree.children = clean(tree.children);
  else tree.children = clean(tree.children) as ElementContent[];
  return count;
}
