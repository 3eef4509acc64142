/**
 * The client-bundle plugin's upgrade checks: the upstream-file record, the bundler replacements and
 * each page's script list. Each check gets a known-bad sample.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkUpstream,
  describeChange,
  fileParts,
  readInstalled,
  readManifest,
  recordInstalled,
  type UpstreamRecord,
} from '../../plugins/client-bundle/upstream';
import { missingChunks, replacementProblems, type BuiltModule } from '../../plugins/client-bundle/bundle-checks';
import { deferredEntry } from '../../plugins/client-bundle/entry';
import { listedScripts, mainScriptFile, pageScriptProblems } from '../../plugins/client-bundle/page-scripts';

const siteDir = path.resolve(__dirname, '../..');

describe('upstream files the forks depend on', () => {
  const records = readManifest();

  it('match the installed packages (the build runs the same check)', () => {
    expect(() => checkUpstream(siteDir, records)).not.toThrow();
    expect(recordInstalled(siteDir, records)).toEqual(records);
  });

  it('record every Docusaurus file at the pinned Docusaurus version', () => {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const pinned = pkg.dependencies['@docusaurus/core'];
    for (const record of records.filter((r) => r.package.startsWith('@docusaurus/')))
      expect(record.version, record.file).toBe(pinned);
  });

  it('splits a file into its top-level declarations', () => {
    const source = [
      '/** header */',
      "import a from 'a';",
      "import b from 'b';",
      'const x = 1;',
      'export function run() {',
      '  const inner = 2;',
      '}',
      'exports.default = `template`;',
    ].join('\n');
    expect([...fileParts(source).keys()]).toEqual(['(top of file)', 'imports', 'x', 'run', 'exports.default']);
  });

  const record: UpstreamRecord = (() => {
    const original = records.find((r) => r.file === 'lib/client/docusaurus.js');
    if (!original) throw new Error('upstream-record.json has no record of core client/docusaurus.js');
    return original;
  })();
  const installed = readInstalled(siteDir, record);
  const source = installed.source ?? '';

  it('names the declarations that changed, appeared or went, and both versions', () => {
    expect(describeChange(record, installed)).toBeNull();
    const changed = source
      .replace('const fetched = new Set();', 'const fetched = new Map();')
      .concat('\nexport const prefetchAll = () => {};\n')
      .replace(/^const canPreload = .*\n/m, '');
    expect(describeChange(record, { version: '3.11.0', source: changed })).toBe(
      '@docusaurus/core/lib/client/docusaurus.js (3.10.2 -> 3.11.0) changed: fetched; added: prefetchAll; ' +
        'removed: canPreload; used by plugins/client-bundle/route-data/docusaurus.ts',
    );
  });

  it('names a file that is gone, and a new version of the same file', () => {
    expect(describeChange(record, { version: '3.11.0', source: null })).toMatch(
      /^@docusaurus\/core\/lib\/client\/docusaurus\.js \(3\.10\.2 -> 3\.11\.0\) no longer exists; used by/,
    );
    expect(describeChange(record, { version: '3.10.3', source })).toMatch(/is the same file under a new version/);
  });

  it('stops the build with every change listed', () => {
    const stale = records.map((r) => (r === record ? { ...r, sha256: '0'.repeat(64), parts: { fetched: 'x' } } : r));
    expect(() => checkUpstream(siteDir, stale)).toThrow(
      /1 upstream file\(s\) the site's forks depend on changed:\n- @docusaurus\/core\/lib\/client\/docusaurus\.js .*changed: fetched.*npm run upstream:record/s,
    );
  });
});

describe('bundler replacements', () => {
  const ours = (file: string): BuiltModule => ({ resource: file, identifier: `javascript/auto|${file}` });
  const production: BuiltModule[] = [
    ours('/site/plugins/client-bundle/empty-client-module.ts'),
    ours('/site/plugins/client-bundle/highlight.tsx'),
    ours('/site/plugins/client-bundle/route-data/ComponentCreator.tsx'),
    // Rspack keeps the upstream file in the identifier of a module replaced by path; its file is ours.
    {
      resource: '/site/plugins/client-bundle/route-data/docusaurus.ts',
      identifier:
        'builtin:swc-loader??ruleSet[1].rules[5].use[0]!/site/node_modules/@docusaurus/core/lib/client/docusaurus.js',
    },
    {
      resource: '/site/plugins/client-bundle/route-data/preload.ts',
      identifier:
        'builtin:swc-loader??ruleSet[1].rules[5].use[0]!/site/node_modules/@docusaurus/core/lib/client/preload.js',
    },
    {
      resource: '/site/plugins/client-bundle/render-to-html.ts',
      identifier:
        'builtin:swc-loader??ruleSet[1].rules[5].use[0]!/site/node_modules/@docusaurus/core/lib/client/renderToHtml.js',
    },
    {
      resource: '/site/plugins/client-bundle/browser-context.tsx',
      identifier:
        'builtin:swc-loader??ruleSet[1].rules[5].use[0]!/site/node_modules/@docusaurus/core/lib/client/browserContext.js',
    },
    {
      resource: '/site/.docusaurus/registry.js',
      identifier:
        'javascript/auto|/site/plugins/client-bundle/route-data-loader.cjs??ruleSet[1]!/site/.docusaurus/registry.js',
    },
    {
      resource: '/site/.docusaurus/routes.js',
      identifier: 'javascript/auto|/site/plugins/client-bundle/route-table-loader.cjs!/site/.docusaurus/routes.js',
    },
    {
      resource: '/site/node_modules/react-router/esm/react-router.js',
      identifier:
        'javascript/auto|/site/plugins/client-bundle/react-router-loader.cjs!/site/node_modules/react-router/esm/react-router.js',
    },
    {
      resource: '/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js',
      identifier:
        'javascript/auto|/site/plugins/client-bundle/shallow-memo-loader.cjs!/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js',
    },
    {
      resource: '/site/node_modules/react-dom/cjs/react-dom-client.production.js',
      identifier:
        'javascript/auto|/site/plugins/client-bundle/react-dom-loader.cjs!/site/node_modules/react-dom/cjs/react-dom-client.production.js',
    },
    {
      resource: '/site/node_modules/react-helmet-async/lib/index.module.js',
      identifier:
        'javascript/auto|/site/plugins/client-bundle/helmet-loader.cjs!/site/node_modules/react-helmet-async/lib/index.module.js',
    },
    ours('/site/node_modules/@docusaurus/core/lib/client/clientEntry.js'),
    ours('/site/plugins/client-bundle/deferred-entry.ts'),
  ];

  it('accepts a build where every replacement applied', () => {
    expect(replacementProblems(production, { server: false, production: true })).toEqual([]);
    expect(replacementProblems(production, { server: true, production: true })).toEqual([]);
  });

  it('names an upstream module that was bundled instead of its replacement', () => {
    const upstream = [
      ...production.filter((m) => !m.resource?.includes('route-data/docusaurus.ts')),
      ours('/site/node_modules/@docusaurus/core/lib/client/docusaurus.js'),
      ours('/site/node_modules/@docusaurus/core/lib/client/preload.js'),
      ours('/site/node_modules/prism-react-renderer/dist/index.mjs'),
    ];
    expect(replacementProblems(upstream, { server: false, production: true })).toEqual([
      'prism-react-renderer (a Prism with ~20 grammars on every page with code) replaced by highlight.tsx (an alias in index.ts): the upstream module was bundled (/site/node_modules/prism-react-renderer/dist/index.mjs)',
      "core's client/docusaurus.js (prefetch and preload) replaced by route-data/docusaurus.ts (NormalModuleReplacementPlugin in index.ts): the upstream module was bundled (/site/node_modules/@docusaurus/core/lib/client/docusaurus.js)",
      "core's client/docusaurus.js (prefetch and preload) replaced by route-data/docusaurus.ts (NormalModuleReplacementPlugin in index.ts): the replacement was not bundled",
      "core's client/preload.js replaced by route-data/preload.ts, which resolves route sections (NormalModuleReplacementPlugin in index.ts): the upstream module was bundled (/site/node_modules/@docusaurus/core/lib/client/preload.js)",
    ]);
  });

  it("names core's useIsBrowser context bundled in the browser instead of the one that updates in a transition", () => {
    const upstream = [
      ...production.filter((m) => !m.resource?.includes('browser-context.tsx')),
      ours('/site/node_modules/@docusaurus/core/lib/client/browserContext.js'),
    ];
    expect(replacementProblems(upstream, { server: false, production: false })).toEqual([
      "core's client/browserContext.js (useIsBrowser) replaced by browser-context.tsx, whose update is a transition (NormalModuleReplacementPlugin in index.ts): the upstream module was bundled (/site/node_modules/@docusaurus/core/lib/client/browserContext.js)",
      "core's client/browserContext.js (useIsBrowser) replaced by browser-context.tsx, whose update is a transition (NormalModuleReplacementPlugin in index.ts): the replacement was not bundled",
    ]);
    // The server render never runs the effect: core's module is fine there.
    expect(replacementProblems(upstream, { server: true, production: true })).toEqual([]);
  });

  it("names core's stream render bundled into the server instead of the string render", () => {
    const upstream = [
      ...production.filter((m) => !m.resource?.includes('render-to-html.ts')),
      ours('/site/node_modules/@docusaurus/core/lib/client/renderToHtml.js'),
    ];
    expect(replacementProblems(upstream, { server: true, production: true })).toEqual([
      "core's client/renderToHtml.js (the static generation's stream render) replaced by render-to-html.ts, which renders a page to a string (NormalModuleReplacementPlugin in index.ts): the upstream module was bundled (/site/node_modules/@docusaurus/core/lib/client/renderToHtml.js)",
      "core's client/renderToHtml.js (the static generation's stream render) replaced by render-to-html.ts, which renders a page to a string (NormalModuleReplacementPlugin in index.ts): the replacement was not bundled",
    ]);
    // Only the static generation renders to HTML: the browser and the dev server keep core's.
    expect(replacementProblems(upstream, { server: false, production: true })).toEqual([]);
    expect(replacementProblems(upstream, { server: true, production: false })).toEqual([]);
  });

  it("names a client build whose main.js starts with core's entry instead of the deferred one", () => {
    const coreEntry = production.filter((m) => !m.resource?.endsWith('deferred-entry.ts'));
    expect(replacementProblems(coreEntry, { server: false, production: true })).toEqual([
      "main.js's entry: deferred-entry.ts, which starts core's client/clientEntry.js in tasks of its own (entry.ts, set in index.ts): the replacement was not bundled",
    ]);
    // The server build and the dev server keep core's entry.
    expect(replacementProblems(coreEntry, { server: true, production: true })).toEqual([]);
    expect(replacementProblems(coreEntry, { server: false, production: false })).toEqual([]);
  });

  it("replaces core's client entry, and stops on any other entry", () => {
    const coreDir = '/site/node_modules/@docusaurus/core';
    expect(deferredEntry(`${coreDir}/lib/client/clientEntry.js`, coreDir)).toBe(
      path.resolve(__dirname, '../../plugins/client-bundle/deferred-entry.ts'),
    );
    for (const entry of [
      `${coreDir}/lib/client/clientEntryNext.js`,
      [`${coreDir}/lib/client/clientEntry.js`],
      undefined,
    ])
      expect(() => deferredEntry(entry, coreDir)).toThrow(/review that file/);
  });

  it("names react-router's module when it did not go through the loader that installs the static matchPath", () => {
    const unloaded = production.map((m) =>
      m.resource?.endsWith('react-router.js') ? { ...m, identifier: `javascript/auto|${m.resource}` } : m,
    );
    expect(replacementProblems(unloaded, { server: false, production: false })).toEqual([
      "react-router's matchPath wrapped by route-data/static-match-path.ts (react-router-loader.cjs, a loader rule in index.ts): the replacement was not bundled",
    ]);
  });

  it("names theme-common's React utilities when they did not go through the loader that sorts without a collator", () => {
    const unloaded = production.map((m) =>
      m.resource?.endsWith('reactUtils.js') ? { ...m, identifier: `javascript/auto|${m.resource}` } : m,
    );
    const problem =
      "theme-common's useShallowMemoObject sorting its keys without a collator (shallow-memo-loader.cjs, a loader rule in index.ts): the replacement was not bundled";
    expect(replacementProblems(unloaded, { server: false, production: true })).toEqual([problem]);
    expect(replacementProblems(unloaded, { server: false, production: false })).toEqual([problem]);
  });

  it("names react-helmet-async's module when the server build did not take it through the lazy-head loader", () => {
    const unloaded = production.map((m) =>
      m.resource?.endsWith('index.module.js') ? { ...m, identifier: `javascript/auto|${m.resource}` } : m,
    );
    expect(replacementProblems(unloaded, { server: true, production: true })).toEqual([
      "react-helmet-async's server head computed once per render (helmet-loader.cjs, a loader rule in index.ts): the replacement was not bundled",
    ]);
    // The browser keeps the original: its head is updated in the document, once per frame.
    expect(replacementProblems(unloaded, { server: false, production: true })).toEqual([]);
  });

  it('names a generated file that did not go through its loader', () => {
    const unloaded = production.map((m) =>
      m.resource?.endsWith('registry.js') ? { ...m, identifier: `javascript/auto|${m.resource}` } : m,
    );
    expect(replacementProblems(unloaded, { server: true, production: true })).toEqual([
      '.docusaurus/registry.js turned into route data by group (route-data-loader.cjs, a loader rule in index.ts): the replacement was not bundled',
    ]);
  });

  it('leaves the production-only replacements out of the dev server check', () => {
    const dev = production.filter((m) =>
      /empty-client-module|highlight|browser-context|react-router\.js|reactUtils\.js/.test(m.resource ?? ''),
    );
    expect(replacementProblems(dev, { server: false, production: false })).toEqual([]);
    expect(replacementProblems(dev, { server: false, production: true })).toHaveLength(7);
  });

  it('names a split chunk the build did not make', () => {
    expect(missingChunks(['main', 'docsearch-modal', null])).toEqual([]);
    expect(missingChunks(['main', 'styles'])).toEqual([
      "the search modal's stylesheet in its own chunk (a split-chunks rule on @docsearch/css/dist/modal.css in index.ts): no chunk 'docsearch-modal' was made",
    ]);
  });
});

describe('page script lists', () => {
  const mainFile = 'assets/js/main.7e27902a.js';
  const page = (head: string) =>
    `<!doctype html><html><head>${head}</head><body><div id=__docusaurus></div></body></html>`;
  const good = page(
    '<meta name=cairn-script data-entry content=/assets/js/runtime~main.1.js />' +
      `<link rel=preload as=script fetchpriority=low data-entry href=/${mainFile} />` +
      '<meta name="cairn-script" data-entry content="/assets/js/route-data-library.2.js" />',
  );

  it('reads the listed scripts, quoted or not, in order', () => {
    expect(listedScripts(good)).toEqual([
      { url: '/assets/js/runtime~main.1.js', preloaded: false },
      { url: `/${mainFile}`, preloaded: true },
      { url: '/assets/js/route-data-library.2.js', preloaded: false },
    ]);
    expect(pageScriptProblems(good, mainFile)).toEqual([]);
  });

  it('names a page that preloads no script, or another one than main.js', () => {
    const none = good.replace(/<link rel=preload[^>]*>/, `<meta name=cairn-script data-entry content=/${mainFile} />`);
    expect(pageScriptProblems(none, mainFile)).toEqual([
      `preloads no script instead of ${mainFile} (ssr-template.ts finds main.js by the file name 'main.')`,
    ]);
    expect(pageScriptProblems(good, 'assets/js/entry.abc.js')[0]).toMatch(
      /^preloads \/assets\/js\/main\.7e27902a\.js instead of/,
    );
  });

  it('names a page whose route scripts the manifest did not find', () => {
    const noRouteData = good.replace(/<meta name="cairn-script"[^>]*>/, '');
    expect(pageScriptProblems(noRouteData, mainFile)).toEqual([expect.stringMatching(/^lists no route-data script/)]);
  });

  it("takes main.js from the client manifest's one entry, and refuses a manifest without one", () => {
    const manifest = { entrypoints: ['main'], assets: { main: { js: [{ file: mainFile }] } } };
    expect(mainScriptFile(manifest)).toBe(mainFile);
    expect(() => mainScriptFile({ ...manifest, entrypoints: ['main', 'other'] })).toThrow(/one entry with one script/);
    expect(() => mainScriptFile({ entrypoints: ['main'], assets: {} })).toThrow(/one entry with one script/);
  });
});
