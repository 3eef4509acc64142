/**
 * Markdown twins and llms.txt (plugins/llms) against the test build: every page of the sitemap has
 * its twin, which opens with the page's h1 and description, carries its code blocks with their
 * languages, has no MDX left and links only to what exists; the reference pages' interfaces
 * round-trip the library data; llms.txt lists every twin; the files are served as UTF-8 text,
 * compressed and revalidated; and the 'Copy page' control copies the twin in Chromium, with the
 * clipboard allowed and refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import type { Root } from 'mdast';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, waitForHydration } from './fixtures';
import { chromiumArgs, chromiumPath } from '../../scripts/measure/chromium';
import { site } from '../../src/settings';
import { crashFixturePath } from '../../plugins/test-routes';
import { areaOf, areas } from '../../plugins/llms/areas';
import { llmsFullPath, llmsIndexPath, twinPath } from '../../plugins/llms/paths';
import { readTwin, type TwinReading } from '../../plugins/llms/check';
import { createMarkdownTools } from '../../plugins/llms/markdown';
import { extractRecords } from '../../plugins/search/extract';
import { loadLibrary } from '../../plugins/library/schema';
import { hclValue } from '../../plugins/library/types';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const origin = site.defaultUrl;

const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
const sitemapPaths = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname);
/** The pages with twins: the sitemap without the crash fixture, which has no content of its own. */
const pages = sitemapPaths.filter((p) => p !== crashFixturePath);

const htmlFile = (route: string) => path.join(build, route.replace(/\/$/, ''), 'index.html');
const twinFile = (route: string) => path.join(build, twinPath(route));

const text = (node: Element) =>
  DomUtils.textContent(node)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface PageHtml {
  h1: string | null;
  description: string | null;
  markdownLinks: string[];
  codeLanguages: string[];
  ids: Set<string>;
}

const htmlCache = new Map<string, PageHtml>();
function readPage(route: string): PageHtml {
  const cached = htmlCache.get(route);
  if (cached) return cached;
  const doc = parseDocument(readFileSync(htmlFile(route), 'utf8'));
  const all = DomUtils.findAll(() => true, doc.children);
  const h1 = all.find((e) => e.name === 'h1');
  const meta = all.find((e) => e.name === 'meta' && e.attribs.name === 'description');
  const languageOf = (e: Element | null | undefined) =>
    /\blanguage-([\w+-]+)/.exec(e?.attribs.class ?? '')?.[1] ?? null;
  const page: PageHtml = {
    h1: h1 ? text(h1) : null,
    description: meta?.attribs.content ?? null,
    markdownLinks: all
      .filter((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.type === 'text/markdown')
      .map((e) => e.attribs.href),
    codeLanguages: all
      .filter((e) => e.name === 'pre')
      .map((pre) => languageOf(pre) ?? languageOf(DomUtils.findOne((c) => c.name === 'code', pre.children)) ?? 'text'),
    ids: new Set(all.flatMap((e) => (e.attribs.id ? [e.attribs.id] : []))),
  };
  htmlCache.set(route, page);
  return page;
}

let parse: (markdown: string) => Root;
const twins = new Map<string, { markdown: string; reading: TwinReading }>();
test.beforeAll(async () => {
  const tools = await createMarkdownTools();
  parse = (markdown) => ({ type: 'root', children: tools.parseBlock(markdown) });
  for (const route of pages) {
    if (!existsSync(twinFile(route))) continue;
    const markdown = readFileSync(twinFile(route), 'utf8');
    twins.set(route, { markdown, reading: readTwin(markdown, parse) });
  }
});

const twin = (route: string) => {
  const t = twins.get(route);
  if (!t) throw new Error(`no twin for ${route}`);
  return t;
};

test.describe('the twins in the build', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every page of the sitemap has its twin; no twin or llms file is in the sitemap', () => {
    expect(pages.length).toBeGreaterThan(1000);
    expect(pages.filter((p) => !twins.has(p))).toEqual([]);
    expect(sitemapPaths.filter((p) => /\.(md|txt)$/.test(p))).toEqual([]);
  });

  test("each twin opens with the page's h1, then its description", () => {
    const problems: string[] = [];
    for (const route of pages) {
      const { reading } = twin(route);
      const html = readPage(route);
      if (reading.title !== html.h1) problems.push(`${route}: twin '${reading.title}' vs h1 '${html.h1}'`);
      if (!reading.description) problems.push(`${route}: no description`);
      else if (html.description !== null && reading.description !== html.description)
        problems.push(`${route}: twin description '${reading.description}' vs meta '${html.description}'`);
    }
    expect(problems).toEqual([]);
  });

  test('no MDX import, export or JSX tag is left in any twin', () => {
    const problems = pages.flatMap((route) => twin(route).reading.problems.map((p) => `${route}: ${p}`));
    expect(problems).toEqual([]);
  });

  test("code blocks survive with their language, in the page's order", () => {
    const normal = (lang: string | null) => lang ?? 'text';
    const problems: string[] = [];
    let blocks = 0;
    for (const route of pages) {
      const expected = readPage(route).codeLanguages;
      const actual = twin(route).reading.codeLanguages.map(normal);
      blocks += actual.length;
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        problems.push(`${route}: twin [${actual.join(', ')}] vs page [${expected.join(', ')}]`);
    }
    expect(problems).toEqual([]);
    expect(blocks).toBeGreaterThan(500);
  });

  test('links in the twins lead to twins, pages or files of the build, and their anchors exist', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of pages) {
      for (const link of twin(route).reading.links) {
        if (!link.startsWith(`${origin}/`)) {
          if (!/^(https?:|mailto:)/.test(link)) problems.push(`${route}: relative link ${link}`);
          continue;
        }
        checked += 1;
        const url = new URL(link);
        const file = decodeURIComponent(url.pathname);
        let page: string | undefined;
        if (file.endsWith('.md')) {
          page = pages.find((p) => twinPath(p) === file);
          if (!page) problems.push(`${route}: ${link} is no twin`);
        } else if (existsSync(htmlFile(file))) page = file;
        else if (!existsSync(path.join(build, file)) || file.endsWith('/'))
          problems.push(`${route}: ${link} is not in the build`);
        if (page && url.hash && !readPage(page).ids.has(decodeURIComponent(url.hash.slice(1))))
          problems.push(`${route}: ${link}: no element ${url.hash} on ${page}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  test("every module and service twin lists the data's inputs and outputs in its tables", () => {
    const library = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
    const problems: string[] = [];
    for (const entry of library.entries.values()) {
      const tree = parse(twin(entry.permalink).markdown);
      const tables = tree.children.filter((n) => n.type === 'table');
      const cells = (i: number) =>
        (tables[i]?.children.slice(1) ?? []).map((row) =>
          row.children.map((cell) => cell.children.map((c) => ('value' in c ? c.value : '')).join('')),
        );
      // The writer's own tables come before Inputs and Outputs; those two are the last ones.
      const [inputs, outputs] = [cells(tables.length - 2), cells(tables.length - 1)];
      const byName = new Map(inputs.map((r) => [r[0], r]));
      for (const input of entry.inputs) {
        const row = byName.get(input.name);
        const expected = [
          input.name,
          input.type,
          input.required ? 'yes' : 'no',
          input.required ? '' : hclValue(input.default),
        ];
        if (!row || JSON.stringify(row.slice(0, 4)) !== JSON.stringify(expected))
          problems.push(`${entry.permalink}: input ${input.name}: ${JSON.stringify(row?.slice(0, 4))}`);
      }
      const names = outputs.map((r) => r[0]);
      for (const output of entry.outputs)
        if (!names.includes(output.name)) problems.push(`${entry.permalink}: output ${output.name} missing`);
      if (entry.inputs.length === 0 && !twin(entry.permalink).markdown.includes('takes no inputs'))
        problems.push(`${entry.permalink}: no empty Inputs statement`);
    }
    expect(problems).toEqual([]);
  });

  test('llms.txt lists every twin under its area; llms-full.txt holds the product docs and guides', () => {
    const index = readFileSync(path.join(build, llmsIndexPath), 'utf8');
    const tree = parse(index);
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(tree.children[1].type).toBe('blockquote');
    const listed = new Set([...index.matchAll(/\]\((https?:[^)\s]+\.md)\)/g)].map((m) => m[1]));
    expect([...listed].sort()).toEqual(pages.map((p) => `${origin}${twinPath(p)}`).sort());
    const sections = index.split('\n').filter((l) => l.startsWith('## '));
    const present = areas.filter((a) => pages.some((p) => areaOf(p) === a.id)).map((a) => `## ${a.title}`);
    expect(sections).toEqual([...present, '## Optional']);

    const full = readFileSync(path.join(build, llmsFullPath), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => new URL(m[1]).pathname).sort();
    const inFull = new Set<string>(areas.filter((a) => a.inFull).map((a) => a.id));
    expect(sources).toEqual(pages.filter((p) => inFull.has(areaOf(p))).sort());
    for (const file of [...index.matchAll(/\((https?:[^)\s]+\/llms-full\/[\w-]+\.txt)\)/g)].map((m) => m[1]))
      expect(existsSync(path.join(build, new URL(file).pathname)), file).toBe(true);
  });

  test("each page's head links its twin; the Not Found page links none", () => {
    const problems = pages.flatMap((route) => {
      const links = readPage(route).markdownLinks;
      return JSON.stringify(links) === JSON.stringify([twinPath(route)]) ? [] : [`${route}: ${links.join(' ')}`];
    });
    expect(problems).toEqual([]);
    expect(readFileSync(path.join(build, '404.html'), 'utf8')).not.toContain('text/markdown');
  });

  test('the copy control is no content for search: no record carries its words', () => {
    const records = extractRecords(readFileSync(htmlFile('/intro/overview/getting-started'), 'utf8'), '/x');
    expect(records.length).toBeGreaterThan(0);
    const words = (r: (typeof records)[number]) =>
      [...Object.values(r.hierarchy), ...r.parts.map((p) => (typeof p === 'string' ? p : `${p.name} ${p.text}`))].join(
        ' ',
      );
    expect(records.filter((r) => /View as Markdown|Copy page/.test(words(r)))).toEqual([]);
  });
});

test.describe('serving the twins', () => {
  test('twins are text/markdown and llms files text/plain, in UTF-8, compressed, revalidated', async ({ request }) => {
    for (const [url, type] of [
      ['/intro/overview/getting-started.md', 'text/markdown; charset=utf-8'],
      ['/index.md', 'text/markdown; charset=utf-8'],
      [llmsIndexPath, 'text/plain; charset=utf-8'],
      [llmsFullPath, 'text/plain; charset=utf-8'],
    ]) {
      const res = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status(), url).toBe(200);
      const h = res.headers();
      expect(h['content-type'], url).toBe(type);
      expect(h['content-encoding'], url).toBe('gzip');
      expect(h['cache-control'], url).toBe('no-cache');
    }
    const body = await (await request.get('/intro/overview/getting-started.md')).text();
    expect(body).toBe(readFileSync(twinFile('/intro/overview/getting-started'), 'utf8'));
  });
});

const control = (page: Page) => page.getByRole('navigation', { name: 'Page as Markdown' });
const copyButton = (page: Page) => control(page).getByRole('button', { name: 'Copy page' });

test.describe("the 'Copy page' control", () => {
  const route = '/intro/overview/getting-started';

  test('copies the twin to the clipboard, from the keyboard, and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, route);
    const link = control(page).getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', twinPath(route));
    await copyButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(control(page).getByRole('status')).toHaveText('Copied the page as Markdown.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(twinFile(route), 'utf8'));
  });

  test.describe('when a permissions policy withholds the clipboard', () => {
    // Chromium reports the refused write on the console; that is the refusal this test provokes.
    test.use({ allowConsoleErrors: /Permissions policy violation: The Clipboard API has been blocked/ });
    test('shows the Markdown selected, to copy by hand', async ({ page }) => {
      // A permissions policy that withholds the clipboard: Chromium refuses every write (NotAllowedError).
      await page.route(`**${route}`, async (r) => {
        const response = await r.fetch();
        await r.fulfill({ response, headers: { ...response.headers(), 'permissions-policy': 'clipboard-write=()' } });
      });
      await gotoHydrated(page, route);
      await copyButton(page).click();
      const box = page.getByRole('textbox', { name: 'The page in Markdown' });
      await expect(box).toBeFocused();
      await expect(control(page).getByRole('status')).toHaveText(/did not allow copying/);
      expect(await box.inputValue()).toBe(readFileSync(twinFile(route), 'utf8'));
      const selected = await box.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart);
      expect(selected).toBe((await box.inputValue()).length);
      await page.keyboard.press('Escape');
      await expect(box).toHaveCount(0);
      await expect(copyButton(page)).toBeFocused();
    });
  });

  test('without the Clipboard API (a page served over plain HTTP), offers the Markdown the same way', async ({
    playwright,
    baseURL,
  }) => {
    // Outside a secure context (a host other than loopback, over http) Chromium has no navigator.clipboard.
    const browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--host-resolver-rules=MAP docs.insecure.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
      await page.goto(`http://docs.insecure.test:${new URL(baseURL ?? '').port}${route}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => window.isSecureContext || 'clipboard' in navigator)).toBe(false);
      await copyButton(page).click();
      const box = page.getByRole('textbox', { name: 'The page in Markdown' });
      await expect(box).toBeFocused();
      expect(await box.inputValue()).toBe(readFileSync(twinFile(route), 'utf8'));
      await control(page).getByRole('button', { name: 'Close' }).click();
      await expect(copyButton(page)).toBeFocused();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test.describe('when a request fails', () => {
    test.use({ allowConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/ });

    test('a twin that cannot be fetched is reported', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, route);
      await page.route(`**${twinPath(route)}`, (r) => r.fulfill({ status: 503, body: 'unavailable' }));
      await copyButton(page).click();
      await expect(control(page).getByRole('status')).toHaveText(
        /Could not load the Markdown \(the server answered 503\)/,
      );
      await expect(copyButton(page)).toBeEnabled();
    });

    test('when the copy code cannot load, the twin opens instead', async ({ page }) => {
      await gotoHydrated(page, route);
      await page.route(/CopyPage_copy.*\.js$/, (r) => r.abort());
      await copyButton(page).click();
      await expect(page).toHaveURL(new RegExp(`${twinPath(route).replace(/\./g, '\\.')}$`));
      // Chromium shows the text in a <pre>, whose inner text may or may not keep the final newline.
      expect((await page.locator('body').innerText()).trimEnd()).toBe(readFileSync(twinFile(route), 'utf8').trimEnd());
    });
  });

  test("is on the generated pages too; the home page's hero only links its twin", async ({ page }) => {
    for (const p of [
      '/reference/modules/terraform-aws-vpc/vpc-app/',
      '/guides/stay-up-to-date/releases/2019-07/',
      '/discussions/knowledge-base/307',
      '/tags/terraform',
      '/tools',
      '/search',
    ]) {
      await gotoHydrated(page, p);
      await expect(copyButton(page), p).toBeVisible();
      await expect(control(page).getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', twinPath(p));
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', twinPath(p));
    }
    await gotoHydrated(page, '/');
    await expect(control(page)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/index.md');
  });

  test.describe('on an address that is no page', () => {
    test.use({ allowConsoleErrors: /status of 404/ });
    test('the Not Found page offers no twin, and a page reached in another letter case names its own', async ({
      page,
    }) => {
      await gotoHydrated(page, '/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(control(page)).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
      // The client router matches routes in any letter case; the twin keeps the route's spelling.
      await page.evaluate(() => window.history.pushState(null, '', '/Intro/Overview/Getting-Started'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
      await expect(control(page).getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
        'href',
        '/intro/overview/getting-started.md',
      );
    });
  });

  test('follows client-side navigation: the next page links and copies its own twin', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, route);
    await page.locator('article').getByRole('link', { name: 'Deploying your first module' }).first().click();
    const next = '/library/getting-started/deploying-a-module';
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', twinPath(next));
    await copyButton(page).click();
    await expect(control(page).getByRole('status')).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(twinFile(next), 'utf8'));
  });
});
