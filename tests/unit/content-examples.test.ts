/**
 * The example checker (scripts/content-lint/examples.ts) against the site's library data: a good
 * sample passes, and each known-bad sample fails with the finding it is about.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLibrary, type Library } from '../../plugins/library/schema';
import { versionMentions } from '../../plugins/library/mentions';
import { validateDiscussion } from '../../plugins/knowledge-base/schema';
import { checkExamples, discussionTexts, type ExampleText } from '../../scripts/content-lint/examples';
import { runLintContent } from './lint-content-cli';

const root = path.resolve(__dirname, '../..');
const fixtures = 'tests/fixtures/examples';
const page = (name: string): ExampleText => {
  const file = `${fixtures}/${name}`;
  return { file, text: readFileSync(path.join(root, file), 'utf8'), line: 1, label: '' };
};

let lib: Library;
beforeAll(() => {
  lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
});

const run = async (texts: ExampleText[]) => checkExamples(texts, lib);

describe('example checker', () => {
  it('passes the good sample and counts what it checked', async () => {
    const { findings, stats } = await run([page('good.md')]);
    expect(findings).toEqual([]);
    expect(stats).toMatchObject({
      hclBlocks: 4,
      hclParsed: 4,
      moduleReferences: 4,
      argumentsVerified: 6,
      requiredChecks: 1,
      excerpts: 2,
      versionMentions: 4,
    });
  });

  it.each([
    ['bad-ref.md', 'example-ref', 8, /\?ref=v0\.25\.4 is not a release of terraform-aws-vpc; use a released version/],
    ['bad-module.md', 'example-module', 8, /terraform-aws-vpc has no module at modules\/vpc-application/],
    [
      'bad-input.md',
      'example-input',
      13,
      /'num_nat_gateway' is not an input of vpc-app at v0\.24\.3: did you mean 'num_nat_gateways'\?/,
    ],
    [
      'bad-input.md',
      'example-input',
      14,
      /'default_security_group_tags' is not an input of vpc-app at v0\.24\.3: it is an input from v0\.25\.0 on/,
    ],
    [
      'bad-required.md',
      'example-required-input',
      7,
      /module "vpc": does not set the required input 'aws_region' of vpc-app at v0\.26\.1; set it, or mark the block an excerpt/,
    ],
    [
      'bad-required.md',
      'example-required-input',
      18,
      /terraform \{ source \}: does not set the required input 'aws_region' of virtual-private-cloud-vpc at v0\.104\.5/,
    ],
    [
      'bad-required.md',
      'example-required-input',
      31,
      /terraform \{ source \}: does not set the required inputs 'vpc_name', 'aws_region', 'cidr_block' of virtual-private-cloud-vpc/,
    ],
    [
      'bad-version-mention.md',
      'version-mention',
      6,
      /'service-catalog v0\.106\.1': terraform-aws-service-catalog v0\.106\.1 was never released \(latest v0\.104\.5\)/,
    ],
  ])('fails %s with %s at line %i', async (name, check, line, message) => {
    const { findings } = await run([page(name)]);
    const finding = findings.find((f) => f.check === check && f.line === line);
    expect(finding?.message, JSON.stringify(findings, null, 1)).toMatch(message);
    expect(finding?.file).toBe(`${fixtures}/${name}`);
  });

  it('holds a knowledge-base post to its date: refs and named versions released after it fail', async () => {
    const file = `${fixtures}/discussion.json`;
    const raw = readFileSync(path.join(root, file), 'utf8');
    const texts = discussionTexts(file, validateDiscussion(JSON.parse(raw), file), raw);
    const { findings } = await run(texts);
    const messages = findings.map((f) => `${f.line} ${f.check} ${f.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^10 version-after-post module "vpc" \(question, line 5\): \?ref=v0\.19\.0 of terraform-aws-vpc was released on 2022-02-03, after this post \(2022-01-10\)/,
      ),
      expect.stringMatching(
        /^10 version-after-post 'terraform-aws-vpc v0\.26\.1' \(question, line 1\): terraform-aws-vpc v0\.26\.1 was released on 2023-05-30, after this post/,
      ),
    ]);
  });

  it('reads the forms of a version mention the conventions name, and nothing else', () => {
    const repos = lib.repos.map((r) => r.repo);
    const found = (text: string) => versionMentions(text, repos).map((m) => `${m.repo} ${m.version}`);
    expect(found('`terraform-aws-vpc` release v0.26.1')).toEqual(['terraform-aws-vpc v0.26.1']);
    expect(found('vpc v0.25.4, eks v0.47.2 and Service Catalog v0.104.5')).toEqual([
      'terraform-aws-vpc v0.25.4',
      'terraform-aws-eks v0.47.2',
      'terraform-aws-service-catalog v0.104.5',
    ]);
    expect(found('terraform-aws-vpc from v0.17.4 to v0.18.3')).toEqual([
      'terraform-aws-vpc v0.17.4',
      'terraform-aws-vpc v0.18.3',
    ]);
    expect(found('cairn-io/terraform-aws-eks.git//modules/eks-cluster-control-plane?ref=v0.62.0')).toEqual([
      'terraform-aws-eks v0.62.0',
    ]);
    expect(
      found(
        '`terraform-aws-service-catalog` `?ref=v0.104.5`, terraform-aws-eks (`?ref=v0.62.0`), Service catalog v0.94.0',
      ),
    ).toEqual([
      'terraform-aws-service-catalog v0.104.5',
      'terraform-aws-eks v0.62.0',
      'terraform-aws-service-catalog v0.94.0',
    ]);
    expect(
      found('github.com/cairn-io/terraform-aws-vpc.git?ref=v0.26.1; upgrade terraform-aws-eks to v0.62.0'),
    ).toEqual(['terraform-aws-vpc v0.26.1', 'terraform-aws-eks v0.62.0']);
    expect(found('Terracairn v0.48.1, a bare v0.47.2, my-vpc v0.1.0, vpc v0.25.4-rc1')).toEqual([]);
  });

  it('runs in npm run lint:content and fails on a known-bad sample', () => {
    const { status, output } = runLintContent([`${fixtures}/bad-ref.md`, `${fixtures}/good.md`]);
    expect(status).toBe(1);
    expect(output).toContain(`${fixtures}/bad-ref.md:8  [example-ref]`);
    expect(output).toMatch(/examples: 2 pages and 0 discussions; 5 hcl blocks, 5 parsed; 5 module references checked/);
    // A child process running tsx: seconds on an idle machine, far more on a busy one.
  }, 60_000);
});
