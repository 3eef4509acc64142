import { describe, expect, it } from 'vitest';
import { buildFileIndex, contentTypeOf, isCompressible, resolvePath } from '../../scripts/serve/resolve';

const index = buildFileIndex([
  'index.html',
  '404.html',
  'assets/js/main.abc.js',
  'intro/overview/getting-started/index.html',
  'refarch/access/how-to-auth-CLI/index.html',
  'img/logo.svg',
  'intro/overview/getting-started.md',
  'llms.txt',
]);

describe('static server path rules', () => {
  it('serves files and pages with or without a trailing slash', () => {
    expect(resolvePath('/', index)).toEqual({ kind: 'file', file: 'index.html' });
    expect(resolvePath('/assets/js/main.abc.js', index)).toEqual({ kind: 'file', file: 'assets/js/main.abc.js' });
    expect(resolvePath('/intro/overview/getting-started', index)).toEqual({
      kind: 'file',
      file: 'intro/overview/getting-started/index.html',
    });
    expect(resolvePath('/intro/overview/getting-started/', index)).toEqual({
      kind: 'file',
      file: 'intro/overview/getting-started/index.html',
    });
  });

  it('redirects .html and /index.html forms to the page', () => {
    expect(resolvePath('/intro/overview/getting-started.html', index)).toEqual({
      kind: 'redirect',
      location: '/intro/overview/getting-started',
    });
    expect(resolvePath('/intro/overview/getting-started/index.html', index)).toEqual({
      kind: 'redirect',
      location: '/intro/overview/getting-started',
    });
    expect(resolvePath('/index.html', index)).toEqual({ kind: 'redirect', location: '/' });
  });

  it('redirects another letter case to the page as built, keeping its own case', () => {
    expect(resolvePath('/INTRO/Overview/Getting-Started', index)).toEqual({
      kind: 'redirect',
      location: '/intro/overview/getting-started',
    });
    expect(resolvePath('/refarch/access/how-to-auth-cli/', index)).toEqual({
      kind: 'redirect',
      location: '/refarch/access/how-to-auth-CLI',
    });
  });

  it('answers 404 for unknown, malformed and traversal paths', () => {
    const nf = { kind: 'not-found', file: '404.html' };
    expect(resolvePath('/nope', index)).toEqual(nf);
    expect(resolvePath('/nope.html', index)).toEqual(nf);
    expect(resolvePath('/%E0%A4%A', index)).toEqual(nf);
    expect(resolvePath('/../etc/passwd', index)).toEqual(nf);
    expect(resolvePath('/img/%2e%2e/%2e%2e/package.json', index)).toEqual(nf);
  });

  it('serves the Markdown twins and llms files as UTF-8 text, compressed', () => {
    expect(resolvePath('/intro/overview/getting-started.md', index)).toEqual({
      kind: 'file',
      file: 'intro/overview/getting-started.md',
    });
    expect(contentTypeOf('intro/overview/getting-started.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeOf('llms.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('llms-full/guides.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/fonts/inter.woff2')).toBe('font/woff2');
    expect(contentTypeOf('README')).toBe('application/octet-stream');
    expect(isCompressible('intro/overview/getting-started.md')).toBe(true);
    expect(isCompressible('llms.txt')).toBe(true);
    expect(isCompressible('img/social-card.png')).toBe(false);
  });
});
