import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractRecords, type SearchEntry } from '../../plugins/search/extract';
import { recordsFromMarkdown, headingAnchor } from '../../plugins/search/dev-records';
import { isIndexed, pageWeight } from '../../plugins/search';
import { indexTerms, maxQueryChars, nameKey, pluralForms, queryTerms, stem, words } from '../../src/search/tokenize';
import { typoBudget, typoDistance } from '../../src/search/fuzzy';
import {
  decodeBits,
  decodePostings,
  decodeRanked,
  encodeBits,
  encodePostings,
  encodeRanked,
  separator,
  shardOf,
  shardsOfPrefix,
} from '../../src/search/index-format';
import { escapeHtml } from '../../src/search/escape';
import { highlight, Matcher, readRequest, snippet, toHit, type LoadedRecord } from '../../src/search/local-engine';
import { groupHitsByPage } from '../../src/search/modal-hits';
import type { Highlighter } from '../../src/search/engine';

const fixture = readFileSync(path.join(__dirname, '../fixtures/search/doc-page.html'), 'utf8');

describe('search record extractor (rendered HTML -> records)', () => {
  const records = extractRecords(fixture, '/reference/modules/terraform-aws-vpc/vpc-app/');
  const byAnchor = (a: string | null) => records.find((r) => r.anchor === a);

  it('gives one record per section, with the section, title, heading chain and anchor', () => {
    expect(records.map((r) => [r.url, r.type, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['/reference/modules/terraform-aws-vpc/vpc-app/', 'lvl1', null, null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#when-to-use-it', 'lvl2', 'When to use it', null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#sizing', 'lvl3', 'When to use it', 'Sizing'],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#usage', 'lvl2', 'Usage', null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#inputs', 'lvl2', 'Inputs', null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#outputs', 'lvl2', 'Outputs', null],
      ['/reference/modules/terraform-aws-vpc/vpc-app/#sizes', 'lvl2', 'Sizes', null],
    ]);
    for (const r of records) {
      expect(r.hierarchy.lvl0).toBe('Modules');
      expect(r.hierarchy.lvl1).toBe('VPC app');
      expect(r.language).toBe('en');
      expect(r.tags).toEqual(['docs-default-current']);
    }
  });

  it('keeps paragraphs, list items and code as parts, and drops navigation, scripts, buttons and anchors', () => {
    expect(byAnchor(null)?.parts).toEqual(['Creates a VPC with three subnet tiers & NAT gateways.']);
    expect(byAnchor('when-to-use-it')?.parts).toEqual([
      'Use it for app environments.',
      'Public subnets',
      'Private app subnets',
    ]);
    expect(byAnchor('usage')?.parts).toEqual(['module "vpc" { cidr_block = "10.10.0.0/16" }']);
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
      'Latest version',
    ])
      expect(all).not.toContain(gone);
  });

  it('reads an inputs table row by row, even with the optional end tags left out', () => {
    expect(byAnchor('inputs')?.parts).toEqual<SearchEntry[]>([
      { name: 'vpc_name', type: 'string', text: 'Name of the VPC.', anchor: null, named: true },
      {
        name: 'num_nat_gateways',
        type: 'number',
        text: 'NAT gateways to create, at most one per zone.',
        anchor: 'input-num_nat_gateways',
        named: true,
      },
    ]);
    // A table without a name column: first cell, then the other cells with their headers.
    expect(byAnchor('sizes')?.parts.slice(0, 2)).toEqual([
      { name: 'dev', type: null, text: 'NAT gateways 1; Zones 2', anchor: null, named: false },
      { name: 'prod', type: null, text: 'NAT gateways 3; Zones 3', anchor: null, named: false },
    ]);
  });

  it('reads entries marked for search and definition lists', () => {
    expect(byAnchor('outputs')?.parts).toEqual([
      { name: 'vpc_id', type: 'string', text: 'ID of the VPC.', anchor: 'output-vpc_id', named: true },
      {
        name: 'nat_gateway_public_ips',
        type: null,
        text: 'Elastic IPs of the NAT gateways.',
        anchor: null,
        named: true,
      },
    ]);
    expect(byAnchor('sizes')?.parts.slice(2)).toEqual([
      { name: 'Public subnets', type: null, text: 'Route to the internet gateway.', anchor: null, named: false },
      { name: 'Private subnets', type: null, text: 'Go out through a NAT gateway.', anchor: null, named: false },
    ]);
  });

  it('names the page by its title and library name, and keeps the repository as a keyword', () => {
    expect(records[0].names).toEqual(['VPC app', 'vpc-app']);
    expect(records[1].names).toEqual([]);
    expect(records[0].keywords).toEqual(['terraform-aws-vpc']);
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

  it('weighs docs before the other pages, release notes and the knowledge base', () => {
    expect([
      pageWeight('/intro', ['docs-default-current']),
      pageWeight('/tools', ['default']),
      pageWeight('/guides/stay-up-to-date/releases/2022-05/', ['default']),
      pageWeight('/discussions/knowledge-base/38', ['default']),
    ]).toEqual([0, 1, 2, 3]);
  });
});

describe('development records (markdown sources)', () => {
  it('splits at headings with the anchors Docusaurus gives them', () => {
    const md =
      '---\ntitle: X\n---\n\nIntro with [a link](./y.md).\n\n## Set it up\n\nRun `terraform init`.\n\n```hcl\n## not a heading\n```\n\n### Details {#custom}\n\nMore.';
    const records = recordsFromMarkdown(md, '/guides/x', 'X');
    expect(records.map((r) => [r.url, r.parts])).toEqual([
      ['/guides/x', ['Intro with a link.']],
      ['/guides/x#set-it-up', ['Run terraform init . hcl not a heading']],
      ['/guides/x#custom', ['More.']],
    ]);
    expect(records[0].names).toEqual(['X']);
    expect(headingAnchor('Why `num_nat_gateways` matters?')).toEqual({
      text: 'Why num_nat_gateways matters?',
      id: 'why-num_nat_gateways-matters',
    });
  });
});

describe('search tokenizer', () => {
  it('splits at hyphens and punctuation, keeps identifiers and version numbers, folds case and accents', () => {
    expect(words('VPC-app uses num_nat_gateways; see v0.26.1, Terraform 0.13 and module.vpc.id. Déjà!')).toEqual([
      'vpc',
      'app',
      'uses',
      'num_nat_gateways',
      'see',
      'v0.26.1',
      'terraform',
      '0.13',
      'and',
      'module',
      'vpc',
      'id',
      'deja',
    ]);
  });

  it('indexes the parts of identifiers and versions without their v, not stop words or single letters', () => {
    expect(indexTerms('The num_nat_gateways of a v0.26.1 x')).toEqual([
      'num_nat_gateways',
      'num',
      'nat',
      'gateways',
      'v0.26.1',
      '0.26.1',
    ]);
  });

  it('reads the last word of a query as a prefix until a space, and stop words as optional', () => {
    expect(queryTerms('connect to the vp')).toEqual([
      { text: 'connect', prefix: false, optional: false },
      { text: 'to', prefix: false, optional: true },
      { text: 'the', prefix: false, optional: true },
      { text: 'vp', prefix: true, optional: false },
    ]);
    expect(queryTerms('nat ').map((t) => t.prefix)).toEqual([false]);
    // A query of stop words only searches them.
    expect(queryTerms('the').map((t) => t.optional)).toEqual([false]);
    // One letter counts only while it is typed.
    expect(queryTerms('a vpc').map((t) => t.text)).toEqual(['vpc']);
    expect(queryTerms('v')).toEqual([{ text: 'v', prefix: true, optional: false }]);
    // Bounded: the first characters and words only; a 'word' longer than any real one is ignored.
    expect(queryTerms('terraform '.repeat(1000))).toHaveLength(12);
    expect(queryTerms(`vpc ${'x'.repeat(maxQueryChars)}`).map((t) => t.text)).toEqual(['vpc']);
    expect(queryTerms('a b c d e f g h i j k l m n o p q r s t u v w x y z terraform')).toHaveLength(0);
  });

  it('gives singulars and plurals, and a stem shared by the forms of a word', () => {
    expect(pluralForms('gateways')).toEqual(['gateway']);
    expect(pluralForms('policy')).toEqual(['policys', 'policies']);
    expect(pluralForms('policies')).toEqual(['policy']);
    expect(pluralForms('0.13')).toEqual([]);
    const family = ['customize', 'customizing', 'customized', 'customizes'].map(stem);
    expect(new Set(family).size).toBe(1);
    expect(stem('deployment')).toBe(stem('deploying'));
    expect(stem('running')).toBe('run');
    expect(stem('access')).toBe('access');
    expect(stem('cloudtrail')).not.toBe(stem('cloudwatch'));
  });

  it('keys names by their words', () => {
    expect(nameKey('VPC app')).toBe(nameKey('vpc-app'));
    expect(nameKey('GuardDuty (multi-region)')).toBe('guardduty multi region');
  });
});

describe('typo tolerance', () => {
  it('allows no typo below 4 letters, one from 4 and two from 8, as Algolia does', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts missing, extra, wrong and swapped letters', () => {
    expect(typoDistance('guarduty', 'guardduty', 2)).toBe(1);
    expect(typoDistance('cloudtrial', 'cloudtrail', 2)).toBe(1);
    expect(typoDistance('terrafrom', 'terraform', 2)).toBe(1);
    expect(typoDistance('bastoin', 'bastion', 1)).toBe(1);
    expect(typoDistance('elasticahce', 'elasticache', 2)).toBe(1);
    expect(typoDistance('pnevpn', 'openvpn', 2)).toBe(2);
    expect(typoDistance('vpc', 'abc', 1)).toBe(2);
    // Above the budget: budget + 1, found early.
    expect(typoDistance('kubernetes', 'terraform', 2)).toBe(3);
  });

  it('matches a word being typed against the beginning of longer words', () => {
    expect(typoDistance('terrafro', 'terraform', 2, true)).toBe(1);
    expect(typoDistance('kuberne', 'kubernetes', 1, true)).toBe(0);
    expect(typoDistance('kubrene', 'kubernetes', 1, true)).toBe(1);
    expect(typoDistance('kxbxrnetes', 'kubernetes', 1, true)).toBe(2);
  });
});

describe('search index format', () => {
  it('round-trips postings, ranked lists and bitsets', () => {
    const postings: [number, number][] = [
      [0, 0],
      [5, 3],
      [6, 11],
      [1000, 2],
    ];
    expect(encodePostings(postings)).toBe('1A5D1LrmC');
    expect(decodePostings(encodePostings(postings))).toEqual(postings);
    const ranked: [number, number][] = [
      [40, 1],
      [3, 0],
    ];
    expect(decodeRanked(encodeRanked(ranked))).toEqual(ranked);
    expect(decodeBits(encodeBits([0, 7, 8, 63], 70))).toEqual([0, 7, 8, 63]);
  });

  it('refuses postings out of order and malformed text', () => {
    expect(() =>
      encodePostings([
        [3, 0],
        [3, 1],
      ]),
    ).toThrow(/ascend/);
    expect(() => decodePostings('12')).toThrow(/malformed/);
    expect(() => decodePostings('A')).toThrow(/malformed/);
    expect(() => decodePostings('1!A')).toThrow(/malformed/);
  });

  it('finds the shard of a term and the shards of a prefix from the separators', () => {
    const shards = ['', 'c', 'ter', 'terraform_', 'v'];
    expect(shardOf(shards, 'aws')).toBe(0);
    expect(shardOf(shards, 'c')).toBe(1);
    expect(shardOf(shards, 'terraform')).toBe(2);
    expect(shardOf(shards, 'terraform_version')).toBe(3);
    expect(shardOf(shards, 'zone')).toBe(4);
    expect(shardsOfPrefix(shards, 'terraform')).toEqual([2, 3]);
    expect(shardsOfPrefix(shards, 'te')).toEqual([1, 3]);
    expect(separator('terraform', 'terraform_version')).toBe('terraform_');
    expect(separator('cdk', 'cloud')).toBe('cl');
  });
});

describe('local search hits', () => {
  const h = (terms: [string[], string | null][]): Highlighter => ({
    terms: terms.map(([w, prefix]) => ({ words: w, prefix })),
  });
  const record: LoadedRecord = {
    id: 7,
    page: '/reference/modules/terraform-aws-vpc/vpc-app/',
    title: 'VPC app',
    section: 'Modules',
    anchor: 'inputs',
    headings: ['Inputs'],
    parts: [
      'Values the module takes; the <b>first</b> two are required.',
      ['vpc_name', 'string', 'Name of the VPC.', null],
      ['num_nat_gateways', 'number', 'NAT gateways to create, at most one per zone.', 'input-num_nat_gateways'],
    ],
  };

  it('shows a table entry as name (type): description, and links to the entry', () => {
    const hit = toHit(record, h([[['num_nat_gateways'], 'num_nat_gateways']]), 'http://127.0.0.1:3210');
    expect(hit.type).toBe('content');
    expect(hit.url).toBe('http://127.0.0.1:3210/reference/modules/terraform-aws-vpc/vpc-app/#input-num_nat_gateways');
    expect(hit.content).toBe('num_nat_gateways (number): NAT gateways to create, at most one per zone.');
    expect(hit._snippetResult.content?.value).toBe(
      '<mark>num_nat_gateways</mark> (number): NAT gateways to create, at most one per zone.',
    );
    expect(hit.hierarchy).toMatchObject({ lvl0: 'Modules', lvl1: 'VPC app', lvl2: 'Inputs', lvl3: null });
  });

  it('picks the part with the most query words, preferring an entry named by the query', () => {
    const hit = toHit(
      record,
      h([
        [['nat'], null],
        [['gateways'], 'gateways'],
      ]),
      'http://h',
    );
    expect(hit.content).toMatch(/^num_nat_gateways/);
  });

  it("is a heading hit when only the heading matches, and a page hit shows the page's first words", () => {
    const heading = toHit(record, h([[['inputs'], null]]), 'http://h');
    expect(heading.type).toBe('lvl2');
    expect(heading._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Inputs</mark>');
    const page = toHit(
      { ...record, anchor: null, headings: [], parts: ['Creates a VPC.'] },
      h([[['app'], null]]),
      'http://h',
    );
    expect(page).toMatchObject({ type: 'lvl1', content: 'Creates a VPC.' });
    expect(page.url).toBe('http://h/reference/modules/terraform-aws-vpc/vpc-app/');
  });

  it('escapes page text and marks whole words, including identifiers that contain a query word', () => {
    const m = new Matcher(h([[['nat'], null]]));
    expect(highlight('Set <b>num_nat_gateways</b> & NAT', m).value).toBe(
      'Set &lt;b&gt;<mark>num_nat_gateways</mark>&lt;/b&gt; &amp; <mark>NAT</mark>',
    );
    expect(highlight('Nothing here', m).matchLevel).toBe('none');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const s = snippet(
      Array.from({ length: 100 }, (_, i) => (i === 60 ? 'TARGET' : `w${i}`)).join(' '),
      new Matcher(h([[['target'], null]])),
      10,
    );
    expect(s.value).toMatch(/^… .*<mark>TARGET<\/mark>.* …$/);
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
    ).toMatchObject({ query: 'vpc', page: 1, hitsPerPage: 100, facetFilters: ['language:en'] });
  });

  it('groups modal hits under their page, names shared titles with their section, and says where in the page a hit is', () => {
    const base = toHit(record, h([[['nat'], null]]), 'http://h');
    const karpenterModule = {
      ...base,
      url_without_anchor: 'http://h/m/karpenter/',
      hierarchy: { ...base.hierarchy, lvl0: 'Modules', lvl1: 'Karpenter' },
    };
    const karpenterService = {
      ...base,
      url_without_anchor: 'http://h/s/karpenter',
      hierarchy: { ...base.hierarchy, lvl0: 'Services', lvl1: 'Karpenter' },
    };
    const [vpc, m, s] = groupHitsByPage([base, karpenterModule, karpenterService]);
    expect(vpc.hierarchy.lvl0).toBe('VPC app');
    expect(vpc._highlightResult.hierarchy.lvl0?.value).toBe('VPC app');
    expect(vpc._snippetResult.hierarchy?.lvl1?.value).toBe('Inputs');
    expect([m.hierarchy.lvl0, s.hierarchy.lvl0]).toEqual(['Karpenter (Modules)', 'Karpenter (Services)']);
  });
});
