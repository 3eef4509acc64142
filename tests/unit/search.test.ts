import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractRecords } from '../../plugins/search/extract';
import { recordsFromMarkdown, headingAnchor } from '../../plugins/search/dev-records';
import { isIndexed } from '../../plugins/search';
import {
  escapeHtml,
  highlight,
  normalizeQuery,
  pageOf,
  readRequest,
  recordMatches,
  snippet,
  toHit,
  toPagefindFilters,
  maxQueryChars,
} from '../../src/search/local-engine';
import { createLocalSearchClient, type PagefindApi } from '../../src/search/local-client';

const fixture = readFileSync(path.join(__dirname, '../fixtures/search/doc-page.html'), 'utf8');

describe('search record extractor (rendered HTML -> records)', () => {
  const records = extractRecords(fixture, '/reference/modules/terraform-aws-vpc/vpc-app/');

  it('gives one record per section, with the section, title, heading chain and anchor', () => {
    expect(records.map((r) => [r.url, r.type, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['/reference/modules/terraform-aws-vpc/vpc-app/', 'lvl1', null, null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#when-to-use-it', 'lvl2', 'When to use it', null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#sizing', 'lvl3', 'When to use it', 'Sizing'],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#usage', 'lvl2', 'Usage', null],
    ]);
    for (const r of records) {
      expect(r.hierarchy.lvl0).toBe('Modules');
      expect(r.hierarchy.lvl1).toBe('VPC app');
      expect(r.language).toBe('en');
      expect(r.tags).toEqual(['docs-default-current']);
    }
  });

  it('keeps paragraph, list, table and code text, and drops navigation, scripts, buttons and anchors', () => {
    expect(records[0].content).toBe('Creates a VPC with three subnet tiers & NAT gateways.');
    expect(records[1].content).toBe('Use it for app environments. Public subnets Private app subnets');
    expect(records[2].content).toBe('Name num_nat_gateways Number of NAT gateways');
    expect(records[3].content).toBe('module "vpc" { cidr_block = "10.10.0.0/16" }');
    const all = JSON.stringify(records);
    for (const gone of [
      'script text',
      'Copy',
      'Edit this page',
      'Copyright',
      'Find a module',
      'Breadcrumbs',
      'Modules › vpc-app',
      '\u200b',
    ])
      expect(all).not.toContain(gone);
  });

  it('indexes nothing for pages marked noindex or without content', () => {
    expect(extractRecords(fixture.replace('<head>', '<head><meta name="robots" content="noindex">'), '/x')).toEqual([]);
    expect(extractRecords('<html><body><p>no main</p></body></html>', '/x')).toEqual([]);
  });

  it('names the section by site area when there is no sidebar', () => {
    const html =
      '<html lang="en"><head><meta name="docusaurus_tag" content="default"></head><body><main><h1>Discussion</h1><p>Text</p></main></body></html>';
    const [r] = extractRecords(html, '/discussions/knowledge-base/12');
    expect(r.hierarchy.lvl0).toBe('Knowledge Base');
    expect(r.tags).toEqual(['default']);
  });

  it('leaves out the search page, tag pages and test routes', () => {
    expect(['/search', '/tags/vpc', '/tags', '/__test__/crash', '/intro'].map(isIndexed)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('development records (markdown sources)', () => {
  it('splits at headings with the anchors Docusaurus gives them', () => {
    const md =
      '---\ntitle: X\n---\n\nIntro with [a link](./y.md).\n\n## Set it up\n\nRun `terraform init`.\n\n```hcl\n## not a heading\n```\n\n### Details {#custom}\n\nMore.';
    const records = recordsFromMarkdown(md, '/guides/x', 'X');
    expect(records.map((r) => [r.url, r.content])).toEqual([
      ['/guides/x', 'Intro with a link.'],
      ['/guides/x#set-it-up', 'Run terraform init . hcl not a heading'],
      ['/guides/x#custom', 'More.'],
    ]);
    expect(headingAnchor('Why `num_nat_gateways` matters?')).toEqual({
      text: 'Why num_nat_gateways matters?',
      id: 'why-num_nat_gateways-matters',
    });
  });
});

describe('local search engine', () => {
  it('turns contextual facet filters into Pagefind filters (outer AND, inner OR)', () => {
    expect(
      toPagefindFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    ).toEqual({
      all: [
        { any: [{ language: 'en' }] },
        { any: [{ docusaurus_tag: 'default' }, { docusaurus_tag: 'docs-default-current' }] },
      ],
    });
    expect(toPagefindFilters(undefined)).toEqual({});
    expect(toPagefindFilters('language:fr')).toEqual({ all: [{ any: [{ language: 'fr' }] }] });
  });

  it('reads both request forms and bounds the page size', () => {
    expect(readRequest({ indexName: 'i', query: 'vpc', hitsPerPage: 20, page: 2 })).toMatchObject({
      query: 'vpc',
      page: 2,
      hitsPerPage: 20,
      indexName: 'i',
    });
    expect(
      readRequest({
        indexName: 'i',
        params: 'query=vpc&page=1&hitsPerPage=500&facetFilters=%5B%22language%3Aen%22%5D',
      }),
    ).toMatchObject({
      query: 'vpc',
      page: 1,
      hitsPerPage: 100,
      facetFilters: ['language:en'],
    });
  });

  it('pages results', () => {
    const all = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(all, 0, 20)).toEqual({ items: all.slice(0, 20), nbPages: 3 });
    expect(pageOf(all, 2, 20)).toEqual({ items: [40, 41, 42, 43, 44], nbPages: 3 });
    expect(pageOf(all, 5, 20).items).toEqual([]);
  });

  it('bounds and splits queries', () => {
    expect(normalizeQuery('  NAT   gateways ').words).toEqual(['nat', 'gateways']);
    expect(normalizeQuery('x'.repeat(10_000)).text.length).toBe(maxQueryChars);
    expect(normalizeQuery('a '.repeat(100)).words.length).toBe(12);
    expect(normalizeQuery('<img src=x onerror=alert(1)>').words).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
  });

  it('escapes text and marks only matching words', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(highlight('Set <b>num_nat_gateways</b> to 3', ['num_nat_gateways']).value).toBe(
      'Set &lt;b&gt;<mark>num_nat_gateways</mark>&lt;/b&gt; to 3',
    );
    expect(highlight('Deploying policies', ['deploy', 'policy'])).toMatchObject({
      matchLevel: 'full',
      value: '<mark>Deploying</mark> <mark>policies</mark>',
    });
    expect(highlight('Nothing here', ['vpc']).matchLevel).toBe('none');
    const s = snippet(Array.from({ length: 100 }, (_, i) => (i === 60 ? 'TARGET' : `w${i}`)).join(' '), ['target'], 10);
    expect(s.value).toMatch(/^… .*<mark>TARGET<\/mark>.* …$/);
  });

  it('keeps only records that contain every query word', () => {
    const rec = {
      hierarchy: { lvl0: 'Library', lvl1: 'VPC app', lvl2: 'Inputs', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      body: 'Sets num_nat_gateways for the VPC.',
    };
    expect(recordMatches(rec, ['vpc', 'inputs'])).toBe(true);
    expect(recordMatches(rec, ['num_nat_gateways'])).toBe(true);
    expect(recordMatches(rec, ['qqzz'])).toBe(false);
    expect(recordMatches(rec, ['vpc', 'qqzz'])).toBe(false);
  });

  it('builds DocSearch hits: absolute URL, content type when the text matches, escaped highlights', () => {
    const hit = toHit(
      {
        url: '/x#y',
        anchor: 'y',
        type: 'lvl2',
        body: 'Use <code> num_nat_gateways',
        hierarchy: { lvl0: 'S', lvl1: 'T', lvl2: 'H', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      },
      ['num_nat_gateways'],
      'http://127.0.0.1:3210',
    );
    expect(hit.url).toBe('http://127.0.0.1:3210/x#y');
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.content?.value).toBe('Use &lt;code&gt; <mark>num_nat_gateways</mark>');
    const heading = toHit(
      {
        url: '/x#y',
        anchor: 'y',
        type: 'lvl2',
        body: 'Other text',
        hierarchy: { lvl0: 'S', lvl1: 'T', lvl2: 'Outputs', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      },
      ['outputs'],
      'http://h',
    );
    expect(heading.type).toBe('lvl2');
    expect(heading._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Outputs</mark>');
  });
});

describe('local search client', () => {
  const record = (i: number, body: string) => ({
    url: `/page-${i}`,
    meta: {
      hierarchy: JSON.stringify({
        lvl0: 'S',
        lvl1: `Page ${i}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      }),
      type: 'lvl1',
      anchor: '',
      body,
    },
  });
  const fake = (bodies: string[], seen: unknown[] = []): PagefindApi => ({
    options: async () => {},
    search: async (term, o) => {
      seen.push({ term, filters: o?.filters });
      return { results: bodies.map((b, i) => ({ id: String(i), data: async () => record(i, b) })) };
    },
  });

  it('answers in the Algolia shape with filters passed through, counts and paging', async () => {
    const seen: unknown[] = [];
    const client = createLocalSearchClient({
      basePath: '/search-index/',
      origin: 'http://h',
      load: async () =>
        fake(
          Array.from({ length: 45 }, (_, i) => `vpc text ${i}`),
          seen,
        ),
    });
    const { results } = await client.search({
      requests: [{ indexName: 'i', query: 'VPC', hitsPerPage: 20, page: 2, facetFilters: ['language:en'] }],
    });
    expect(results[0]).toMatchObject({ nbHits: 45, nbPages: 3, page: 2, hitsPerPage: 20, query: 'VPC' });
    expect(results[0].hits.map((h) => h.url)).toEqual([
      'http://h/page-40',
      'http://h/page-41',
      'http://h/page-42',
      'http://h/page-43',
      'http://h/page-44',
    ]);
    expect(seen).toEqual([{ term: 'vpc', filters: { all: [{ any: [{ language: 'en' }] }] } }]);
  });

  it('drops loose matches, so a query found nowhere has no results', async () => {
    const client = createLocalSearchClient({
      basePath: '/s/',
      origin: 'http://h',
      load: async () => fake(['unrelated', 'other words']),
    });
    const { results } = await client.search([{ query: 'qqzz' }]);
    expect(results[0]).toMatchObject({ nbHits: 0, hits: [] });
  });

  it('reports a failing index as RetryError and loads it again (fresh URL) on the next query', async () => {
    const urls: string[] = [];
    let fail = true;
    const client = createLocalSearchClient({
      basePath: '/s/',
      origin: 'http://h',
      load: async (url) => {
        urls.push(url);
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return fake(['vpc']);
      },
    });
    await expect(client.search([{ query: 'vpc' }])).rejects.toMatchObject({ name: 'RetryError' });
    fail = false;
    const { results } = await client.search([{ query: 'vpc' }]);
    expect(results[0].nbHits).toBe(1);
    expect(urls).toEqual(['/s/pagefind.js', '/s/pagefind.js?retry=1']);
  });

  it('loads nothing for an empty query', async () => {
    let loaded = false;
    const client = createLocalSearchClient({
      basePath: '/s/',
      origin: 'http://h',
      load: async () => ((loaded = true), fake([])),
    });
    const { results } = await client.search([{ query: '   ' }]);
    expect(results[0].nbHits).toBe(0);
    expect(loaded).toBe(false);
  });
});
