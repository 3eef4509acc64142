import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLintContent } from './lint-content-cli';
import {
  checkCodeBlocks,
  checkDocCardLists,
  checkDuplicateParagraphs,
  checkFrontMatter,
  checkPlaceholders,
  codeBlocks,
  lintPages,
  stripMagicComments,
  type Page,
} from '../../scripts/content-lint/checks';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string): Page => {
  const file = `tests/fixtures/content/${name}`;
  return { file, source: readFileSync(path.join(root, file), 'utf8') };
};

describe('content checks', () => {
  it('pass a good page', async () => {
    expect(await lintPages([fixture('good.md')])).toEqual([]);
  });

  it('require title and description front matter', () => {
    const problems = checkFrontMatter(fixture('bad-front-matter.md'));
    expect(problems.map((p) => p.message)).toEqual(["front matter needs a non-empty 'description'"]);
  });

  it('report front matter that is not YAML instead of crashing', async () => {
    const problems = await lintPages([fixture('bad-yaml-front-matter.md')]);
    expect(problems.map((p) => [p.check, p.line])).toEqual([['front-matter', 1]]);
    expect(problems[0].message).toMatch(/not valid YAML/);
  });

  it('find placeholder text with its line', () => {
    const problems = checkPlaceholders(fixture('bad-placeholder.md'));
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [8, "placeholder text 'coming soon'"],
      [10, "placeholder text 'TODO'"],
    ]);
  });

  it('refuse doc card lists, whose cards would have no descriptions', () => {
    const problems = checkDocCardLists(fixture('bad-doc-card-list.md'));
    expect(problems.map((p) => [p.check, p.line])).toEqual([['doc-card-list', 8]]);
    expect(problems[0].message).toMatch(/plugins\/docs/);
    expect(checkDocCardLists(fixture('good.md'))).toEqual([]);
  });

  it('reject code that does not parse and fences outside the site languages', async () => {
    const problems = await checkCodeBlocks(fixture('bad-code.md'));
    expect(problems.map((p) => [p.check, p.line])).toEqual([
      ['hcl', 6],
      ['json', 11],
      ['yaml', 15],
      ['fence-language', 19],
      ['fence-language', 23],
    ]);
    expect(problems[0].message).toMatch(/Unclosed configuration block/);
    expect(problems[3].message).toMatch(/'javascript' is not one of/);
    expect(problems[4].message).toMatch(/has no language/);
  });

  it('find a 30-word paragraph shared by two pages, naming both', () => {
    const problems = checkDuplicateParagraphs([fixture('dup-a.md'), fixture('dup-b.md')]);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('tests/fixtures/content/dup-b.md');
    expect(problems[0].message).toMatch(/also appears in tests\/fixtures\/content\/dup-a\.md:8/);
    // Short paragraphs may repeat.
    const short = (file: string): Page => ({
      file,
      source: '---\ntitle: t\ndescription: d\n---\n\nRun terraform init first.\n',
    });
    expect(checkDuplicateParagraphs([short('a.md'), short('b.md')])).toEqual([]);
  });

  it('strip line-highlight comments before parsing, and read fences of any length', () => {
    expect(stripMagicComments('// highlight-next-line\n{"a": 1}')).toBe('{"a": 1}');
    expect(codeBlocks('````json\n{}\n````\n').map((b) => b.lang)).toEqual(['json']);
  });

  it('CLI exits 1 and prints each problem with file and line', () => {
    const { status, output } = runLintContent(['tests/fixtures/content']);
    expect(status).toBe(1);
    expect(output).toContain('tests/fixtures/content/bad-code.md:6  [hcl]');
    expect(output).toContain('[duplicate-paragraph]');
    expect(output).toContain('tests/fixtures/content/bad-doc-card-list.md:8  [doc-card-list]');
    expect(output).toMatch(/lint:content: 8 pages and 0 discussions checked, 11 problems/);
    // A child process running tsx: seconds on an idle machine, far more on a busy one.
  }, 60_000);
});
