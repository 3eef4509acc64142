// @vitest-environment node
/**
 * plugins/client-bundle/helmet-loader.cjs, checked with react-helmet-async itself: the same heads are
 * rendered on the server with the module as the loader changes it and with the original, and every
 * field of the helmet Docusaurus reads must be the same. The patched module must also serialize the
 * head once per render, not once per `<Head>`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { installLazyServerHelmet, helmetFields } = require('../../plugins/client-bundle/helmet-loader.cjs') as {
  installLazyServerHelmet: (source: string) => string;
  helmetFields: string[];
};

const moduleFile = path.join(path.dirname(require.resolve('react-helmet-async/package.json')), 'lib/index.module.js');
const original = readFileSync(moduleFile, 'utf8');

interface HelmetModule {
  Helmet: (props: Record<string, unknown>) => ReactNode;
  HelmetProvider: (props: { context: object; children?: ReactNode }) => ReactNode;
}
type ServerHelmet = Record<string, { toString(): string }>;

// Inside the project, so that the modules' bare imports (react, prop-types, ...) resolve as in the build.
const cacheDir = path.join(__dirname, '../../node_modules/.cache');
mkdirSync(cacheDir, { recursive: true }); // absent in a fresh clone
const work = mkdtempSync(path.join(cacheDir, 'helmet-patch-'));
let patched: HelmetModule;
let upstream: HelmetModule;

beforeAll(async () => {
  const load = async (name: string, source: string) => {
    const file = path.join(work, name);
    writeFileSync(file, source);
    return (await import(pathToFileURL(file).href)) as HelmetModule;
  };
  patched = await load('patched.mjs', installLazyServerHelmet(original));
  upstream = await load('original.mjs', original);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What Docusaurus takes from a server render: each field of the helmet, as a string. */
function render(lib: HelmetModule, heads: (H: HelmetModule['Helmet']) => ReactNode[]) {
  const context: { helmet?: ServerHelmet } = {};
  const html = renderToString(h(lib.HelmetProvider, { context }, h('main', null, ...heads(lib.Helmet))));
  const helmet = context.helmet ?? {};
  return {
    html,
    keys: Object.keys(helmet),
    fields: Object.fromEntries(helmetFields.map((f) => [f, String(helmet[f])])),
  };
}

/** Heads like a docs page's: site defaults, then the page's, overriding some. */
const pageHeads = (Helmet: HelmetModule['Helmet']): ReactNode[] => [
  h(
    Helmet,
    { key: 1, titleTemplate: '%s | Cairn Docs', defaultTitle: 'Cairn Docs' },
    h('html', { lang: 'en', dir: 'ltr' }),
    h('body', { className: 'plugin-docs' }),
    h('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    h('meta', { property: 'og:type', content: 'website' }),
  ),
  h(Helmet, { key: 2 }, h('link', { rel: 'canonical', href: 'https://docs.example/a' })),
  h(Helmet, { key: 3 }, h('link', { rel: 'alternate', href: 'https://docs.example/a', hrefLang: 'en' })),
  h(
    Helmet,
    { key: 4 },
    h('title', null, 'VPC module'),
    h('meta', { name: 'description', content: 'A "VPC" & <subnets>' }),
    h('meta', { name: 'twitter:card', content: 'summary' }),
  ),
  h(Helmet, { key: 5 }, h('script', { type: 'application/ld+json' }, '{"@type":"BreadcrumbList"}')),
  h(Helmet, { key: 6 }, h('link', { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/d/1.json' })),
  h(Helmet, { key: 7 }, h('base', { href: '/' }), h('noscript', null, '<p>JavaScript is off</p>')),
  h(Helmet, { key: 8 }, h('style', null, 'body{color:red}')),
];

describe('react-helmet-async with the lazy server head (helmet-loader.cjs)', () => {
  it('gives Docusaurus the same head as the original, field by field', () => {
    const a = render(patched, pageHeads);
    const b = render(upstream, pageHeads);
    expect(a.html).toBe(b.html);
    expect(a.keys).toEqual(b.keys);
    expect(a.keys.sort()).toEqual([...helmetFields].sort());
    expect(a.fields).toEqual(b.fields);
    expect(a.fields.title).toBe('<title data-rh="true">VPC module | Cairn Docs</title>');
    expect(a.fields.meta).toContain('content="summary"');
    expect(a.fields.meta).not.toContain('summary_large_image');
  });

  it('gives the same head for a page with one <Head> and for one with none', () => {
    const one = (Helmet: HelmetModule['Helmet']) => [h(Helmet, { key: 1 }, h('title', null, 'Only'))];
    expect(render(patched, one).fields).toEqual(render(upstream, one).fields);
    expect(render(patched, () => []).fields).toEqual(render(upstream, () => []).fields);
  });

  it('reduces the heads once per render, when the head is read, not once per <Head>', () => {
    // A meta name that counts how often react-helmet-async reads it to reduce the heads.
    const reductions = (lib: HelmetModule) => {
      let count = 0;
      const name = (i: number) => ({
        toLowerCase() {
          count += 1;
          return `m${i}`;
        },
        toString: () => `m${i}`,
      });
      render(lib, (Helmet) =>
        Array.from({ length: 8 }, (_, i) => h(Helmet, { key: i }, h('meta', { name: name(i), content: 'x' }))),
      );
      return count;
    };
    // 8 <Head>s: each tag read once with the patch; without it, again after each later <Head>
    // (1 + 2 + ... + 8 = 36).
    expect(reductions(patched)).toBe(8);
    expect(reductions(upstream)).toBe(36);
  });

  it('fails the build, naming the loader, when the module no longer reads as 1.3.0 did', () => {
    expect(() => installLazyServerHelmet(original.replace('q.canUseDOM=U', 'q.canUseDOM=X'))).toThrow(
      /react-helmet-async's ESM build no longer reads as react-helmet-async 1\.3\.0's did.*helmet-loader\.cjs/,
    );
  });
});
