/**
 * The upgrade planner (/library/upgrade/): the data the build writes per repository, the plan built
 * from it, the URL's values checked with a message and a valid default, and 'Copy as Markdown'.
 * A fixture repository (tests/fixtures/library/upgrade.yml) exercises the cases; the real library
 * data is held to the same rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadLibrary, repoOf, validateRepo, type Library, type Repo } from '../../plugins/library/schema';
import { createMarkdownRenderer, type RenderMarkdown } from '../../plugins/library/render';
import { monthPermalink } from '../../plugins/library/months';
import { site } from '../../src/settings';
import { releaseAnchor } from '../../plugins/library/release-anchor';
import {
  changeKind,
  upgradeData,
  upgradeDataDir,
  upgradeRepoData,
  type UpgradeIndex,
  type UpgradeRepoData,
} from '../../plugins/library/upgrade-data';
import {
  buildPlan,
  interfaceDiff,
  normalizeVersion,
  queryString,
  readQuery,
  resolveRepo,
  resolveVersions,
  type Plan,
  type PlanQuery,
} from '../../src/components/UpgradePlanner/plan';
import { planMarkdown, stepId } from '../../src/components/UpgradePlanner/markdown';
import { changeListHtml, escapeHtml } from '../../src/components/UpgradePlanner/html';

const root = path.resolve(__dirname, '../..');
const fixtureFile = 'data/library/repos/terraform-aws-example.yml';

function fixtureRepo(edit?: (v: Record<string, unknown>) => void): Repo {
  const value = parseYaml(readFileSync(path.join(root, 'tests/fixtures/library/upgrade.yml'), 'utf8'));
  edit?.(value);
  const { repo, problems } = validateRepo(value, fixtureFile, new Set());
  expect(problems).toEqual([]);
  if (!repo) throw new Error('fixture did not load');
  return repo;
}

let render: RenderMarkdown;
const warnings: string[] = [];
let lib: Library;
let fixture: UpgradeRepoData;
let upgrade: Awaited<ReturnType<typeof upgradeData>>;
const dataOf = (repo: Repo) =>
  upgradeRepoData(
    repo,
    (markdown) => render(markdown, `${repo.repo}.yml`),
    (tree) => toHtml(tree),
  );

beforeAll(async () => {
  render = await createMarkdownRenderer({ siteUrl: site.defaultUrl, warn: (message) => warnings.push(message) });
  lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
  fixture = dataOf(fixtureRepo());
  // Renders every release text of the library: seconds, more on a busy machine.
  upgrade = await upgradeData(lib, render, (repo) => `${repo}.yml`);
  expect(warnings).toEqual([]);
}, 120_000);

const plan = (module: string | null, from: string, to: string, showAll = false, data = fixture) =>
  buildPlan(data, { module, from, to }, { showAll });
const versions = (p: Plan) => p.releases.map((r) => r.version);

describe('planner data (plugins/library/upgrade-data.ts)', () => {
  it('links each release to its heading on its month of the release notes', () => {
    const r = fixture.releases.find((x) => x.version === 'v0.2.0');
    expect(r?.notes).toBe('/guides/stay-up-to-date/releases/2021-03/#terraform-aws-example-v0.2.0');
    for (const rel of fixture.releases)
      expect(rel.notes).toBe(`${monthPermalink(rel.date.slice(0, 7))}#${releaseAnchor(fixture.repo, rel.version)}`);
  });

  it('renders texts to HTML (inline for one paragraph) and keeps the markdown for copying', () => {
    const change = fixture.releases[fixture.releases.length - 1].changes[0];
    expect(change.md).toBe('Added the `alpha` and `beta` modules.');
    expect(change.html).toBe('Added the <code>alpha</code> and <code>beta</code> modules.');
    const migration = fixture.releases[0].migration;
    expect(migration?.md).toContain('Set `vpc_id`');
    expect(migration?.html).toBe(
      '<p>Set <code>vpc_id</code> on every <code>alpha</code> call.</p>\n<p>Remove <code>tags</code> from <code>beta</code> calls.</p>',
    );
  });

  it('records which added inputs were required, when each entry first appeared, and the tool versions', () => {
    const v040 = fixture.releases[0];
    expect(v040.changes[1].interface?.alpha).toEqual({
      inputsAdded: ['vpc_id'],
      inputsRemoved: ['debug'],
      inputsAddedRequired: ['vpc_id'],
    });
    expect(fixture.releases.find((r) => r.version === 'v0.3.1')?.changes[1].interface?.alpha).toEqual({
      inputsAdded: ['debug'],
    });
    expect(Object.fromEntries(fixture.entries.map((e) => [e.key, e.introduced]))).toEqual({
      alpha: 'v0.1.0',
      beta: 'v0.1.0',
      gamma: 'v0.3.0',
    });
    expect(fixture.releases.find((r) => r.version === 'v0.3.0')?.requires).toEqual({ terraform: '1.0' });
    expect(fixture.releases.find((r) => r.version === 'v0.2.1')?.supports).toEqual({ terraform: '0.15' });
    expect(fixture.releases.find((r) => r.version === 'v0.2.1')).not.toHaveProperty('requires');
  });

  it('groups changes by kind from how they are written', () => {
    const kind = (text: string, affects = ['alpha'], inputsAdded: string[] = []) =>
      changeKind({
        text,
        affects,
        interface: inputsAdded.length
          ? {
              alpha: {
                inputsAdded,
                inputsRemoved: [],
                inputsRenamed: [],
                inputsNowRequired: [],
                inputsNowOptional: [],
                outputsAdded: [],
                outputsRemoved: [],
              },
            }
          : undefined,
      });
    expect(kind('Fixed the output order.')).toBe('fix');
    expect(kind('Fixes a race.')).toBe('fix');
    expect(kind('Added the `arn` output.')).toBe('feature');
    expect(kind('New `gamma` module.')).toBe('feature');
    expect(kind('The module takes `tags`.', ['alpha'], ['tags'])).toBe('feature');
    expect(kind('The module logs less.')).toBe('other');
    expect(kind('Fixed the tests.', [])).toBe('repository');
    // 'Fixedly' is not 'Fixed'.
    expect(kind('Fixedly sized buffers.')).toBe('other');
  });

  it('writes one file per repository, named by a hash of its content, and an index that names it', async () => {
    const { index, files } = upgrade;
    expect(files.map((f) => f.name.replace(/\.[0-9a-f]{10}\.json$/, ''))).toEqual(
      lib.repos.map((r) => `${upgradeDataDir}/${r.repo}`),
    );
    for (const [i, repo] of index.repos.entries()) {
      expect(repo.data).toBe(files[i].name);
      const data = JSON.parse(files[i].json) as UpgradeRepoData;
      expect(data.repo).toBe(repo.repo);
      expect(data.releases[0].version).toBe(repo.latest);
      expect(repo.entries).toEqual(data.entries.map((e) => e.key));
      expect(data.releases.length).toBe(repoOf(lib, repo.repo).releases.length);
    }
    // The index ships with the page: it must stay small (a few KB), holding no history.
    expect(JSON.stringify(index).length).toBeLessThan(10_000);
    const changed = await upgradeData(
      { ...lib, repos: lib.repos.map((r, i) => (i === 0 ? { ...r, title: `${r.title} (renamed)` } : r)) },
      render,
      (repo) => `${repo}.yml`,
    );
    expect(changed.files[0].name).not.toBe(files[0].name);
    expect(changed.files[1].name).toBe(files[1].name);
  });
});

describe('the plan', () => {
  it('lists the releases after from up to to, oldest first, and the breaking ones in that order', () => {
    const p = plan(null, 'v0.1.0', 'v0.4.0');
    expect(versions(p)).toEqual(['v0.1.1', 'v0.2.0', 'v0.2.1', 'v0.3.0', 'v0.3.1', 'v0.4.0']);
    expect(p.breaking.map((b) => b.release.version)).toEqual(['v0.2.0', 'v0.3.0', 'v0.4.0']);
    expect(p.breakingCount).toBe(3);
    expect(p.groups.map((g) => g.kind)).toEqual(['feature', 'fix', 'repository', 'other']);
    const features = p.groups.find((g) => g.kind === 'feature')?.changes.map((c) => c.release.version);
    expect(features).toEqual(['v0.2.0', 'v0.3.0', 'v0.3.1', 'v0.3.1']);
    expect(p.affected.map((e) => e.key)).toEqual(['alpha', 'beta', 'gamma']);
    expect(p.hidden).toBe(0);
  });

  it('covers both ends of the history, and a range of one release', () => {
    expect(versions(plan(null, 'v0.1.0', 'v0.1.1'))).toEqual(['v0.1.1']);
    expect(versions(plan(null, 'v0.3.1', 'v0.4.0'))).toEqual(['v0.4.0']);
    const nothing = plan('alpha', 'v0.4.0', 'v0.4.0');
    expect(nothing.releases).toEqual([]);
    expect(nothing.breaking).toEqual([]);
    expect(nothing.groups).toEqual([]);
    expect(plan(null, 'v0.1.0', 'v0.1.0').releases).toEqual([]);
    expect(() => plan(null, 'v0.4.0', 'v0.1.0')).toThrow(/not a valid range/);
    expect(() => plan(null, 'v9.9.9', 'v0.4.0')).toThrow(/not a valid range/);
  });

  it('hides changes to other modules when a module is chosen, and shows them on request', () => {
    const alpha = plan('alpha', 'v0.1.0', 'v0.4.0');
    const shown = alpha.groups.flatMap((g) => g.changes.map((c) => c.change));
    expect(shown.every((c) => c.affects.length === 0 || c.affects.includes('alpha'))).toBe(true);
    expect(shown.map((c) => c.md)).toEqual([
      'Added the `debug` input.',
      'Fixed `alpha` ignoring `size`.',
      'Tested with Terraform 0.15.',
    ]);
    // Hidden: beta's tags, gamma, beta's arn, beta logging less, and v0.4.0's breaking change to beta.
    expect(alpha.hidden).toBe(5);
    expect(alpha.breaking.find((b) => b.release.version === 'v0.4.0')?.changes.map((c) => c.affects)).toEqual([
      ['alpha'],
    ]);
    const all = plan('alpha', 'v0.1.0', 'v0.4.0', true);
    expect(all.hidden).toBe(0);
    expect(all.groups.flatMap((g) => g.changes)).toHaveLength(7);
    expect(all.breaking.find((b) => b.release.version === 'v0.4.0')?.changes).toHaveLength(2);
  });

  it('keeps a breaking release that raises a tool minimum for every module', () => {
    const beta = plan('beta', 'v0.1.0', 'v0.4.0');
    // v0.2.0 breaks only alpha; v0.3.0 requires Terraform 1.0, which concerns beta too.
    expect(beta.breaking.map((b) => b.release.version)).toEqual(['v0.3.0', 'v0.4.0']);
    expect(beta.breakingCount).toBe(3);
    expect(beta.breakingForModule).toBe(2);
    expect(beta.breaking[0].changes.map((c) => c.md)).toEqual(['Requires Terraform 1.0.']);
    expect(plan('beta', 'v0.1.0', 'v0.4.0', true).breaking).toHaveLength(3);
  });

  it("replays the chosen module's interface records into what a caller must change", () => {
    const steps = (from: string, to: string, key = 'alpha') =>
      interfaceDiff(
        fixture.entries.find((e) => e.key === key) ?? fixture.entries[0],
        plan(null, from, to).releases,
      ).map((s) => [s.kind, s.name, s.to ?? null, s.versions.join(' '), s.action]);
    // size -> instance_size -> node_size is one rename; debug came and went.
    expect(steps('v0.1.0', 'v0.4.0')).toEqual([
      ['input-renamed', 'size', 'node_size', 'v0.2.0 v0.3.0', true],
      ['input-now-required', 'name', null, 'v0.3.0', true],
      ['input-added-required', 'vpc_id', null, 'v0.4.0', true],
      ['output-removed', 'legacy_id', null, 'v0.3.0', true],
      ['output-added', 'id', null, 'v0.3.0', false],
    ]);
    expect(steps('v0.3.1', 'v0.4.0')).toEqual([
      ['input-removed', 'debug', null, 'v0.4.0', true],
      ['input-added-required', 'vpc_id', null, 'v0.4.0', true],
    ]);
    expect(steps('v0.3.0', 'v0.3.1')).toEqual([['input-added', 'debug', null, 'v0.3.1', false]]);
    // beta's tags were added in v0.2.0 and removed in v0.4.0: nothing to change from before v0.2.0.
    expect(steps('v0.1.0', 'v0.4.0', 'beta')).toEqual([['output-added', 'arn', null, 'v0.3.1', false]]);
    expect(steps('v0.2.0', 'v0.4.0', 'beta')[0]).toEqual(['input-removed', 'tags', null, 'v0.4.0', true]);
  });

  it('lists interface changes per module for the whole repository, and none for a module new in the range', () => {
    expect(plan(null, 'v0.1.0', 'v0.4.0').interfaces.map((d) => d.entry.key)).toEqual(['alpha', 'beta']);
    const gamma = plan('gamma', 'v0.1.0', 'v0.4.0');
    expect(gamma.moduleStatus).toBe('new');
    expect(gamma.interfaces).toEqual([{ entry: gamma.module, status: 'new', steps: [] }]);
    expect(plan('gamma', 'v0.1.0', 'v0.2.1').moduleStatus).toBe('not-yet');
    expect(plan('gamma', 'v0.3.0', 'v0.4.0').moduleStatus).toBe('existing');
  });

  it('calls out the tool minimums the range raises and the versions it adds support for', () => {
    const p = plan(null, 'v0.1.0', 'v0.4.0');
    expect(p.tools.map((t) => [t.tool, t.before, t.after, t.raisedIn.map((r) => r.release.version)])).toEqual([
      ['terraform', '0.13', '1.0', ['v0.3.0']],
    ]);
    expect(p.supports.map((s) => [s.name, s.version, s.release.version])).toEqual([['Terraform', '0.15', 'v0.2.1']]);
    expect(plan(null, 'v0.3.1', 'v0.4.0').tools).toEqual([]);
  });

  it('handles a repository with no breaking release', () => {
    const calm = dataOf(
      fixtureRepo((v) => {
        const releases = v.releases as { version: string; changes: { breaking?: boolean }[]; requires?: unknown }[];
        // Keep the releases before the first breaking one.
        v.releases = releases.slice(releases.findIndex((r) => r.version === 'v0.1.1'));
        const modules = v.modules as { id: string; inputs: unknown[]; outputs: unknown[] }[];
        v.modules = modules
          .filter((m) => m.id !== 'gamma')
          .map((m) => ({
            ...m,
            inputs: [{ name: 'size', type: 'string', default: 'small', description: 'Size.' }],
            outputs: [],
          }));
      }),
    );
    expect(calm.releases.some((r) => r.changes.some((c) => c.breaking))).toBe(false);
    const p = plan('alpha', 'v0.1.0', 'v0.1.1', false, calm);
    expect(p.breaking).toEqual([]);
    expect(p.breakingCount).toBe(0);
    expect(p.tools).toEqual([]);
    expect(p.groups.map((g) => g.kind)).toEqual(['fix']);
    expect(planMarkdown(p, { siteUrl: 'https://docs.example', planUrl: 'u', done: new Set() })).not.toMatch(
      /Breaking releases\n/,
    );
  });
});

describe('the URL', () => {
  let index: UpgradeIndex;
  beforeAll(() => {
    index = upgrade.index;
  });
  const q = (p: Partial<PlanQuery>): PlanQuery => ({ repo: '', module: '', from: '', to: '', ...p });

  it('reads and writes the four parameters, in order, leaving out empty ones', () => {
    expect(readQuery('?to=v0.26.1&repo=terraform-aws-vpc&from=%20v0.18.3%20&x=1')).toEqual(
      q({ repo: 'terraform-aws-vpc', from: 'v0.18.3', to: 'v0.26.1' }),
    );
    expect(queryString(q({ repo: 'terraform-aws-service-catalog', module: 'networking/vpc', to: 'v1.0.0' }))).toBe(
      '?repo=terraform-aws-service-catalog&module=networking%2Fvpc&to=v1.0.0',
    );
    expect(queryString(q({}))).toBe('');
    expect(readQuery(`?repo=${'x'.repeat(500)}`).repo).toHaveLength(120);
  });

  it('resolves the repository and the module, with a message for what it cannot use', () => {
    expect(resolveRepo(q({ repo: 'terraform-aws-vpc', module: 'vpc-app' }), index)).toMatchObject({
      repo: { repo: 'terraform-aws-vpc' },
      module: 'vpc-app',
      notices: [],
    });
    expect(resolveRepo(q({ repo: 'vpc' }), index).repo?.repo).toBe('terraform-aws-vpc');
    expect(resolveRepo(q({ module: 'vpc-app' }), index).repo?.repo).toBe('terraform-aws-vpc');

    const unknown = resolveRepo(q({ repo: 'terraform-aws-nothing', module: 'vpc-app' }), index);
    expect(unknown.repo).toBeNull();
    expect(unknown.notices.map((n) => n.text)).toEqual([
      "There is no repository 'terraform-aws-nothing' in the library. Choose one from the list.",
    ]);
    const wrongModule = resolveRepo(q({ repo: 'terraform-aws-vpc', module: 'eks-cluster' }), index);
    expect(wrongModule).toMatchObject({ repo: { repo: 'terraform-aws-vpc' }, module: null });
    expect(wrongModule.notices[0].text).toBe(
      "terraform-aws-vpc has no module or service 'eks-cluster', so the plan covers the whole repository.",
    );
    // The same id in two repositories: the reader must say which.
    const ambiguous = resolveRepo(q({ module: 'iam-policies' }), index);
    expect(ambiguous.repo).toBeNull();
    expect(ambiguous.notices[0].text).toBe(
      "'iam-policies' is in terraform-aws-ci and terraform-aws-security: choose the repository.",
    );
    expect(resolveRepo(q({ module: 'nope' }), index).notices[0].text).toBe(
      "No repository has a module or service 'nope'.",
    );
    expect(resolveRepo(q({}), index)).toEqual({ repo: null, module: null, notices: [] });
  });

  it('defaults to the latest release and the one before it, and says so', () => {
    const r = resolveVersions(q({}), fixture);
    expect([r.from, r.to]).toEqual(['v0.3.1', 'v0.4.0']);
    expect(r.notices).toEqual([
      {
        field: 'from',
        level: 'info',
        text: 'Choose the version you run now: until then, the plan starts from v0.3.1, the release before v0.4.0.',
      },
    ]);
    const oldest = resolveVersions(q({ to: 'v0.1.0' }), fixture);
    expect([oldest.from, oldest.to]).toEqual(['v0.1.0', 'v0.1.0']);
    expect(resolveVersions(q({ from: '0.2.0', to: '0.3.0' }), fixture)).toEqual({
      from: 'v0.2.0',
      to: 'v0.3.0',
      notices: [],
    });
  });

  it('replaces an invalid or unknown version with a valid default and a clear message', () => {
    const bad = resolveVersions(q({ from: 'latest', to: 'v9.9.9' }), fixture);
    expect([bad.from, bad.to]).toEqual(['v0.3.1', 'v0.4.0']);
    expect(bad.notices.map((n) => [n.field, n.level, n.text])).toEqual([
      ['to', 'error', 'terraform-aws-example has no release v9.9.9; the plan goes to the latest release, v0.4.0.'],
      [
        'from',
        'error',
        "'latest' is not a version (write it like v0.4.0); the plan starts from v0.3.1, the release before v0.4.0.",
      ],
    ]);
    expect(normalizeVersion('v1.2')).toBeNull();
    expect(normalizeVersion('1.2.3')).toBe('v1.2.3');
  });

  it('swaps a from newer than to, and says so', () => {
    const r = resolveVersions(q({ from: 'v0.4.0', to: 'v0.2.0' }), fixture);
    expect([r.from, r.to]).toEqual(['v0.2.0', 'v0.4.0']);
    expect(r.notices[0].text).toBe(
      "'From' (v0.4.0) is newer than 'to' (v0.2.0): they are swapped, so the plan goes from v0.2.0 to v0.4.0.",
    );
  });

  it('never fails on any URL: the result is always a valid plan', () => {
    const data = dataOf(repoOf(lib, 'terraform-aws-vpc'));
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('', 'vpc', 'terraform-aws-vpc', 'vpc-app', 'v0.18.3', '0.26.1', 'v0.0.0', 'v99.0.0'),
    );
    fc.assert(
      fc.property(value, value, value, value, (repo, module, from, to) => {
        const search = queryString({ repo, module, from, to });
        const query = readQuery(search);
        const choice = resolveRepo(query, index);
        const v = resolveVersions(query, data);
        const p = buildPlan(
          data,
          { module: choice.repo ? choice.module : null, from: v.from, to: v.to },
          { showAll: false },
        );
        expect(p.releases.length).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Copy as Markdown', () => {
  const opts = {
    siteUrl: 'https://docs.example/',
    planUrl: 'https://docs.example/library/upgrade/?repo=x',
    done: new Set<string>(),
  };

  it('writes the plan as a checklist with absolute links, migration notes inside their item', () => {
    const p = plan('alpha', 'v0.1.0', 'v0.4.0');
    const md = planMarkdown(p, opts);
    expect(md).toMatch(
      /^## Upgrade terraform-aws-example from v0\.1\.0 to v0\.4\.0: `alpha`\n\nhttps:\/\/docs\.example\/library\/upgrade\/\?repo=x\n/,
    );
    expect(md).toContain(
      '- Releases crossed: 6 (v0.1.1 to v0.4.0)\n- Breaking releases: 3, all of them concern `alpha`\n',
    );
    expect(md).toContain(
      '- [ ] Terraform 1.0 or later: the minimum rises to 1.0 from [v0.3.0](https://docs.example/guides/stay-up-to-date/releases/2021-06/#terraform-aws-example-v0.3.0) (0.13 before)',
    );
    expect(md).toContain(
      '- [ ] [v0.4.0](https://docs.example/guides/stay-up-to-date/releases/2021-08/#terraform-aws-example-v0.4.0) (2021-08-02)\n' +
        '  - Breaking: `alpha` takes the required input `vpc_id` and no longer has `debug`.\n\n' +
        '  Migration notes:\n\n  Set `vpc_id` on every `alpha` call.\n\n  Remove `tags` from `beta` calls.\n',
    );
    expect(md).toContain(
      '### Inputs and outputs of `alpha`\n\n- [ ] Rename the argument `size` to `node_size` (v0.2.0, v0.3.0)\n',
    );
    expect(md).toContain('- New output `id` (v0.3.0)\n');
    expect(md).toContain(
      '#### Fixes\n\n- [v0.1.1](https://docs.example/guides/stay-up-to-date/releases/2021-02/#terraform-aws-example-v0.1.1) `alpha`: Fixed `alpha` ignoring `size`.\n',
    );
    expect(md).toMatch(/5 changes to other modules are not listed\.\n$/);
  });

  it('is Markdown whose task items are the steps to take, ticked as on the page', async () => {
    const p = plan('alpha', 'v0.1.0', 'v0.4.0');
    const done = new Set([stepId.release('v0.2.0'), stepId.interface('alpha', 'input-renamed', 'size')]);
    const md = planMarkdown(p, { ...opts, done });
    const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { visit }] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-gfm'),
      import('unist-util-visit'),
    ]);
    const tree = unified().use(remarkParse).use(remarkGfm).parse(md);
    const tasks: (boolean | null | undefined)[] = [];
    visit(tree, 'listItem', (item: { checked?: boolean | null }) => {
      if (typeof item.checked === 'boolean') tasks.push(item.checked);
    });
    const actions = p.interfaces[0].steps.filter((s) => s.action).length;
    // One per raised tool, breaking release and interface step to take.
    expect(tasks).toHaveLength(p.tools.length + p.breaking.length + actions);
    expect(tasks.filter(Boolean)).toHaveLength(2);
    expect(md).toContain('- [x] [v0.2.0]');
    expect(md).toContain('- [x] Rename the argument `size`');
  });

  it('says there is nothing to do when from is to', () => {
    expect(planMarkdown(plan(null, 'v0.3.0', 'v0.3.0'), opts)).toBe(
      '## Upgrade terraform-aws-example from v0.3.0 to v0.3.0\n\nhttps://docs.example/library/upgrade/?repo=x\n\nYou already run v0.3.0: nothing to do.\n',
    );
  });
});

describe('the list of other changes as HTML', () => {
  it('links the release and the modules, and escapes every text that is not the rendered change', () => {
    const p = plan(null, 'v0.3.0', 'v0.3.1');
    const entries = new Map(p.affected.map((e) => [e.key, e]));
    const html = changeListHtml(p.groups.find((g) => g.kind === 'feature')?.changes ?? [], entries, { affects: 'x' });
    expect(html).toBe(
      '<li><a href="/guides/stay-up-to-date/releases/2021-07/#terraform-aws-example-v0.3.1">v0.3.1</a> ' +
        '<span class="x"><a href="/reference/modules/terraform-aws-example/beta/"><code>beta</code></a></span> ' +
        'Added the <code>arn</code> output.</li>' +
        '<li><a href="/guides/stay-up-to-date/releases/2021-07/#terraform-aws-example-v0.3.1">v0.3.1</a> ' +
        '<span class="x"><a href="/reference/modules/terraform-aws-example/alpha/"><code>alpha</code></a></span> ' +
        'Added the <code>debug</code> input.</li>',
    );
    const service = {
      key: 'a/b',
      label: 'Tom & <Jerry>',
      kind: 'service' as const,
      permalink: '/x?a=1&b="2"',
      introduced: 'v0.1.0',
    };
    const one = changeListHtml(
      [{ release: p.releases[0], change: { ...p.releases[0].changes[0], affects: ['a/b'] } }],
      new Map([['a/b', service]]),
      { affects: 'x' },
    );
    expect(one).toContain('<a href="/x?a=1&amp;b=&quot;2&quot;">Tom &amp; &lt;Jerry&gt;</a>');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('plans of the library data', () => {
  const realPlan = (repo: string, module: string | null, from: string, to: string) =>
    buildPlan(dataOf(repoOf(lib, repo)), { module, from, to }, { showAll: false });

  it('vpc-app from v0.18.3 to v0.26.1: the rename of v0.25.0 and the Terraform and provider minimums', () => {
    const p = realPlan('terraform-aws-vpc', 'vpc-app', 'v0.18.3', 'v0.26.1');
    expect(p.interfaces[0].steps).toContainEqual({
      kind: 'input-renamed',
      name: 'security_group_tags',
      to: 'default_security_group_tags',
      versions: ['v0.25.0'],
      action: true,
    });
    expect(p.tools.map((t) => [t.name, t.after, t.raisedIn.map((r) => r.release.version)])).toEqual([
      ['Terraform', '1.1', ['v0.19.0']],
      ['AWS provider', '4.0', ['v0.20.0']],
    ]);
    const breakingInRange = p.releases.filter((r) => r.changes.some((c) => c.breaking)).map((r) => r.version);
    expect(p.breaking.map((b) => b.release.version)).toEqual(
      breakingInRange.filter((v) => p.breaking.some((b) => b.release.version === v)),
    );
    expect(p.breaking.every((b) => b.release.migration)).toBe(true);
  });

  it('service-catalog from v0.66.0 to v0.68.0 crosses the Terraform 1.1 minimum', () => {
    const p = realPlan('terraform-aws-service-catalog', null, 'v0.66.0', 'v0.68.0');
    expect(versions(p)).toEqual(['v0.66.1', 'v0.66.2', 'v0.67.0', 'v0.68.0']);
    expect(p.tools.map((t) => [t.name, t.before, t.after])).toEqual([['Terraform', '0.15.1', '1.1']]);
    expect(p.supports.map((s) => [s.name, s.version, s.release.version])).toEqual([['Terraform', '1.1', 'v0.66.2']]);
    expect(p.breaking.map((b) => b.release.version)).toEqual(['v0.67.0']);
  });

  it('builds the whole history of every repository and every module', () => {
    for (const repo of lib.repos) {
      const data = dataOf(repo);
      const oldest = data.releases[data.releases.length - 1].version;
      const all = buildPlan(data, { module: null, from: oldest, to: data.releases[0].version }, { showAll: false });
      expect(all.releases).toHaveLength(data.releases.length - 1);
      for (const e of data.entries)
        buildPlan(data, { module: e.key, from: oldest, to: data.releases[0].version }, { showAll: false });
    }
  });
});
