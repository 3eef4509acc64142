import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeTokens } from '../../plugins/client-bundle/prism/tokens';
import { tokenize } from '../../plugins/client-bundle/prism/engine';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { renderDiscussionMarkdown, summarize } from '../../plugins/knowledge-base/render';
import { validateDiscussion } from '../../plugins/knowledge-base/schema';
import { readKnowledgeBase } from '../../plugins/knowledge-base';

const good = {
  id: 'D_kwDOCairnKB00042',
  number: 42,
  title: 'Plan shows the NAT gateways being replaced after an upgrade',
  url: 'https://github.com/cairn-io/knowledge-base/discussions/42',
  createdAt: '2022-03-01T10:00:00Z',
  updatedAt: '2022-03-02T10:00:00Z',
  category: { name: 'Networking and DNS' },
  author: { login: 'jmarlow-ops' },
  body: 'Why does `terraform plan` replace my NAT gateways?',
  labels: { nodes: [{ name: 'vpc' }] },
  answer: {
    id: 'DC_kwDOCairnKB00042',
    author: { login: 'cairn-rhea' },
    body: 'Pin `num_nat_gateways`.',
    createdAt: '2022-03-01T12:00:00Z',
  },
};

const html = async (md: string) => toHtml(await renderDiscussionMarkdown(md));

describe('knowledge-base schema', () => {
  it('accepts a well-formed discussion and one without an answer', () => {
    expect(validateDiscussion(good, '42.json', 42).number).toBe(42);
    expect(validateDiscussion({ ...good, answer: null }, '42.json', 42).answer).toBeNull();
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['missing title', { title: undefined }, /42\.json: 'title' must be a non-empty string/],
    ['number not matching the file', { number: 43 }, /'number' is 43 but the file is named for 42/],
    ['url of another discussion', { url: 'https://github.com/cairn-io/knowledge-base/discussions/7' }, /'url'/],
    ['url elsewhere', { url: 'https://evil.example/discussions/42' }, /'url'/],
    ['bad date', { createdAt: 'yesterday' }, /'createdAt' must be an ISO 8601 UTC date/],
    ['updated before created', { updatedAt: '2021-01-01T00:00:00Z' }, /'updatedAt' is earlier/],
    ['category without a name', { category: {} }, /'category\.name'/],
    ['label without a name', { labels: { nodes: [{ name: '' }] } }, /'labels\.nodes\[0\]\.name'/],
    ['labels not a list', { labels: { nodes: 'vpc' } }, /'labels\.nodes' must be an array/],
    ['empty body', { body: '   ' }, /'body' must be non-empty markdown/],
    ['answer without body', { answer: { ...good.answer, body: '' } }, /'answer\.body'/],
    [
      'answer before the question',
      { answer: { ...good.answer, createdAt: '2022-02-01T00:00:00Z' } },
      /'answer\.createdAt'/,
    ],
  ];
  it.each(bad)('rejects %s, naming the file and field', (_name, change, message) => {
    expect(() => validateDiscussion({ ...good, ...change }, '42.json', 42)).toThrow(message);
  });

  it('reads a data folder and fails on a malformed file or a wrong provenance count', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-'));
    mkdirSync(path.join(dir, 'discussions'));
    writeFileSync(path.join(dir, 'discussions/42.json'), JSON.stringify(good));
    writeFileSync(
      path.join(dir, 'provenance.json'),
      JSON.stringify({ source: 'cairn-io/knowledge-base', fetchedAt: '2023-06-30T12:00:00Z', count: 1 }),
    );
    expect(readKnowledgeBase(dir).discussions).toHaveLength(1);
    writeFileSync(
      path.join(dir, 'provenance.json'),
      JSON.stringify({ source: 'cairn-io/knowledge-base', fetchedAt: '2023-06-30T12:00:00Z', count: 2 }),
    );
    expect(() => readKnowledgeBase(dir)).toThrow(/provenance\.json: 'count' is 2 but 1 discussion files exist/);
    writeFileSync(
      path.join(dir, 'provenance.json'),
      JSON.stringify({ source: 'cairn-io/knowledge-base', fetchedAt: '2023-06-30T12:00:00Z', count: 1 }),
    );
    writeFileSync(path.join(dir, 'discussions/42.json'), '{ "number": 42, ');
    expect(() => readKnowledgeBase(dir)).toThrow(/discussions\/42\.json: '\(file\)' is not valid JSON/);
  });
});

describe('knowledge-base sanitisation', () => {
  it('removes script elements and inline event handlers', async () => {
    const out = await html(
      'Hi <script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"> there',
    );
    expect(out).not.toMatch(/<script|alert\(1\)|onerror|alert\(2\)/);
    expect(out).toContain('<img src="https://example.com/a.png" loading="lazy">');
  });

  it('removes javascript: and data: URLs', async () => {
    const out = await html(
      '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">x</a> ![i](data:image/svg+xml;base64,PHN2Zz4=) <a href="data:text/html,hi">d</a>',
    );
    expect(out).not.toMatch(/javascript:|data:/i);
  });

  it('removes iframes, style elements and style attributes', async () => {
    const out = await html(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><p style="position:fixed">styled</p>',
    );
    expect(out).not.toMatch(/<iframe|<style|style=|display:none/);
    expect(out).toContain('<p>styled</p>');
  });

  it('marks external links nofollow noopener noreferrer and keeps site links plain', async () => {
    const out = await html('[docs](https://developer.hashicorp.com/terraform) [ours](https://docs.cairn.example/faq/)');
    expect(out).toContain(
      '<a href="https://developer.hashicorp.com/terraform" rel="nofollow noopener noreferrer" target="_blank">docs</a>',
    );
    expect(out).toContain('<a href="https://docs.cairn.example/faq/">ours</a>');
  });

  it('keeps code fences with their language and the tokens the build wrote for them, and demotes headings', async () => {
    const out = await html('# Title\n\n```hcl\nx = 1\n```\n');
    expect(out).toContain('<h3>Title</h3>');
    const tokens = encodeTokens(tokenize('x = 1', 'hcl'));
    expect(out).toContain(`<pre><code class="language-hcl" data-tokens="${tokens}">x = 1\n</code></pre>`);
  });

  it('keeps no source positions in the tree the page loads', async () => {
    const tree = await renderDiscussionMarkdown('# Title\n\nSome *text* and `code`.\n\n```hcl\nx = 1\n```\n');
    expect(JSON.stringify(tree)).not.toContain('"position"');
    expect(JSON.stringify(tree)).toContain('"tagName":"em"');
  });

  it("keeps no tokens but the build's own: an author's data-tokens attribute is dropped", async () => {
    const out = await html(
      '<pre><code data-tokens="keyword|1:0">x</code></pre>\n\n<pre><code class="language-hcl" data-tokens="keyword|1:0">y</code></pre>',
    );
    expect(out).not.toContain('keyword|1:0');
    expect(out).toContain('<pre><code>x</code></pre>');
  });

  it('summarises a body as plain text for the meta description', () => {
    expect(summarize('Error in `plan`:\n\n```text\nboom\n```\n\nSee [docs](https://x.example).')).toBe(
      'Error in plan: See docs.',
    );
    expect(summarize('word '.repeat(100)).length).toBeLessThanOrEqual(160);
  });
});
