/**
 * Content checks for writers. Each check takes parsed pages and returns
 * problems; the CLI (scripts/lint-content.ts) prints them. tests/unit/content-lint.test.ts feeds
 * each check a known-bad sample.
 */
import matter from 'gray-matter';
import { parse as parseHcl } from '@cdktf/hcl2json';
import { parseAllDocuments } from 'yaml';
import { checkStories } from './stories';

import { allowedFenceLanguages } from '../../common/code-languages';

/** Words that mark unfinished writing. */
const placeholderPattern = /\b(lorem ipsum|TODO|TBD|FIXME)\b|\bcoming soon\b/i;

/** Paragraphs at least this long may not appear on two pages. */
export const duplicateParagraphMinWords = 30;

export interface Page {
  /** Path relative to the project, used in messages. */
  file: string;
  source: string;
}

export interface Problem {
  file: string;
  line: number;
  check:
    | 'front-matter'
    | 'placeholder'
    | 'doc-card-list'
    | 'fence-language'
    | 'hcl'
    | 'json'
    | 'yaml'
    | 'duplicate-paragraph'
    | 'story';
  message: string;
}

export interface CodeBlock {
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

interface Parsed {
  data: Record<string, unknown>;
  body: string;
  /** Lines taken by the front matter, so body line numbers can be mapped back to the file. */
  bodyOffset: number;
}

/** Parses front matter; a page whose front matter is not valid YAML yields null (reported by checkFrontMatter). */
function parsePage(page: Page): Parsed | null {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would hide a second parse error.
    parsed = matter(page.source, {});
  } catch {
    return null;
  }
  const bodyOffset = page.source.slice(0, page.source.length - parsed.content.length).split('\n').length - 1;
  return { data: parsed.data as Record<string, unknown>, body: parsed.content, bodyOffset };
}

/** Fenced code blocks of a markdown body (``` or ~~~ fences, any length ≥ 3). */
export function codeBlocks(body: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)?(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    const start = i;
    const content: string[] = [];
    for (i++; i < lines.length; i++) {
      if (new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[i])) break;
      content.push(lines[i]);
    }
    blocks.push({ lang: (open[3] ?? '').toLowerCase(), code: content.join('\n'), line: start + 1 });
  }
  return blocks;
}

/** Removes the theme's line-highlight comments, which are not part of the code. */
export function stripMagicComments(code: string): string {
  return code
    .split('\n')
    .filter((l) => !/^\s*(#|\/\/|\/\*|<!--)\s*highlight-(next-line|start|end)\b/.test(l))
    .join('\n');
}

/** Body with fenced code replaced by blank lines (keeps line numbers). */
function proseOnly(body: string): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  return lines
    .map((l) => {
      const m = /^\s*(`{3,}|~{3,})/.exec(l);
      if (fence) {
        if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null;
        return '';
      }
      if (m) {
        fence = m[1];
        return '';
      }
      return l;
    })
    .join('\n');
}

/** Module and service reference pages (docs/reference/...), whose metadata lives in data/library. */
export function isLibraryReferencePage(file: string): boolean {
  return /(^|\/)docs\/reference\/(modules|services)\//.test(file.replace(/\\/g, '/'));
}

export function checkFrontMatter(page: Page): Problem[] {
  try {
    matter(page.source, {});
  } catch (e) {
    return [
      { file: page.file, line: 1, check: 'front-matter', message: `front matter is not valid YAML: ${firstLine(e)}` },
    ];
  }
  const { data } = parsePage(page) as Parsed;
  const problems: Problem[] = [];
  if (isLibraryReferencePage(page.file)) {
    // Title, description and tags of reference pages come from data/library (one source).
    for (const key of ['title', 'description', 'tags'] as const) {
      if (key in data) {
        problems.push({
          file: page.file,
          line: 1,
          check: 'front-matter',
          message: `reference pages take '${key}' from data/library/repos/*.yml; remove it from the front matter`,
        });
      }
    }
    return problems;
  }
  for (const key of ['title', 'description'] as const) {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({
        file: page.file,
        line: 1,
        check: 'front-matter',
        message: `front matter needs a non-empty '${key}'`,
      });
    }
  }
  return problems;
}

export function checkPlaceholders(page: Page): Problem[] {
  const problems: Problem[] = [];
  page.source.split('\n').forEach((text, i) => {
    const m = placeholderPattern.exec(text);
    if (m) problems.push({ file: page.file, line: i + 1, check: 'placeholder', message: `placeholder text '${m[0]}'` });
  });
  return problems;
}

/**
 * Doc cards would show no descriptions: plugins/docs drops the version's docs map they read
 * descriptions from (30 KB gzip on every docs page). Pages link their children in prose or lists.
 */
export function checkDocCardLists(page: Page): Problem[] {
  const problems: Problem[] = [];
  page.source.split('\n').forEach((text, i) => {
    if (/<DocCardList\b/.test(text))
      problems.push({
        file: page.file,
        line: i + 1,
        check: 'doc-card-list',
        message:
          '<DocCardList> cards would have no descriptions (plugins/docs trims the docs map); link the pages in a list',
      });
  });
  return problems;
}

export async function checkCodeBlocks(page: Page): Promise<Problem[]> {
  const parsed = parsePage(page);
  if (!parsed) return [];
  const { body, bodyOffset } = parsed;
  const problems: Problem[] = [];
  for (const block of codeBlocks(body)) {
    const line = block.line + bodyOffset;
    const at = (check: Problem['check'], message: string) => problems.push({ file: page.file, line, check, message });
    if (!(allowedFenceLanguages as readonly string[]).includes(block.lang)) {
      at(
        'fence-language',
        block.lang
          ? `code fence language '${block.lang}' is not one of ${allowedFenceLanguages.join(', ')}`
          : `code fence has no language; use one of ${allowedFenceLanguages.join(', ')}`,
      );
      continue;
    }
    const code = stripMagicComments(block.code);
    if (block.lang === 'hcl') {
      try {
        await parseHcl(`${page.file}:${line}.hcl`, code);
      } catch (e) {
        at('hcl', `hcl block does not parse: ${firstLine(e)}`);
      }
    } else if (block.lang === 'json') {
      try {
        JSON.parse(code);
      } catch (e) {
        at('json', `json block does not parse: ${firstLine(e)}`);
      }
    } else if (block.lang === 'yaml' || block.lang === 'yml') {
      const errors = parseAllDocuments(code).flatMap((d) => ('errors' in d ? d.errors : []));
      if (errors.length > 0) at('yaml', `yaml block does not parse: ${firstLine(errors[0])}`);
    }
  }
  return problems;
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0].slice(0, 300);
}

/** Normalised paragraphs of a page's prose (headings, tables and front matter excluded), with their lines. */
export function paragraphs(page: Page): { text: string; line: number; words: number }[] {
  const parsed = parsePage(page);
  if (!parsed) return [];
  const { body, bodyOffset } = parsed;
  const out: { text: string; line: number; words: number }[] = [];
  const lines = proseOnly(body).split('\n');
  let buf: string[] = [];
  let start = 0;
  const flush = () => {
    const raw = buf.join(' ');
    buf = [];
    const text = raw
      .toLowerCase()
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    const words = text ? text.split(' ').length : 0;
    if (words > 0) out.push({ text, line: start + bodyOffset + 1, words });
  };
  lines.forEach((l, i) => {
    const isBreak = l.trim() === '' || /^\s*(#{1,6}\s|\||:::)/.test(l) || /^\s*([-*+]|\d+\.)\s/.test(l);
    if (isBreak) {
      flush();
      // A list item starts its own paragraph.
      if (/^\s*([-*+]|\d+\.)\s/.test(l)) {
        start = i;
        buf.push(l.replace(/^\s*([-*+]|\d+\.)\s/, ''));
      }
      return;
    }
    if (buf.length === 0) start = i;
    buf.push(l);
  });
  flush();
  return out;
}

/** Paragraphs of 30+ words that appear on more than one page. */
export function checkDuplicateParagraphs(pages: Page[]): Problem[] {
  const seen = new Map<string, { file: string; line: number }>();
  const problems: Problem[] = [];
  for (const page of pages) {
    const onThisPage = new Set<string>();
    for (const p of paragraphs(page)) {
      if (p.words < duplicateParagraphMinWords || onThisPage.has(p.text)) continue;
      onThisPage.add(p.text);
      const first = seen.get(p.text);
      if (first && first.file !== page.file) {
        problems.push({
          file: page.file,
          line: p.line,
          check: 'duplicate-paragraph',
          message: `paragraph of ${p.words} words also appears in ${first.file}:${first.line}; write it once and link to it`,
        });
      } else if (!first) {
        seen.set(p.text, { file: page.file, line: p.line });
      }
    }
  }
  return problems;
}

/** Runs every check over a set of pages. */
export async function lintPages(pages: Page[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of pages) {
    problems.push(
      ...checkFrontMatter(page),
      ...checkPlaceholders(page),
      ...checkDocCardLists(page),
      ...(await checkCodeBlocks(page)),
      ...checkStories(page),
    );
  }
  problems.push(...checkDuplicateParagraphs(pages));
  return problems;
}
