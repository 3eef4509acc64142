/**
 * The local search index (plugins/search/build-index.ts), its query engine (src/search/engine.ts)
 * and the browser client (src/search/local-client.ts) on a small corpus, with a fake network.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, pageTermsOf, type BuiltIndex, type PageTerms } from '../../plugins/search/build-index';
import { siteIndexOptions } from '../../plugins/search';
import type { SearchEntry, SearchRecord } from '../../plugins/search/extract';
import { SearchEngine, type FacetFilters, type IndexSource } from '../../src/search/engine';
import type { IndexEntry } from '../../src/search/index-format';
import { createLocalSearchClient, type Fetcher } from '../../src/search/local-client';
import type { SearchResult } from '../../src/search/algolia-types';

type Part = string | SearchEntry;
const entry = (name: string, type: string, text: string): SearchEntry => ({
  name,
  type,
  text,
  anchor: null,
  named: true,
});

function page(
  url: string,
  title: string,
  sections: [heading: string | null, parts: Part[]][],
  options: { tag?: string; language?: string; names?: string[]; lvl0?: string } = {},
): SearchRecord[] {
  return sections.map(([heading, parts], i) => ({
    url: heading ? `${url}#${heading.toLowerCase().replace(/\s+/g, '-')}` : url,
    anchor: heading ? heading.toLowerCase().replace(/\s+/g, '-') : null,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: {
      lvl0: options.lvl0 ?? 'Docs',
      lvl1: title,
      lvl2: heading,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    parts,
    names: i === 0 ? (options.names ?? [title]) : [],
    keywords: [],
    language: options.language ?? 'en',
    tags: [options.tag ?? 'docs-default-current'],
  }));
}

const corpus: SearchRecord[] = [
  ...page(
    '/reference/modules/terraform-aws-vpc/vpc-app/',
    'VPC app',
    [
      [null, ['Creates a VPC with three subnet tiers.']],
      [
        'Inputs',
        [entry('num_nat_gateways', 'number', 'How many to create.'), entry('vpc_name', 'string', 'Name of the VPC.')],
      ],
    ],
    { names: ['VPC app', 'vpc-app'] },
  ),
  ...page('/reference/modules/terraform-aws-security/guardduty/', 'GuardDuty', [
    [null, ['Turns on threat detection in every region.']],
  ]),
  ...page('/reference/modules/terraform-aws-security/cloudtrail/', 'CloudTrail', [
    [null, ['Records API calls. Works with GuardDuty findings.']],
  ]),
  ...page('/guides/terraform-13/', 'Update to Terraform 0.13', [[null, ['How to upgrade your code, step by step.']]]),
  ...page('/guides/notes/', 'Notes', [
    [null, ['We tried terrafrom once.']],
    ['NAT gateways', ['Plan them per zone.']],
  ]),
  ...page('/library/usage/customizing-modules', 'Customizing modules', [[null, ['Fork or wrap one to change it.']]]),
  ...page('/tools', 'Tools', [[null, ['Terracairn wraps Terraform.']]], { tag: 'default' }),
  ...page(
    '/discussions/knowledge-base/38',
    'Fewer NAT gateways in dev',
    [[null, ['We want one gateway per VPC to plan the bill.']]],
    { tag: 'default', lvl0: 'Knowledge Base' },
  ),
  ...page('/fr/vpc', 'VPC', [[null, ['Le réseau privé.']]], { language: 'fr' }),
];

const contextual: FacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function memory(built: BuiltIndex, drop: { prefixes?: boolean } = {}): IndexSource {
  const entry: IndexEntry = { ...built.entry, base: '', prefixes: drop.prefixes ? [] : built.entry.prefixes };
  const file = (name: string) => JSON.parse(built.files.get(name) ?? 'null') as never;
  return {
    entry: async () => entry,
    shard: async (i) => file(`t/${i}.json`),
    prefix: async (i) => file(`p/${i}.json`),
    vocab: async (i) => file(`v/${i}.json`),
    vocabBySecond: async (i) => file(`w/${i}.json`),
    docs: async (i) => file(`d/${i}.json`),
  };
}

describe('local search engine', async () => {
  const built = await buildIndex(corpus, siteIndexOptions);
  const engine = new SearchEngine(memory(built));
  const docs = memory(built);
  const pagesOf = async (query: string, filters: FacetFilters = contextual) => {
    const { ranked } = await engine.query(query, filters, 20);
    const pages: string[] = [];
    for (const { id } of ranked) {
      const chunk = await docs.docs(Math.floor(id / built.entry.chunkSize));
      const url = chunk.p[chunk.r[id % built.entry.chunkSize][0]].u;
      if (!pages.includes(url)) pages.push(url);
    }
    return pages;
  };

  it('finds words exactly, while typed (prefix), as singular or plural, and as another form of the word', async () => {
    expect(await pagesOf('guard')).toEqual([
      '/reference/modules/terraform-aws-security/guardduty/',
      '/reference/modules/terraform-aws-security/cloudtrail/',
    ]);
    expect(await pagesOf('guar ')).toEqual([]);
    expect(await pagesOf('gateway ')).toContain('/guides/notes/');
    expect(await pagesOf('customize a module')).toEqual(['/library/usage/customizing-modules']);
  });

  it('tolerates one typo from 4 letters and two from 8, none below 4', async () => {
    expect((await pagesOf('guarduty'))[0]).toBe('/reference/modules/terraform-aws-security/guardduty/');
    expect((await pagesOf('cloudtrial'))[0]).toBe('/reference/modules/terraform-aws-security/cloudtrail/');
    expect(await pagesOf('gaurdduty')).toContain('/reference/modules/terraform-aws-security/guardduty/');
    expect(await pagesOf('vcp ')).toEqual([]);
    // A swapped, extra, missing or wrong first letter.
    for (const typo of ['ugardduty', 'xguardduty', 'uardduty', 'yuardduty'])
      expect(await pagesOf(typo), typo).toContain('/reference/modules/terraform-aws-security/guardduty/');
    // Two typos in a 7-letter word are too many.
    expect(await pagesOf('crloudtx ')).toEqual([]);
  });

  it('ranks a page named by the query first, then the title above the text, exact above typos', async () => {
    expect((await pagesOf('vpc-app'))[0]).toBe('/reference/modules/terraform-aws-vpc/vpc-app/');
    expect(await pagesOf('guardduty')).toEqual([
      '/reference/modules/terraform-aws-security/guardduty/',
      '/reference/modules/terraform-aws-security/cloudtrail/',
    ]);
    // 'Terraform' in a title, then in a text, then as a typo in a text.
    expect(await pagesOf('terraform')).toEqual(['/guides/terraform-13/', '/tools', '/guides/notes/']);
    const [first] = (await engine.query('num_nat_gateways', contextual, 20)).ranked;
    expect(first).toMatchObject({ name: true, typos: 0 });
  });

  it("ranks the docs before a knowledge-base thread that matches as well, and the thread's title like a heading", async () => {
    // A section heading, an input's name, then the thread's title.
    expect(await pagesOf('nat gateways')).toEqual([
      '/guides/notes/',
      '/reference/modules/terraform-aws-vpc/vpc-app/',
      '/discussions/knowledge-base/38',
    ]);
  });

  it('treats stop words as optional and counts the records that hold every other word', async () => {
    expect(await pagesOf('how to upgrade to terraform 0.13')).toEqual(['/guides/terraform-13/']);
    const { count, ranked } = await engine.query('vpc', contextual, 1);
    expect(count).toBe(ranked.length);
    // Both records of the VPC app page (its title) and the thread's text; not the French page.
    expect(count).toBe(3);
  });

  it('filters by language and docusaurus tag', async () => {
    expect(await pagesOf('vpc', ['language:fr'])).toEqual(['/fr/vpc']);
    expect(await pagesOf('terraform', ['language:en', ['docusaurus_tag:docs-default-current']])).toEqual([
      '/guides/terraform-13/',
      '/guides/notes/',
    ]);
    expect(await pagesOf('terraform', ['language:en', ['docusaurus_tag:docs-other-current']])).toEqual([]);
  });

  it('answers a short prefix from its summary exactly as from the shards', async () => {
    const tiny = await buildIndex(corpus, { ...siteIndexOptions, shardBytes: 60 });
    expect(tiny.entry.prefixes.length).toBeGreaterThan(0);
    const summarized = new SearchEngine(memory(tiny));
    const full = new SearchEngine(memory(tiny, { prefixes: true }));
    for (const prefix of tiny.entry.prefixes) {
      const a = await summarized.query(prefix, contextual, 5);
      const b = await full.query(prefix, contextual, 5);
      expect(a.count, prefix).toBe(b.count);
      expect(
        a.ranked.slice(0, 5).map((r) => r.id),
        prefix,
      ).toEqual(b.ranked.slice(0, 5).map((r) => r.id));
    }
  });

  it('writes the same index for the same records, and another for changed ones', async () => {
    const again = await buildIndex(
      corpus.map((r) => ({ ...r })),
      siteIndexOptions,
    );
    expect(again.id).toBe(built.id);
    expect(Array.from(again.files.keys())).toEqual(Array.from(built.files.keys()));
    const changed = await buildIndex([...corpus.slice(1), { ...corpus[0], parts: ['Changed.'] }], siteIndexOptions);
    expect(changed.id).not.toBe(built.id);
  });

  it("writes the same index from pages' terms kept by an earlier build, uses them as kept, and ignores misfits", async () => {
    const byPage = new Map<string, SearchRecord[]>();
    for (const r of corpus) {
      const page = r.url.replace(/#.*$/, '');
      byPage.set(page, [...(byPage.get(page) ?? []), r]);
    }
    const kept = new Map([...byPage].map(([page, records]) => [page, pageTermsOf(records, siteIndexOptions)]));
    const asked: string[] = [];
    const fromKept = await buildIndex(corpus, {
      ...siteIndexOptions,
      knownPageTerms: (page) => {
        asked.push(page);
        return kept.get(page);
      },
    });
    expect(fromKept.id).toBe(built.id);
    expect(asked.sort()).toEqual([...byPage.keys()].sort());

    // Kept terms are not tokenized again: a term only the kept list has is in the index.
    const [page, records] = [...byPage].find(([, list]) => list.length > 1) ?? [];
    if (!page || !records) throw new Error('the corpus needs a page with two records');
    const own = kept.get(page) as PageTerms;
    const marked: PageTerms = {
      terms: [...own.terms, 'keptonlyterm'],
      records: own.records.map((r, i) => (i === 0 ? [...r, own.terms.length * 4] : r)),
    };
    const withMark = await buildIndex(corpus, {
      ...siteIndexOptions,
      knownPageTerms: (p) => (p === page ? marked : undefined),
    });
    expect([...withMark.files.values()].some((text) => text.includes('"keptonlyterm"'))).toBe(true);
    // Terms kept for another number of records than the page has now are tokenized afresh.
    const misfit: PageTerms = { terms: ['keptonlyterm'], records: [[0]] };
    const fresh = await buildIndex(corpus, {
      ...siteIndexOptions,
      knownPageTerms: (p) => (p === page ? misfit : undefined),
    });
    expect(fresh.id).toBe(built.id);
  });
});

describe('local search client', async () => {
  const built = await buildIndex(corpus, siteIndexOptions);
  const files = new Map<string, string>([
    ['/si/entry.json', JSON.stringify({ ...built.entry, base: '../files/' })],
    ...Array.from(built.files, ([name, text]): [string, string] => [`/files/${name}`, text]),
  ]);

  /** A network: `down` fails every request (as offline), `fail` the matching ones, `slow` delays them. */
  function network(options: { slow?: RegExp; slowMs?: number; failMs?: number } = {}) {
    const state = {
      down: false,
      fail: null as RegExp | null,
      status: 200,
      hang: null as RegExp | null,
      requests: [] as string[],
    };
    const fetcher: Fetcher = (url, init) =>
      new Promise((resolve, reject) => {
        state.requests.push(url);
        if (state.down || state.fail?.test(url)) {
          const fail = () => reject(new TypeError('Failed to fetch'));
          return options.failMs ? void setTimeout(fail, options.failMs) : fail();
        }
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (state.hang?.test(url)) return;
        const text = files.get(url);
        const answer = () =>
          resolve({
            ok: text !== undefined && state.status === 200,
            status: text === undefined ? 404 : state.status,
            json: async () => JSON.parse(text ?? 'null') as unknown,
          });
        if (options.slow?.test(url)) setTimeout(answer, options.slowMs ?? 100);
        else answer();
      });
    return { state, fetcher };
  }
  const client = (fetcher: Fetcher, extra: { timeoutMs?: number; firstHits?: number } = {}) =>
    createLocalSearchClient({ basePath: '/si/', origin: 'http://h', fetch: fetcher, ...extra });
  const ask = async (c: { search: (a: never) => Promise<{ results: SearchResult[] }> }, query: string, more = {}) =>
    (await c.search({ requests: [{ indexName: 'i', query, facetFilters: contextual, ...more }] } as never)).results[0];

  it("answers in Algolia's shape, with counts and paging", async () => {
    const c = client(network().fetcher);
    const first = await ask(c, 'vpc');
    expect(first).toMatchObject({ nbHits: 3, page: 0, nbPages: 1, query: 'vpc' });
    expect(first.hits.map((h) => h.url)).toEqual([
      'http://h/reference/modules/terraform-aws-vpc/vpc-app/',
      'http://h/reference/modules/terraform-aws-vpc/vpc-app/#inputs',
      'http://h/discussions/knowledge-base/38',
    ]);
    const second = await ask(c, 'vpc', { hitsPerPage: 2, page: 1 });
    expect(second).toMatchObject({ nbHits: 3, nbPages: 2, page: 1 });
    expect(second.hits.map((h) => h.url)).toEqual(['http://h/discussions/knowledge-base/38']);
  });

  it("shows the first key's hits from the prefix summary, without a document chunk", async () => {
    const tiny = await buildIndex(corpus, { ...siteIndexOptions, shardBytes: 60 });
    const old = new Map(files);
    files.clear();
    files.set('/si/entry.json', JSON.stringify({ ...tiny.entry, base: '../files/' }));
    for (const [name, text] of tiny.files) files.set(`/files/${name}`, text);
    try {
      const letter = tiny.entry.prefixes.find((p) => p.length === 1) ?? '';
      expect(letter).not.toBe('');
      const { state, fetcher } = network();
      const result = await ask(client(fetcher), letter, { hitsPerPage: 5 });
      expect(result.hits.length).toBeGreaterThan(0);
      expect(state.requests.some((u) => u.includes('/p/'))).toBe(true);
      expect(state.requests.filter((u) => u.includes('/d/'))).toEqual([]);
    } finally {
      files.clear();
      for (const [k, v] of old) files.set(k, v);
    }
  });

  it('loads nothing for an empty query', async () => {
    const { state, fetcher } = network();
    expect((await ask(client(fetcher), '   ')).nbHits).toBe(0);
    expect(state.requests).toEqual([]);
  });

  it('fails as RetryError when the index cannot load, and loads it on the next query', async () => {
    const { state, fetcher } = network();
    const c = client(fetcher);
    state.down = true;
    await expect(ask(c, 'vpc')).rejects.toMatchObject({ name: 'RetryError' });
    state.down = false;
    expect((await ask(c, 'vpc')).nbHits).toBe(3);
  });

  it('fails as RetryError when a shard or a document chunk fails after the index loaded, and does not keep the failure', async () => {
    const { state, fetcher } = network();
    const c = client(fetcher);
    expect((await ask(c, 'vpc')).nbHits).toBe(3);
    // The network drops: a word in another shard, then records not loaded yet.
    state.down = true;
    await expect(ask(c, 'guardduty')).rejects.toMatchObject({ name: 'RetryError' });
    state.down = false;
    state.fail = /\/d\//;
    await expect(ask(c, 'customize')).rejects.toMatchObject({ name: 'RetryError' });
    // Back: the same files are fetched again, not remembered as missing or empty.
    state.fail = null;
    const failed = state.requests.filter((u) => /\/d\//.test(u)).length;
    expect((await ask(c, 'customize')).hits).toHaveLength(1);
    expect(state.requests.filter((u) => /\/d\//.test(u)).length).toBeGreaterThan(failed);
    expect((await ask(c, 'guardduty')).nbHits).toBe(2);
  });

  it('fetches again, rather than share its failure, a file an earlier keystroke was still waiting for when the network came back', async () => {
    const { state, fetcher } = network({ failMs: 30 });
    const c = client(fetcher);
    expect((await ask(c, 'vpc')).nbHits).toBe(3);
    // Offline: the keystroke's records are requested and fail 30 ms later. The network comes back
    // before that, and the next keystroke needs the same records.
    state.fail = /\/d\//;
    const offline = ask(c, 'customize');
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.fail = null;
    const online = ask(c, 'customize');
    await expect(online).resolves.toMatchObject({ nbHits: 1, hits: [expect.anything()] });
    // The earlier keystroke's failure gives way to the later results, as any earlier failure does.
    await expect(offline).resolves.toMatchObject({ hits: [] });
    // Offline throughout: the later keystroke's own request fails too, once.
    const down = network({ failMs: 30 });
    const c2 = client(down.fetcher);
    await ask(c2, 'vpc');
    down.state.fail = /\/d\//;
    const before = down.state.requests.length;
    const first = ask(c2, 'customize');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = ask(c2, 'customize');
    await expect(second).rejects.toMatchObject({ name: 'RetryError' });
    await expect(first).rejects.toMatchObject({ name: 'RetryError' });
    expect(down.state.requests.slice(before).filter((u) => /\/d\//.test(u))).toHaveLength(2);
  });

  it('treats an HTTP error, a timeout and another index format as failures, and reads the entry again after one', async () => {
    const { state, fetcher } = network();
    const c = client(fetcher, { timeoutMs: 50 });
    await ask(c, 'vpc');
    state.status = 404;
    await expect(ask(c, 'guardduty')).rejects.toMatchObject({ name: 'RetryError' });
    state.status = 200;
    const entries = state.requests.filter((u) => u.endsWith('entry.json')).length;
    await ask(c, 'guardduty');
    expect(state.requests.filter((u) => u.endsWith('entry.json')).length).toBe(entries + 1);
    // A request that never answers.
    const stuck = network();
    stuck.state.hang = /\/t\//;
    await expect(ask(client(stuck.fetcher, { timeoutMs: 50 }), 'tools')).rejects.toMatchObject({ name: 'RetryError' });

    const old = new Map(files);
    files.set('/si/entry.json', JSON.stringify({ ...built.entry, base: '../files/', format: 1 }));
    try {
      await expect(ask(client(network().fetcher), 'vpc')).rejects.toMatchObject({ name: 'RetryError' });
    } finally {
      files.clear();
      for (const [k, v] of old) files.set(k, v);
    }
  });

  it("does not fail an earlier keystroke's search once a later one has come back", async () => {
    const { state, fetcher } = network({ failMs: 30 });
    const c = client(fetcher);
    await ask(c, 'vpc');
    // The earlier keystroke needs records that fail to load; the later one has all it needs.
    state.fail = /\/d\//;
    const earlier = ask(c, 'guardduty');
    const later = ask(c, 'vpc');
    await expect(later).resolves.toMatchObject({ nbHits: 3 });
    await expect(earlier).resolves.toMatchObject({ hits: [] });
    const a = network();
    const c2 = client(a.fetcher);
    a.state.down = true;
    const first = ask(c2, 'vpc');
    const second = ask(c2, 'vpc app');
    await expect(second).rejects.toMatchObject({ name: 'RetryError' });
    await expect(first).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('for the modal: shows the first hits before the rest load, then asks for a refresh that shows them all', async () => {
    // Every record but the first page's arrives late.
    const { fetcher } = network({ slow: /\/d\/[1-9]/, slowMs: 150 });
    const c = client(fetcher, { firstHits: 1 });
    let refreshed = 0;
    let resolveRefresh: () => void = () => undefined;
    const refreshedOnce = new Promise<void>((r) => (resolveRefresh = r));
    const modal = c.withRefresh(() => {
      refreshed += 1;
      resolveRefresh();
    });
    const early = await ask(modal, 'terraform');
    expect(early.nbHits).toBe(3);
    expect(early.hits.length).toBeGreaterThanOrEqual(1);
    expect(early.hits.length).toBeLessThan(3);
    await refreshedOnce;
    expect(refreshed).toBe(1);
    const complete = await ask(modal, 'terraform');
    expect(complete.hits).toHaveLength(3);
  });

  it('does not refresh an earlier query once the reader has typed on', async () => {
    const { fetcher } = network({ slow: /\/d\/[1-9]/, slowMs: 100 });
    const c = client(fetcher, { firstHits: 1 });
    let refreshed = 0;
    const modal = c.withRefresh(() => (refreshed += 1));
    await ask(modal, 'terraform');
    await ask(modal, 'vpc');
    await new Promise((r) => setTimeout(r, 250));
    expect(refreshed).toBe(0);
  });
});
