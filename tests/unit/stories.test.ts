import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintPages, type Page } from '../../scripts/content-lint/checks';
import {
  checkDiscussionStories,
  checkStories,
  checkStoryText,
  terracairnFlags,
} from '../../scripts/content-lint/stories';

const root = path.resolve(__dirname, '../..');
const fixtures = 'tests/fixtures/stories';
const page = (file: string): Page => ({ file, source: readFileSync(path.join(root, file), 'utf8') });

describe('product-story checks', () => {
  it('find every broken rule in the known-bad page, with its line', () => {
    const problems = checkStories(page(`${fixtures}/bad-stories.md`));
    expect(problems.every((p) => p.check === 'story')).toBe(true);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [6, expect.stringMatching(/placeholder organisation 'example-corp'/)],
      [8, "'initech/infrastructure-live': the customer repositories in examples belong to the organisation 'acme'"],
      [11, "'-exclude-dir' is not a Terracairn flag: write '--terracairn-exclude-dir'"],
      [12, "'--exclude-dir' is not a Terracairn flag: write '--terracairn-exclude-dir'"],
      [13, "'--terragrunt-include-dir': Cairn pages name Terracairn's flags, '--terracairn-include-dir'"],
      [14, "'--terracairn-excluded-dir' is not a Terracairn flag (see the Terracairn CLI reference)"],
      [
        15,
        expect.stringMatching(
          /^Kubernetes 1\.27\.16 was released after June 2023; the newest 1\.27 patch then was 1\.27\.3$/,
        ),
      ],
      [16, 'Terraform 1.5.7 was released after June 2023; the newest release then was 1.5.2'],
      [19, "'HCP Terraform' is the 2024 name; in mid-2023 the service was called Terraform Cloud"],
      [19, 'Kubernetes 1.28 was released after June 2023; the newest version then was 1.27'],
      [21, 'Terraform 1.6 was released after June 2023; the newest minor version then was 1.5'],
    ]);
  });

  it('accept the look-alikes that are right', () => {
    expect(checkStories(page(`${fixtures}/good-stories.md`))).toEqual([]);
  });

  it('hold the mid-2023 limits exactly at their edge', () => {
    expect(checkStoryText('terraform_version = "1.5.2"')).toEqual([]);
    expect(checkStoryText('terraform_version = "1.5.3"')).toHaveLength(1);
    expect(checkStoryText('kubectl version v1.26.6')).toEqual([]);
    expect(checkStoryText('kubectl version v1.26.7')).toHaveLength(1);
    expect(checkStoryText('docker_tag = "v0.52.3-tc0.48.1-tf1.5.7"')).toHaveLength(1);
  });

  it('run with the other content checks', async () => {
    const problems = await lintPages([page(`${fixtures}/bad-stories.md`)]);
    expect(problems.filter((p) => p.check === 'story')).toHaveLength(11);
  });

  it('check the title, question and answer of discussions, and report a file that is not JSON', () => {
    const problems = checkDiscussionStories(root, discussionFiles(`${fixtures}/discussions`));
    expect(problems.map((p) => [p.file, p.line, p.message.replace(/: .*/, '')])).toEqual([
      [`${fixtures}/discussions/7.json`, 4, 'title, line 1'],
      [`${fixtures}/discussions/7.json`, 14, 'body, line 1'],
      [`${fixtures}/discussions/7.json`, 23, 'answer.body, line 2'],
      [`${fixtures}/discussions/7.json`, 23, 'answer.body, line 2'],
      [`${fixtures}/discussions/9.json`, 1, 'not valid JSON'],
    ]);
    expect(problems[2].message).toMatch(/HCP Terraform/);
    expect(problems[3].message).toMatch(/Kubernetes 1\.27\.16/);
  });

  it('find nothing in the mirrored knowledge base', () => {
    const dir = 'data/knowledge-base/discussions';
    const files = discussionFiles(dir);
    expect(files.length).toBeGreaterThan(400);
    expect(checkDiscussionStories(root, files)).toEqual([]);
  });

  it('know exactly the flags that the Terracairn CLI reference documents', () => {
    const source = readFileSync(path.join(root, 'docs/library/tools/terracairn-cli.md'), 'utf8');
    const flags = flagTable(source);
    expect(flags).toEqual([...terracairnFlags].sort());
  });
});

/** The flags in the first column of the "Flags" table of the CLI reference page. */
function flagTable(source: string): string[] {
  const section = source.slice(source.indexOf('## Flags'), source.indexOf('## Choosing units'));
  return [...section.matchAll(/^\| `--terracairn-([a-z-]+)/gm)].map((m) => m[1]).sort();
}

/** The discussion files of a folder, relative to the project, in numeric order. */
function discussionFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => `${dir}/${f}`);
}
