import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageTermsOf } from '../../plugins/search/build-index';
import { pageContentKey, readSiteRecords, siteIndexOptions } from '../../plugins/search/site-index';

const work = mkdtempSync(path.join(tmpdir(), 'cairn-page-records-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A built page as scripts/build.ts writes it (not minified), with the build's own hashes and time. */
const page = (title: string, text: string, buildHash: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta name="build-time" content="2026-11-26T19:0${buildHash.length}:00Z">` +
  `<meta name="cairn-script" data-entry content="/assets/js/runtime~main.${buildHash}.js" />\n` +
  `<link rel="preload" as="script" href="/assets/js/main.${buildHash}.js"/><link rel="stylesheet" href="/assets/css/styles.${buildHash}.css"/>` +
  `<meta data-rh="true" name="docsearch:language" content="en"/><title>${title} | Cairn Docs</title></head>` +
  `<body><div id="__docusaurus"><main><article><header><h1>${title}</h1></header><p>${text}</p></article></main></div>` +
  `<script>(function () {\nvar s = '${buildHash}';\n})();</script></body></html>`;

/** The same page as Docusaurus's HTML minifier wrote it before scripts/build.ts turned it off. */
const minifiedPage = (title: string, text: string, buildHash: string) =>
  `<!doctype html><html lang=en><head><meta name=build-time content=2026-11-26T19:0${buildHash.length}:00Z>` +
  `<meta name=cairn-script data-entry content=/assets/js/runtime~main.${buildHash}.js />` +
  `<link rel=preload as=script href=/assets/js/main.${buildHash}.js><link rel=stylesheet href=/assets/css/styles.${buildHash}.css>` +
  `<meta data-rh=true name=docsearch:language content=en /><title>${title} | Cairn Docs</title></head>` +
  `<body><div id=__docusaurus><main><article><header><h1>${title}</h1></header><p>${text}</p></article></main></div>` +
  `<script>(function(){var s='${buildHash}'})()</script></body></html>`;

function writeBuild(dir: string, pages: Record<string, string>): void {
  for (const [route, html] of Object.entries(pages)) {
    mkdirSync(path.join(dir, route), { recursive: true });
    writeFileSync(path.join(dir, route, 'index.html'), html);
  }
}

describe('records of the built pages, cached by page content', () => {
  it.each([
    ['as built', page],
    ['minified', minifiedPage],
  ])("keys a page (%s) by its content, not by the build's hashes and time", (_, form) => {
    const a = form('VPC', 'Flow logs go to S3.', 'aaaa1111');
    expect(pageContentKey(a)).toBe(pageContentKey(form('VPC', 'Flow logs go to S3.', 'bbbb2222')));
    expect(pageContentKey(a)).not.toBe(pageContentKey(form('VPC', 'Flow logs go to CloudWatch.', 'aaaa1111')));
  });

  it('parses only the pages whose content changed since the last build, with the same records', () => {
    const cacheDir = path.join(work, 'cache');
    const outDir = path.join(work, 'build');
    const job = { outDir, routesPaths: ['/a/', '/b/', '/a/', '/tags/x/'], bundleDir: 'search-index', cacheDir };
    writeBuild(outDir, { a: page('Alpha', 'First text.', 'h1'), b: page('Beta', 'Second text.', 'h1') });
    const first = readSiteRecords(job);
    expect(first).toMatchObject({ pages: 2, pagesFromCache: 0 });

    // A rebuild: new hashes everywhere, one page's text edited.
    writeBuild(outDir, { a: page('Alpha', 'First text.', 'h2'), b: page('Beta', 'Second text, edited.', 'h2') });
    const second = readSiteRecords(job);
    expect(second).toMatchObject({ pages: 2, pagesFromCache: 1 });
    expect(JSON.stringify(second.records)).toContain('edited');
    rmSync(cacheDir, { recursive: true });
    expect(readSiteRecords(job).records).toEqual(second.records);
  });

  it("keeps each page's terms with its records: an unchanged page's come from the cache", () => {
    const cacheDir = path.join(work, 'terms-cache');
    const outDir = path.join(work, 'build3');
    const job = { outDir, routesPaths: ['/a/', '/b/'], bundleDir: 'search-index', cacheDir };
    writeBuild(outDir, { a: page('Alpha', 'First text.', 'h1'), b: page('Beta', 'Second text.', 'h1') });
    const first = readSiteRecords(job);
    const recordsOf = (route: string) => first.records.filter((r) => r.url.replace(/#.*$/, '') === route);
    expect(first.termsOf('/a/')).toEqual(pageTermsOf(recordsOf('/a/'), siteIndexOptions));
    expect(first.termsOf('/a/')?.terms).toContain('alpha');

    // A mark in the cached terms of /a/ shows that a rebuild takes them from the cache; /b/, edited,
    // is tokenized again.
    const file = path.join(cacheDir, 'page-records.json');
    const cache = JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, { terms: { terms: string[] } }> };
    cache.pages['/a/'].terms.terms.push('markfromcache');
    writeFileSync(file, JSON.stringify(cache));
    writeBuild(outDir, { a: page('Alpha', 'First text.', 'h2'), b: page('Beta', 'Second text, edited.', 'h2') });
    const second = readSiteRecords(job);
    expect(second).toMatchObject({ pages: 2, pagesFromCache: 1 });
    expect(second.termsOf('/a/')?.terms).toContain('markfromcache');
    expect(second.termsOf('/b/')?.terms).toContain('edited');
    expect(second.termsOf('/b/')?.terms).not.toContain('markfromcache');
    expect(second.termsOf('/nowhere/')).toBeUndefined();
  });

  it('reads every page afresh when the cache does not parse', () => {
    const cacheDir = path.join(work, 'broken-cache');
    const outDir = path.join(work, 'build2');
    writeBuild(outDir, { a: page('Alpha', 'First text.', 'h1') });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path.join(cacheDir, 'page-records.json'), '{"extractor": "x", "pages": {');
    const job = { outDir, routesPaths: ['/a/'], bundleDir: 'search-index', cacheDir };
    expect(readSiteRecords(job)).toMatchObject({ pages: 1, pagesFromCache: 0 });
    expect(JSON.parse(readFileSync(path.join(cacheDir, 'page-records.json'), 'utf8'))).toHaveProperty('pages./a/');
  });
});
