import { describe, expect, it } from 'vitest';
import { buildFileIndex, resolvePath } from '../../scripts/serve/resolve';

const index = buildFileIndex([
  'index.html',
  '404.html',
  'assets/js/main.abc.js',
  'intro/overview/getting-started/index.html',
  'refarch/access/how-to-auth-CLI/index.html',
  'img/logo.svg',
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
});
