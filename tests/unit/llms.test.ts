import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { llmsAreaFullPath, twinPath } from '../../plugins/llms/paths';
import { areaOf, areas } from '../../plugins/llms/areas';
import {
  createMarkdownTools,
  toTwinTree,
  TwinSourceError,
  type ComponentHandler,
  type MarkdownTools,
  type SourceFormat,
} from '../../plugins/llms/markdown';
import { linkResolver, renderTwin, TwinLinkError, type SiteLinks } from '../../plugins/llms/twin';
import { readTwin } from '../../plugins/llms/check';
import { TwinCache, withoutPositions } from '../../plugins/llms/cache';
import { libraryInterface } from '../../plugins/llms/sources/library';
import { fullFiles, renderLlmsIndex, type WrittenTwin } from '../../plugins/llms/llms-txt';
import remarkLibraryReference from '../../plugins/library/remark';
import { libraryReader } from '../../plugins/library/schema';
import { hclValue } from '../../plugins/library/types';

const siteDir = path.resolve(__dirname, '../..');
const getLibrary = libraryReader(path.join(siteDir, 'data/library'), path.join(siteDir, 'docs/tags.yml'));

let tools: MarkdownTools;
beforeAll(async () => {
  tools = await createMarkdownTools([[remarkLibraryReference, { getLibrary, getSiteDir: () => siteDir }]]);
});

/** A source through the twin's conversion: its title and its body as Markdown. */
function convert(source: string, format: SourceFormat = 'mdx', components: Record<string, ComponentHandler> = {}) {
  const file = path.join(siteDir, `docs/sample.${format}`);
  const { title, body } = toTwinTree(tools.parse(source, format, file), { file, components });
  return { title, markdown: tools.stringify(body) };
}

const parse = (markdown: string): Root => ({ type: 'root', children: tools.parseBlock(markdown) });

describe('twin paths and areas', () => {
  it('names the twin after the route without its trailing slash', () => {
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/library/overview/')).toBe('/library/overview.md');
    expect(twinPath('/intro')).toBe('/intro.md');
    expect(twinPath('/refarch/access/how-to-auth-CLI/')).toBe('/refarch/access/how-to-auth-CLI.md');
  });

  it('puts each route in its area, the specific prefixes first', () => {
    expect(areaOf('/guides/stay-up-to-date/releases/')).toBe('release-notes');
    expect(areaOf('/guides/stay-up-to-date/releases/2019-07/')).toBe('release-notes');
    expect(areaOf('/guides/stay-up-to-date/')).toBe('guides');
    expect(areaOf('/library/reference/')).toBe('library-reference');
    expect(areaOf('/reference/modules/terraform-aws-vpc/vpc-app/')).toBe('library-reference');
    expect(areaOf('/library/overview/')).toBe('library');
    expect(areaOf('/intro')).toBe('intro');
    expect(areaOf('/introduction')).toBe('other');
    expect(areaOf('/discussions/knowledge-base/307')).toBe('knowledge-base');
    expect(areaOf('/tags/terraform')).toBe('tags');
    expect(areaOf('/tools')).toBe('other');
    expect(new Set(areas.map((a) => llmsAreaFullPath(a.id))).size).toBe(areas.length);
  });
});

describe('source to twin', () => {
  it('drops front matter, imports and exports, and keeps the content title apart', () => {
    const { title, markdown } = convert(
      "---\ntitle: Sample\n---\n\nimport Thing from '@site/src/x';\nexport const meta = 1;\n\n# The *title*\n\nBody text.\n",
    );
    expect(title?.map((n) => n.type)).toEqual(['text', 'emphasis']);
    expect(markdown).toBe('Body text.\n');
  });

  it('turns admonitions into blockquotes that start with their kind and title', () => {
    expect(convert(':::tip\nRun **plan** first.\n:::\n').markdown).toBe('> **Tip:** Run **plan** first.\n');
    expect(convert(':::warning[Costs]\nNAT gateways bill by the hour.\n\nAnd by the GB.\n:::\n').markdown).toBe(
      '> **Warning: Costs** NAT gateways bill by the hour.\n>\n> And by the GB.\n',
    );
    // The legacy `:::note Title` form is no directive for this site's parser: it stays text, as on the page.
    expect(convert(':::note Old title\nText.\n:::\n', 'md').markdown).toContain(':::note Old title');
  });

  it('keeps fenced code with its language and meta, without the highlight comments', () => {
    const { markdown } = convert(
      '```hcl title="main.tf"\n# highlight-next-line\nname = "x"\n  # highlight-start\nsize = 1\n# highlight-end\n```\n',
    );
    expect(markdown).toBe('```hcl title="main.tf"\nname = "x"\nsize = 1\n```\n');
  });

  it('strips explicit heading ids', () => {
    expect(convert('## Releases by month \\{#by-month}\n').markdown).toBe('## Releases by month\n');
    expect(convert('## Plain {#plain}\n', 'md').markdown).toBe('## Plain\n');
  });

  it('writes images as links with their alt text', () => {
    expect(convert('![A diagram](/img/a.svg)\n').markdown).toBe('[Image: A diagram](/img/a.svg)\n');
    expect(convert('[![Badge](/img/b.svg)](https://example.com)\n').markdown).toBe('[Badge](https://example.com)\n');
    expect(convert('<img src="/img/c.svg" alt="Logo" className="no-zoom" />\n').markdown).toBe(
      '[Image: Logo](/img/c.svg)\n',
    );
  });

  it('gives the theme CodeBlock and HTML elements their Markdown form', () => {
    const { markdown } = convert(
      '<CodeBlock language="hcl">{\'variable "region" {\\n  default = "us-east-1"\\n}\'}</CodeBlock>\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\n{/* a comment */}\n',
    );
    expect(markdown).toBe('```hcl\nvariable "region" {\n  default = "us-east-1"\n}\n```\n\nMore\n\nHidden text.\n');
  });

  it('stops on a component with no Markdown form and on an expression it cannot evaluate', () => {
    expect(() => convert('<Tabs>\n\ntext\n\n</Tabs>\n')).toThrow(TwinSourceError);
    expect(() => convert('<Tabs>\n\ntext\n\n</Tabs>\n')).toThrow(/<Tabs> has no Markdown form/);
    expect(() => convert('Total: {1 + 1}\n')).toThrow(/\{1 \+ 1\} has no static Markdown form/);
    expect(
      convert('<Finder />\n', 'mdx', {
        Finder: () => [{ type: 'paragraph', children: [{ type: 'text', value: 'All.' }] }],
      }).markdown,
    ).toBe('All.\n');
  });

  it('leaves unused directives and raw HTML as the text the page shows', () => {
    expect(convert('Connect to host:port now.\n', 'md').markdown).toBe('Connect to host:port now.\n');
    expect(convert('Run kubectl -n <namespace> get pods.\n', 'md').markdown).toBe(
      'Run kubectl -n \\<namespace> get pods.\n',
    );
  });
});

describe('the reference pages: Inputs and Outputs from the library data', () => {
  const file = path.join(siteDir, 'docs/reference/modules/terraform-aws-vpc/vpc-app/vpc-app.md');

  it('round-trips every input and output of vpc-app, required inputs first', () => {
    const entry = getLibrary().entries.get('terraform-aws-vpc/vpc-app');
    if (!entry) throw new Error('vpc-app is missing from the library data');
    const tree = tools.parse(readFileSync(file, 'utf8'), 'md', file);
    const { body } = toTwinTree(tree, { file, components: { LibraryInterface: libraryInterface } });
    const back = parse(tools.stringify(body));
    const tables = back.children.filter((n) => n.type === 'table');
    expect(tables).toHaveLength(2);
    const rows = (i: number) =>
      tables[i].children
        .slice(1)
        .map((row) =>
          row.children.map((cell) =>
            cell.children.map((c) => ('value' in c ? c.value : c.type === 'link' ? '' : '')).join(''),
          ),
        );
    const inputs = [...entry.inputs].sort((a, b) => Number(b.required) - Number(a.required));
    expect(rows(0)).toEqual(
      inputs.map((i) => [
        i.name,
        i.type,
        i.required ? 'yes' : 'no',
        i.required ? '' : hclValue(i.default),
        expect.any(String),
      ]),
    );
    expect(rows(1).map((r) => r[0])).toEqual(entry.outputs.map((o) => o.name));
    const markdown = tools.stringify(body);
    expect(markdown).toContain(
      `${entry.inputs.length} inputs, ${entry.inputs.filter((i) => i.required).length} required.`,
    );
    // The header facts and the history come from the library plugin's remark plugin.
    expect(markdown).toMatch(
      /^- Repository \[`terraform-aws-vpc`\]\(https:\/\/github\.com\/cairn-io\/terraform-aws-vpc\)/,
    );
    expect(markdown).toContain('## Release history');
  });

  it('says so when a module has no inputs or outputs', () => {
    const none = convert('<LibraryInterface kind="outputs" subject="module"></LibraryInterface>\n', 'mdx', {
      LibraryInterface: libraryInterface,
    });
    expect(none.markdown).toBe('This module has no outputs.\n');
  });
});

describe('links', () => {
  const origin = 'https://docs.example.test';
  const links: SiteLinks = {
    origin,
    twinRoutes: new Map([
      ['/intro/overview/getting-started', '/intro/overview/getting-started'],
      ['/library/overview', '/library/overview/'],
      ['/', '/'],
    ]),
    fileRoutes: new Map([
      [path.join(siteDir, 'docs/library/overview/index.md'), '/library/overview/'],
      [path.join(siteDir, 'docs/intro/overview/getting-started.md'), '/intro/overview/getting-started'],
    ]),
    contentDirs: [path.join(siteDir, 'docs')],
  };
  const page = {
    route: '/intro/overview/getting-started',
    sourceFile: path.join(siteDir, 'docs/intro/overview/getting-started.md'),
  };
  const resolve = linkResolver(links, page);

  it('points pages to their twins, absolute, anchors kept', () => {
    expect(resolve('../../library/overview/index.md')).toBe(`${origin}/library/overview.md`);
    expect(resolve('../../library/overview/index.md#layout')).toBe(`${origin}/library/overview.md#layout`);
    expect(resolve('/library/overview/')).toBe(`${origin}/library/overview.md`);
    expect(resolve('/library/overview')).toBe(`${origin}/library/overview.md`);
    expect(resolve(`${origin}/`)).toBe(`${origin}/index.md`);
    expect(resolve('#next-steps')).toBe(`${origin}/intro/overview/getting-started.md#next-steps`);
  });

  it('makes files, filtered pages and unknown paths absolute, and leaves other hosts alone', () => {
    expect(resolve('/img/a.svg')).toBe(`${origin}/img/a.svg`);
    expect(resolve('/library/overview/?tag=vpc')).toBe(`${origin}/library/overview/?tag=vpc`);
    expect(resolve('https://github.com/cairn-io/terraform-aws-vpc')).toBe(
      'https://github.com/cairn-io/terraform-aws-vpc',
    );
    expect(resolve('mailto:support@cairn.example')).toBe('mailto:support@cairn.example');
  });

  it('stops on a file link that names no page', () => {
    expect(() => resolve('../missing.md')).toThrow(TwinLinkError);
  });

  it('renders a twin with its title and description first', () => {
    const markdown = renderTwin(
      {
        route: '/intro/overview/getting-started',
        title: [{ type: 'text', value: 'Getting started' }],
        description: 'Where to begin.',
        body: [
          { type: 'paragraph', children: [{ type: 'link', url: '/', children: [{ type: 'text', value: 'Home' }] }] },
        ],
      },
      links,
      tools,
    );
    expect(markdown).toBe(`# Getting started\n\n> Where to begin.\n\n[Home](${origin}/index.md)\n`);
  });
});

describe('reading a twin back (the checks of the built twins)', () => {
  it('reads the title, description, code languages and links', () => {
    const reading = readTwin(
      '# Title with `code`\n\n> One line.\n\nSee [a](https://x.test/a.md).\n\n```hcl\nx = 1\n```\n\n```\nplain\n```\n',
      parse,
    );
    expect(reading).toEqual({
      title: 'Title with code',
      description: 'One line.',
      codeLanguages: ['hcl', null],
      links: ['https://x.test/a.md'],
      problems: [],
    });
  });

  it('finds MDX and JSX left outside code (known-bad samples)', () => {
    expect(readTwin("# T\n\nimport Finder from '@site/src/components/ModuleFinder';\n", parse).problems).toHaveLength(
      1,
    );
    expect(readTwin('# T\n\nexport const toc = [];\n', parse).problems).toHaveLength(1);
    expect(readTwin('# T\n\n<ModuleFinder />\n', parse).problems).toHaveLength(1);
    expect(readTwin('# T\n\nText <span>inline</span>.\n', parse).problems.length).toBeGreaterThan(0);
  });

  it('accepts the same words in code and in escaped text', () => {
    expect(
      readTwin("# T\n\n```js\nimport x from 'y';\n```\n\nUse \\<namespace> here; import the module.\n", parse).problems,
    ).toEqual([]);
  });

  it('finds no title when the twin does not open with one', () => {
    expect(readTwin('Text first.\n\n# Late title\n', parse).title).toBeNull();
  });
});

describe('llms.txt and the full-text files', () => {
  const twin = (route: string, title: string): WrittenTwin => ({
    page: { route, title: [{ type: 'text', value: title }], description: `About ${title}.`, body: [] },
    area: areaOf(route),
    markdown: `# ${title}\n`,
  });
  const twins = [
    twin('/intro', 'Welcome'),
    twin('/library/overview/', 'Library'),
    twin('/reference/modules/terraform-aws-vpc/vpc-app/', 'VPC app'),
    twin('/discussions/knowledge-base/307', 'A question'),
  ];

  it('puts the product docs in llms-full.txt and each of their areas in its own file', () => {
    const [all, ...perArea] = fullFiles(twins);
    expect(all.path).toBe('/llms-full.txt');
    expect(all.twins.map((t) => t.page.route)).toEqual(['/intro', '/library/overview/']);
    expect(perArea.map((f) => f.path)).toEqual(['/llms-full/intro.txt', '/llms-full/library.txt']);
  });

  it('lists every twin under its area, after the title and summary', () => {
    const full = fullFiles(twins).map((file) => ({ file, bytes: 4000 }));
    const index = renderLlmsIndex(
      { siteTitle: 'Cairn Docs', tagline: 'Tagline.', origin: 'https://d.test', twins, full },
      tools,
    );
    const tree = parse(index);
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(tree.children[1].type).toBe('blockquote');
    const sections = tree.children.flatMap((n) =>
      n.type === 'heading' && n.depth === 2 ? [n.children.map((c) => ('value' in c ? c.value : '')).join('')] : [],
    );
    expect(sections).toEqual(['Introduction', 'IaC Library', 'Library reference', 'Knowledge base', 'Optional']);
    expect(index).toContain(
      '- [VPC app](https://d.test/reference/modules/terraform-aws-vpc/vpc-app.md): About VPC app.',
    );
    expect(index).toContain('[Introduction, full text](https://d.test/llms-full/intro.txt)');
  });
});

describe('the cache of parses and writes', () => {
  it('reuses results of the last build with the same version only', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'llms-cache-')), 'twins.json');
    const first = new TwinCache(file, 'v1');
    let computed = 0;
    const compute = () => ({ n: ++computed, position: { start: 1 } });
    expect(first.memo(['a'], compute)).toEqual({ n: 1, position: { start: 1 } });
    expect(first.memo(['a'], compute).n).toBe(1);
    first.save();
    const again = new TwinCache(file, 'v1');
    expect(again.memo(['a'], compute)).toEqual({ n: 1 });
    expect([again.hits, again.misses]).toEqual([1, 0]);
    expect(new TwinCache(file, 'v2').memo(['a'], compute).n).toBe(2);
    writeFileSync(file, '{ not json');
    expect(new TwinCache(file, 'v1').memo(['a'], compute).n).toBe(3);
  });

  it('leaves the file as it is when a build reuses every entry, and writes it when anything changed', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'llms-cache-')), 'twins.json');
    const build = (keys: string[], compute = () => 'fresh') => {
      const cache = new TwinCache(file, 'v1');
      for (const key of keys) cache.memo([key], compute);
      cache.save();
      return cache;
    };
    build(['a', 'b']);
    // A mark no save writes: it survives only where the file is not written again.
    const marked = readFileSync(file, 'utf8').replace(/^\{/, '{"mark":1,');
    writeFileSync(file, marked);
    const reused = build(['a', 'b']);
    expect([reused.hits, reused.misses, reused.unchanged]).toEqual([2, 0, true]);
    expect(readFileSync(file, 'utf8')).toBe(marked);
    // An entry no longer used is dropped: written.
    build(['a']);
    expect(readFileSync(file, 'utf8')).not.toContain('"mark"');
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).entries)).toEqual([TwinCache.keyOf(['a'])]);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^\{/, '{"mark":1,'));
    // A new entry: written.
    expect(build(['a', 'c']).unchanged).toBe(false);
    expect(readFileSync(file, 'utf8')).not.toContain('"mark"');
    // Another version, or no file: written.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^\{/, '{"mark":1,'));
    const other = new TwinCache(file, 'v2');
    other.save();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 'v2', entries: {} });
  });

  it('writes the same JSON as one JSON.stringify of the entries, over several chunks', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'llms-cache-')), 'twins.json');
    const cache = new TwinCache(file, 'v"1');
    const big = 'x\u00e9\u{1F600}"\\\n'.repeat(200_000);
    const values: unknown[] = [
      { type: 'root', children: [{ type: 'text', value: big, position: { start: { line: 1 } } }] },
      'plain',
      [1, null, { position: 2, kept: true }],
      undefined,
      { value: big.slice(0, 1000) },
    ];
    values.forEach((value, i) => cache.memo([`k${i}`], () => value));
    cache.save();
    const written = readFileSync(file, 'utf8');
    const entries = Object.fromEntries(values.map((value, i) => [TwinCache.keyOf([`k${i}`]), value]));
    expect(written.length).toBeGreaterThan(1 << 20);
    expect(written).toBe(JSON.stringify({ version: 'v"1', entries }, withoutPositions));
    expect(new TwinCache(file, 'v"1').memo(['k0'], () => 'recomputed')).toEqual(
      JSON.parse(JSON.stringify(values[0], withoutPositions)),
    );
  });
});
