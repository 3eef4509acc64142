import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptLoader, ssrTemplate, templateFieldsMissing } from '../../plugins/client-bundle/ssr-template';

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
      headTags: '<link rel="icon" href="/img/favicon.ico">',
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
    expect(html).toContain('<link rel="icon" href="/img/favicon.ico">');
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

  /** Runs the loader against a fake page; the test drives its animation frames and timers. */
  function runLoader() {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { delay: number; callback: () => void }[] = [];
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
      (callback: () => void, delay = 0) => timers.push({ delay, callback }),
    );
    /** Runs the timers due after at most `ms`, as a browser would before the later ones. */
    const runTimers = (ms: number) => {
      const due = timers.filter((t) => t.delay <= ms);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const timer of due) timer.callback();
    };
    return { added, frames, runTimers };
  }
  const inOrder = ['/r.js async=false', '/m.js async=false', '/c.js async=false'];

  it('adds the listed scripts in order once two animation frames have passed, long before the fallback', () => {
    const { added, frames, runTimers } = runLoader();
    runTimers(0);
    expect(added, 'nothing runs before the first frame').toEqual([]);
    frames.shift()?.();
    runTimers(0);
    expect(added, 'nor after only one frame: it is drawn, not yet on screen').toEqual([]);
    frames.shift()?.();
    runTimers(0);
    expect(added).toEqual(inOrder);
  });

  it('adds them after 300 ms in a tab that gets no animation frames, and only once in all', () => {
    const { added, frames, runTimers } = runLoader();
    runTimers(299);
    expect(added).toEqual([]);
    runTimers(300);
    expect(added).toEqual(inOrder);
    frames.shift()?.();
    frames.shift()?.();
    runTimers(Infinity);
    expect(added).toEqual(inOrder);
  });
});

describe('page template against the upstream one', () => {
  const upstream = coreRequire('./lib/ssg/ssgTemplate.html.js') as { default: string };

  it("reads every field of the data Docusaurus's own template reads", () => {
    expect(templateFieldsMissing(upstream.default)).toEqual([]);
  });

  it('names a field the upstream template reads and the copy drops', () => {
    const withNewField = upstream.default.replace('</head>', '<%~ it.headScripts %></head>');
    expect(templateFieldsMissing(withNewField)).toEqual(['headScripts']);
    expect(templateFieldsMissing(upstream.default, ssrTemplate.replace('<%~ it.postBodyTags %>', ''))).toEqual([
      'postBodyTags',
    ]);
  });
});
