/** The GitHub workflows and the dependency-update config: valid, and doing what the README says. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { workflowProblems } from '../../scripts/lint-workflows';

const root = path.resolve(__dirname, '../..');
const workflowsDir = path.join(root, '.github/workflows');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[]; container?: string }>;
}
const workflow = (file: string) => parseYaml(read(`.github/workflows/${file}`)) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps);

describe('workflow validation (npm run lint:workflows)', () => {
  it('accepts every workflow of the repository', () => {
    const files = readdirSync(workflowsDir);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(workflowProblems(read(`.github/workflows/${file}`)), file).toEqual([]);
  });

  it('names the problems of a broken workflow', () => {
    const valid = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';
    expect(workflowProblems(valid)).toEqual([]);
    expect(workflowProblems(valid.replace('on: push', 'on: pushed'))).toEqual(['/on: OneOf conditions are not met']);
    expect(workflowProblems(valid.replace('    runs-on: ubuntu-latest\n', ''))).toEqual([
      '/jobs/a: OneOf conditions are not met',
    ]);
    expect(workflowProblems('on: [push\n')[0]).toMatch(/^Parse Error: .* at line 2 column 1/);
  });
});

describe('pull-request workflow', () => {
  const pr = workflow('pull-request.yml');

  it("runs the README's test command with the npm and build caches", () => {
    expect(Object.keys(pr.on)).toContain('pull_request');
    const runs = steps(pr).map((s) => s.run);
    expect(runs).toEqual(expect.arrayContaining(['npm ci', 'npm test']));
    expect(read('README.md')).toContain('npm ci && npm test');
    const cached = steps(pr)
      .filter((s) => s.uses?.startsWith('actions/cache@'))
      .map((s) => s.with?.path);
    expect(cached).toEqual(expect.arrayContaining(['~/.npm', 'node_modules/.cache']));
  });
});

describe('deploy workflow', () => {
  const deploy = workflow('deploy.yml');
  const all = steps(deploy);
  const script = all.map((s) => s.run ?? '').join('\n');

  it('gets AWS access from OIDC and a role, with no stored keys', () => {
    expect(deploy.permissions?.['id-token']).toBe('write');
    const credentials = all.find((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials@'));
    expect(credentials?.with?.['role-to-assume']).toBeTruthy();
    expect(read('.github/workflows/deploy.yml')).not.toMatch(/aws-access-key-id|aws-secret-access-key|secrets\./i);
  });

  it('uploads the Markdown twins and the llms files revalidated, with the type and charset the README gives', () => {
    expect(read('README.md')).toContain('`Content-Type: text/markdown; charset=utf-8` on `*.md`');
    expect(script).toMatch(
      /--exclude '\*' --include '\*\.md'\s*\\\s*--content-type 'text\/markdown; charset=utf-8' --cache-control 'no-cache'/,
    );
    expect(script).toMatch(
      /--include 'llms\*\.txt' --include 'llms-full\/\*'\s*\\\s*--content-type 'text\/plain; charset=utf-8' --cache-control 'no-cache'/,
    );
    // The general upload leaves them to those steps, so their type is not set twice.
    expect(script).toMatch(/--exclude '\*\.md' --exclude 'llms\*\.txt' --exclude 'llms-full\/\*'/);
  });

  it("uploads with the README's Cache-Control split and invalidates CloudFront", () => {
    const readme = read('README.md').replace(/\s+/g, ' ');
    expect(readme).toContain('`Cache-Control: public, max-age=31536000, immutable` on `assets/*`');
    expect(readme).toContain('and `no-cache` on the rest');
    expect(script).toMatch(
      /--exclude '\*' --include 'assets\/\*'\s*\\\s*--cache-control 'public, max-age=31536000, immutable'/,
    );
    // Everything but assets/ (and the twins, uploaded with their type by their own step) is revalidated.
    expect(script).toMatch(
      /--delete\s*\\\s*--exclude 'assets\/\*'\s*\\\s*(--exclude [^\n]*\\\s*)?--cache-control 'no-cache'/,
    );
    expect(script.indexOf('immutable')).toBeLessThan(script.indexOf("'no-cache'"));
    expect(script).toMatch(/aws cloudfront create-invalidation/);
  });

  it('deploys only what passed the tests', () => {
    expect(deploy.on.workflow_run).toMatchObject({ workflows: ['Pull request'], types: ['completed'] });
  });
});

describe('dependency updates', () => {
  const config = parseYaml(read('.github/dependabot.yml')) as {
    updates: { 'package-ecosystem': string; groups?: Record<string, { patterns: string[] }> }[];
  };
  const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm');
  const pkg = JSON.parse(read('package.json')) as Record<string, Record<string, string>>;
  const docusaurus = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) =>
    name.startsWith('@docusaurus/'),
  );

  it('brings every @docusaurus package in one group, so an upgrade is one tested pull request', () => {
    const matches = (pattern: string, name: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name);
    const groupsOf = (name: string) =>
      Object.entries(npm?.groups ?? {})
        .filter(([, group]) => group.patterns.some((pattern) => matches(pattern, name)))
        .map(([groupName]) => groupName);
    expect(docusaurus.length).toBeGreaterThan(5);
    const groups = new Set(docusaurus.flatMap(groupsOf));
    expect([...groups]).toEqual(['docusaurus']);
    for (const name of docusaurus) expect(groupsOf(name), name).toEqual(['docusaurus']);
  });

  it('pins every @docusaurus package to the one exact version the upstream checks were recorded at', () => {
    const versions = new Set(docusaurus.map((name) => pkg.dependencies[name] ?? pkg.devDependencies[name]));
    expect(versions.size).toBe(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
