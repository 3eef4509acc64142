import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptLoader, ssrTemplate } from '../../plugins/client-bundle/ssr-template';
import { checkPreloadedFont, preloadedFont, preloadedFontPath } from '../../plugins/client-bundle/font-preload';

// The template engine and options Docusaurus compiles `ssrTemplate` with (core/lib/ssg/ssgTemplate.js).
const coreRequire = createRequire(path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib'));
const eta = coreRequire('eta') as {
  compile(template: string, options: object): (data: object, config: object) => string;
  defaultConfig: object;
};

function render(scripts: string[]): string {
  const compiled = eta.compile(ssrTemplate.trim(), { rmWhitespace: true });
  return compiled(
    {
      appHtml: '<main>page</main>',
      baseUrl: '/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '<link rel="preload" as="font" href="/assets/fonts/f.woff2">',
      preBodyTags: '<script>theme()</script>',
      postBodyTags: '',
      metaAttributes: ['<title>T</title>'],
      scripts,
      stylesheets: ['assets/css/styles.abc.css'],
      noIndex: false,
      version: '3.10.2',
    },
    eta.defaultConfig,
  );
}

describe('page template', () => {
  const scripts = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/17896441.3.js'];
  const html = render(scripts);

  it('preloads main.js and lists the other scripts, in order, with no script tag that runs before the paint', () => {
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" data-entry href="/assets/js/main.2.js" />',
    );
    const listed = [...html.matchAll(/data-entry (?:href|content)="([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(scripts.map((s) => `/${s}`));
    expect(html).not.toMatch(/<script [^>]*src=/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.abc.css" />');
  });

  it('keeps the page around the app: head tags, the theme script before the app, the loader last', () => {
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en">/);
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('href="/assets/fonts/f.woff2"');
    expect(html.indexOf('<script>theme()</script>')).toBeLessThan(
      html.indexOf('<div id="__docusaurus"><main>page</main></div>'),
    );
    // The engine trims each line's indentation; the loader is otherwise as written, and last.
    const tail = html.slice(html.lastIndexOf('<script>'));
    expect(tail).toMatch(/<\/script>\s*<\/body>\s*<\/html>\s*$/);
    const last = tail.slice('<script>'.length, tail.indexOf('</script>'));
    const squash = (text: string) => text.replace(/\s+/g, '');
    expect(squash(last)).toBe(squash(scriptLoader));
  });

  it('adds the listed scripts in order, once two animation frames have passed', () => {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const entries = ['/r.js', '/m.js', '/c.js'].map((url, i) => ({
      getAttribute: (name: string) => (name === (i === 1 ? 'href' : 'content') ? url : null),
    }));
    const document = {
      querySelectorAll: () => entries,
      createElement: () => ({ src: '', async: true }),
      body: {
        appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src} async=${script.async}`),
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', scriptLoader)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(added).toEqual([]);
    frames.shift()?.();
    frames.shift()?.();
    // The 300 ms fallback and the after-paint timer; whichever runs first adds the scripts, once.
    for (const timer of timers.reverse()) timer();
    expect(added).toEqual(['/r.js async=false', '/m.js async=false', '/c.js async=false']);
  });
});

describe('font preload', () => {
  it('preloads the file the stylesheet uses for Latin text, under the name the bundler gives it', () => {
    const css = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
    expect(css).toContain(`url('~${preloadedFont}')`);
    expect(preloadedFontPath()).toMatch(/^assets\/fonts\/inter-latin-wght-normal-[0-9a-f]{32}\.woff2$/);
  });

  it('fails the build when the build has no file at that path', () => {
    expect(() => checkPreloadedFont(path.join(__dirname, '../fixtures'), preloadedFontPath())).toThrow(
      /preloaded font .* is not in the build.*font-preload\.ts/,
    );
  });
});
