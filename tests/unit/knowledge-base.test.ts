import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeTokens } from '../../common/code-tokens/tokens';
import { tokenize } from '../../common/code-tokens/engine';
import fc from 'fast-check';
import type { Element, Root } from 'hast';
import { describe, expect, it, vi } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { toHtml } from 'hast-util-to-html';
import { isExternalLink, renderDiscussionMarkdown } from '../../plugins/knowledge-base/render';
import { validateDiscussion } from '../../plugins/knowledge-base/schema';
import knowledgeBasePlugin, { readKnowledgeBase, type KnowledgeBaseContent } from '../../plugins/knowledge-base';
import { parseTree, type SerializedTree } from '../../plugins/knowledge-base/tree-text';

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

const siteUrl = 'https://docs.cairn.example';
const file = 'data/knowledge-base/discussions/42.json';

/** Renders `md` as the plugin does; `warnings` collects what the build would print. */
async function render(md: string): Promise<{ html: string; warnings: string[] }> {
  const warnings: string[] = [];
  const tree = await renderDiscussionMarkdown(md, { siteUrl, file, warn: (m) => warnings.push(m) });
  return { html: toHtml(tree), warnings };
}
const html = async (md: string) => (await render(md)).html;

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

  it("treats only the site's host and its subdomains as the site, not look-alikes", () => {
    for (const href of [
      'https://docs.cairn.example/faq/',
      'http://DOCS.cairn.example./x',
      'https://preview.docs.cairn.example/y',
      '/faq/',
      '../library/',
      '#answer',
    ])
      expect(isExternalLink(href, siteUrl), href).toBe(false);
    for (const href of [
      'https://evildocs.cairn.example/a',
      'https://docs.cairn.example.evil.example/a',
      'https://cairn.example/',
      'https://docs.cairn.example@evil.example/a',
      '//evil.example/a',
      'https://docs-cairn.example/',
    ])
      expect(isExternalLink(href, siteUrl), href).toBe(true);
  });

  it('marks look-alike hosts as external in rendered posts', async () => {
    const out = await html('[a](https://evildocs.cairn.example/a) [b](https://docs.cairn.example.evil.example/b)');
    expect(out).toContain(
      '<a href="https://evildocs.cairn.example/a" rel="nofollow noopener noreferrer" target="_blank">a</a>',
    );
    expect(out).toContain(
      '<a href="https://docs.cairn.example.evil.example/b" rel="nofollow noopener noreferrer" target="_blank">b</a>',
    );
  });

  it('renders a malformed URL inert, warns naming the file, and keeps the rest of the post', async () => {
    const { html: out, warnings } = await render(
      'Before [x](http://[oops) and ![diagram](http://[bad/img.png) and <a href="https://[::1">raw</a> after [ok](https://developer.hashicorp.com/).',
    );
    expect(out).toContain('<a>x</a>');
    expect(out).toContain('diagram');
    expect(out).not.toContain('<img');
    expect(out).toContain('<a>raw</a>');
    expect(out).toContain('href="https://developer.hashicorp.com/"');
    expect(out).not.toContain('[oops');
    expect(warnings).toEqual([
      // The markdown parser percent-encodes the bracket of a markdown link; the URL stays malformed.
      `${file}: malformed URL "http://%5Boops" rendered without it`,
      `${file}: malformed URL "http://%5Bbad/img.png" rendered without it`,
      `${file}: malformed URL "https://[::1" rendered without it`,
    ]);
  });

  it('keeps code fences with their language and the tokens the build wrote for them, and demotes headings', async () => {
    const out = await html('# Title\n\n```hcl\nx = 1\n```\n');
    expect(out).toContain('<h3>Title</h3>');
    const tokens = encodeTokens(tokenize('x = 1', 'hcl'));
    expect(out).toContain(`<pre><code class="language-hcl" data-tokens="${tokens}">x = 1\n</code></pre>`);
  });

  it('keeps no source positions in the tree the page loads', async () => {
    const tree = await renderDiscussionMarkdown('# Title\n\nSome *text* and `code`.\n\n```hcl\nx = 1\n```\n', {
      siteUrl,
      file,
      warn: () => undefined,
    });
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
});

describe('knowledge-base renderer with hostile input', () => {
  /** URL schemes a browser runs or renders as a document. */
  const scriptScheme = /^(javascript|data|vbscript):/i;
  /** Properties hast gives attributes that hold a URL. */
  const urlProperties = ['href', 'src', 'cite', 'longDesc', 'action', 'formAction', 'poster', 'background', 'ping'];
  const forbiddenElements = new Set([
    'script',
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'base',
    'meta',
    'link',
    'svg',
    'math',
    'template',
    'noscript',
  ]);

  /** The URL as a browser reads its scheme: without ASCII whitespace and control characters. */
  const withoutControls = (url: string) => [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');

  /** Every script-capable thing in the tree: event handlers, srcdoc, style, script URLs, active elements. */
  function scriptCapable(node: Root | Element, found: string[] = []): string[] {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (forbiddenElements.has(child.tagName)) found.push(`<${child.tagName}>`);
      for (const [name, value] of Object.entries(child.properties)) {
        if (/^on/i.test(name) || ['srcDoc', 'style', 'formAction'].includes(name))
          found.push(`${name} on <${child.tagName}>`);
        const values = Array.isArray(value) ? value.map(String) : [String(value)];
        // Browsers drop ASCII whitespace and control characters from URLs before reading the scheme.
        const urls = name === 'srcSet' ? values.map((v) => v.trim().split(/\s+/)[0]) : values;
        if (
          (urlProperties.includes(name) || name === 'srcSet') &&
          urls.some((u) => scriptScheme.test(withoutControls(u)))
        )
          found.push(`${name}=${JSON.stringify(value)} on <${child.tagName}>`);
      }
      scriptCapable(child, found);
    }
    return found;
  }

  const hostileUrl = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.constantFrom(
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:image/svg+xml;base64,PHN2Zz4=',
      'http://[oops',
      'https://[::1',
      'http://exa mple.com/',
      'http://%zz/',
      '//evil.example/x',
      'https://evildocs.cairn.example/',
      'https://docs.cairn.example.evil.example/',
      '\u0000javascript:alert(1)',
      'mailto:a@b.example',
      '#x',
      '',
    ),
    fc.string(),
  );
  const attribute = fc.constantFrom(
    'onerror="alert(1)"',
    'onclick=alert(1)',
    'OnMouseOver="x()"',
    'style="background:url(javascript:alert(1))"',
    'srcdoc="<script>alert(1)</script>"',
    'formaction="javascript:alert(1)"',
    'id="x"',
    'class="language-hcl"',
    'data-tokens="keyword|1:0"',
  );
  const fragment = fc.oneof(
    fc.string(),
    hostileUrl.map((u) => `[link](${u})`),
    hostileUrl.map((u) => `![image](${u})`),
    hostileUrl.map((u) => `<${u}>`),
    fc.tuple(hostileUrl, attribute).map(([u, a]) => `<a href="${u}" ${a}>raw</a>`),
    fc.tuple(hostileUrl, attribute).map(([u, a]) => `<img src="${u}" ${a}>`),
    fc
      .tuple(hostileUrl, attribute)
      .map(([u, a]) => `<picture><source srcset="${u} 2x, ${u}"><img src="${u}" ${a}></picture>`),
    fc
      .tuple(
        fc.constantFrom('iframe', 'object', 'embed', 'form', 'svg', 'math', 'script', 'style', 'base', 'meta'),
        hostileUrl,
        attribute,
      )
      .map(([tag, u, a]) => `<${tag} src="${u}" href="${u}" data="${u}" action="${u}" ${a}>x</${tag}>`),
    fc.tuple(hostileUrl, fc.string()).map(([u, label]) => `[${label}]: ${u}\n\n[${label}]`),
    fc.constantFrom('```hcl\nx = 1\n```', '`code`', '> quote', '| a |\n| - |\n| b |', '<!-- c -->', '<', ']('),
  );
  const hostileMarkdown = fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join('\n\n'));

  it('never throws and never emits a script-capable element, attribute or URL', async () => {
    await fc.assert(
      fc.asyncProperty(hostileMarkdown, async (markdown) => {
        const tree = await renderDiscussionMarkdown(markdown, { siteUrl, file, warn: () => undefined });
        expect(scriptCapable(tree)).toEqual([]);
        // The page renders it through React; the same tree must also serialise.
        toHtml(tree);
      }),
      { numRuns: 300 },
    );
  });

  it('finds each kind of script-capable output in a hand-made tree (the checker can fail)', () => {
    const element = (tagName: string, properties: Element['properties']): Element => ({
      type: 'element',
      tagName,
      properties,
      children: [],
    });
    const tree: Root = {
      type: 'root',
      children: [
        element('script', {}),
        element('img', { onError: 'alert(1)', src: 'https://x.example/a.png' }),
        element('a', { href: ' JavaScript:alert(1)' }),
        element('a', { href: 'java\tscript:alert(1)' }),
        element('img', { src: 'data:image/svg+xml,<svg/>' }),
        element('iframe', { srcDoc: '<b>' }),
        element('p', { style: 'background:url(javascript:alert(1))' }),
        element('source', { srcSet: 'vbscript:x 2x' }),
      ],
    };
    expect(scriptCapable(tree)).toHaveLength(9);
  });
});

describe('knowledge-base rendered posts cache', () => {
  /** A site folder with discussions 42 and 43 (43 with a malformed link), and the plugin's loadContent. */
  function site() {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'kb-site-'));
    const dir = path.join(siteDir, 'data/knowledge-base');
    mkdirSync(path.join(dir, 'discussions'), { recursive: true });
    const write = (n: number, body: string) =>
      writeFileSync(
        path.join(dir, `discussions/${n}.json`),
        JSON.stringify({ ...good, number: n, url: good.url.replace(/\d+$/, String(n)), body }),
      );
    write(42, good.body);
    write(43, 'See [the guide](http://[oops).');
    writeFileSync(
      path.join(dir, 'provenance.json'),
      JSON.stringify({ source: 'cairn-io/knowledge-base', fetchedAt: '2023-06-30T12:00:00Z', count: 2 }),
    );
    const context = { siteDir, siteConfig: { url: siteUrl } } as unknown as LoadContext;
    const plugin = knowledgeBasePlugin(context, { dataDir: 'data/knowledge-base' });
    return { write, plugin, load: () => plugin.loadContent?.() as Promise<KnowledgeBaseContent> };
  }

  /** What the build prints while `run` runs: Docusaurus's logger writes to the console. */
  async function printed<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void lines.push(args.join(' '))),
    );
    try {
      return { result: await run(), lines };
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  }

  it("adds each discussion's route in the discussions' order, each with its own data file", async () => {
    const { plugin, load } = site();
    const content = (await printed(load)).result;
    // Written in an order other than the discussions', as writes finishing side by side may be.
    const written = new Map<string, string>();
    const createData = async (name: string, data: string) => {
      await new Promise((r) => setTimeout(r, name.includes('42') ? 20 : 0));
      written.set(name, data);
      return `/generated/${name}`;
    };
    const routes: { path: string; modules?: Record<string, string> }[] = [];
    await plugin.allContentLoaded?.({
      allContent: { 'knowledge-base': { default: content } },
      actions: { createData, addRoute: (r: (typeof routes)[number]) => routes.push(r), setGlobalData: () => {} },
    } as never);
    expect(routes.map((r) => [r.path, r.modules?.data])).toEqual([
      ...content.discussions.map(({ discussion: d }) => [
        `/discussions/knowledge-base/${d.number}`,
        `/generated/discussion-${d.number}.fetch.json`,
      ]),
      ['/discussions/knowledge-base/', '/generated/knowledge-base-index.json'],
    ]);
    for (const { discussion: d } of content.discussions)
      expect(JSON.parse(written.get(`discussion-${d.number}.fetch.json`) ?? '{}')).toMatchObject({
        number: d.number,
        title: d.title,
      });
  });

  it('renders a discussion once, and again only when it changes; warnings are said on every build', async () => {
    const { write, load } = site();
    const first = await printed(load);
    expect(first.lines.join('\n')).toMatch(/2 discussions: 0 from the cache of rendered posts, 2 rendered/);
    expect(first.lines.filter((l) => l.includes('43.json'))).toHaveLength(1);

    const second = await printed(load);
    expect(second.lines.join('\n')).toMatch(/2 discussions: 2 from the cache of rendered posts, 0 rendered/);
    expect(second.result).toEqual(first.result);
    expect(second.lines.filter((l) => l.includes('43.json'))).toEqual(first.lines.filter((l) => l.includes('43.json')));

    write(42, 'Why does `terraform apply` replace my NAT gateways?');
    const third = await printed(load);
    expect(third.lines.join('\n')).toMatch(/2 discussions: 1 from the cache of rendered posts, 1 rendered/);
    const html42 = (c: KnowledgeBaseContent) =>
      toHtml(parseTree(c.discussions.find((d) => d.discussion.number === 42)?.question as SerializedTree));
    expect(html42(third.result)).toContain('terraform apply');
    expect(html42(first.result)).toContain('terraform plan');
  });
});
