/**
 * How the static server answers a request path, given the set of files in build/ (the same rules as deploy/nginx):
 * - a file that exists is served as-is; a folder is served by its index.html, with or without a trailing slash;
 * - '/x.html' and '/x/index.html' redirect to '/x' when '/x' is a page;
 * - a path that matches a page in another letter case redirects to the page's own spelling;
 * - anything else is the site's 404 page with status 404.
 * And with which content type, compressed or not. Pure, so it is unit-tested without a server.
 */

export type Resolution =
  { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found'; file: string };

export interface FileIndex {
  /** Paths of every file under build/, relative, with '/' separators, no leading slash. */
  files: ReadonlySet<string>;
  /** Lower-cased page path (no trailing slash) -> the page path as built. */
  pagesByLowerCase: ReadonlyMap<string, string>;
}

export function buildFileIndex(files: Iterable<string>): FileIndex {
  const set = new Set(files);
  const pagesByLowerCase = new Map<string, string>();
  for (const f of set) {
    if (f === 'index.html' || f.endsWith('/index.html')) {
      const page = '/' + f.slice(0, -'index.html'.length).replace(/\/$/, '');
      pagesByLowerCase.set(page.toLowerCase(), page);
    }
  }
  return { files: set, pagesByLowerCase };
}

const pageFile = (index: FileIndex, page: string): string | undefined => {
  const rel = page.replace(/^\/+|\/+$/g, '');
  const file = rel ? `${rel}/index.html` : 'index.html';
  return index.files.has(file) ? file : undefined;
};

export function resolvePath(rawPath: string, index: FileIndex): Resolution {
  const notFound: Resolution = { kind: 'not-found', file: '404.html' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return notFound;
  }
  if (!path.startsWith('/') || path.includes('\0') || path.split('/').includes('..')) return notFound;

  const rel = path.slice(1);
  if (rel && !rel.endsWith('/') && index.files.has(rel) && !rel.endsWith('index.html'))
    return { kind: 'file', file: rel };

  const html = /^(.*?)(\/index)?\.html$/.exec(path);
  if (html) {
    const page = html[1] || '/';
    if (pageFile(index, page)) return { kind: 'redirect', location: page };
  }

  const file = pageFile(index, path);
  if (file) return { kind: 'file', file };

  const canonical = index.pagesByLowerCase.get(path.replace(/\/+$/, '').toLowerCase() || '/');
  if (canonical !== undefined) return { kind: 'redirect', location: canonical || '/' };

  return notFound;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  // /llms.txt and the full-text files for language models, too.
  '.txt': 'text/plain; charset=utf-8',
  // The Markdown twins of the pages (plugins/llms).
  '.md': 'text/markdown; charset=utf-8',
};

/** The Content-Type of a file of the build. */
export function contentTypeOf(file: string): string {
  const ext = /\.[^./]+$/.exec(file)?.[0] ?? '';
  return contentTypes[ext] ?? 'application/octet-stream';
}

/** Whether the server gzips the file for a client that accepts it (text, not images or fonts). */
export const isCompressible = (file: string) => /\.(html|js|css|json|svg|xml|txt|md)$/.test(file);
