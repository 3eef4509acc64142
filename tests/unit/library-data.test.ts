/**
 * The library data set (data/library) is the one source of the finder, the reference pages and
 * the release notes. These tests hold the schema (known-bad cases each name the field and the fix),
 * and hold the data, the spec's routes, the pages and the other docs in agreement.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  checkLibrary,
  compareVersions,
  interfaceAt,
  latestRelease,
  repoOf,
  loadLibrary,
  LibraryDataError,
  readLibrary,
  validateRepo,
  type Library,
} from '../../plugins/library/schema';
import { finderEntries, readTagLabels } from '../../plugins/library';
import { checkReferencePage } from '../../plugins/library/page-checks';
import { firstMonth, lastMonth, monthRange, releasesByMonth } from '../../plugins/library/months';
import { versionMentions } from '../../plugins/library/mentions';

const root = path.resolve(__dirname, '../..');
const tagsFile = path.join(root, 'docs/tags.yml');
const knownTags = new Set(Object.keys(parseYaml(readFileSync(tagsFile, 'utf8')) as object));
const good = readFileSync(path.join(root, 'tests/fixtures/library/good.yml'), 'utf8');
const goodFile = 'data/library/repos/terraform-aws-example.yml';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cases edit arbitrary fields of parsed YAML
type Loose = Record<string, any>;

/** Problems for the good fixture after `edit` changed its parsed value. */
function problemsAfter(edit: (v: Loose) => void, file = goodFile): string[] {
  const value = parseYaml(good) as Loose;
  edit(value);
  return validateRepo(value, file, knownTags).problems;
}

describe('library data schema', () => {
  it('accepts the good fixture', () => {
    const { repo, problems } = validateRepo(parseYaml(good), goodFile, knownTags);
    expect(problems).toEqual([]);
    expect(repo?.entries.map((e) => e.permalink)).toEqual([
      '/reference/modules/terraform-aws-example/first-module/',
      '/reference/modules/terraform-aws-example/second-module/',
    ]);
    expect(repo?.releases[0].changes[0].breaking).toBe(true);
  });

  const cases: [string, (v: Loose) => void, RegExp][] = [
    [
      'a version lower than the next older one',
      (v) => (v.releases[1].version = 'v0.0.9'),
      /releases v0.1.0.version' must be lower than the release above it \(v0.0.9\)/,
    ],
    [
      'a date later than a newer release',
      (v) => (v.releases[2].date = '2022-03-01'),
      /releases v0.1.0.date' is later than the newer release v0.1.1/,
    ],
    [
      'a breaking change in a patch release',
      (v) => (v.releases[1].changes[0].breaking = true),
      /is a patch release but marks a change breaking/,
    ],
    [
      'a breaking change without migration notes',
      (v) => delete v.releases[0].migration,
      /migration' is required because a change is breaking/,
    ],
    [
      'migration notes without a breaking change',
      (v) => (v.releases[1].migration = 'Nothing.'),
      /migration' is only for releases with a breaking change/,
    ],
    [
      'a change naming an unknown module',
      (v) => (v.releases[1].changes[0].affects = ['nope']),
      /names 'nope', which is not in 'modules'/,
    ],
    [
      'an unknown tag',
      (v) => (v.modules[0].tags = ['kubernetes', 'made-up']),
      /has 'made-up', which is not a key of docs\/tags.yml/,
    ],
    [
      'a summary that is too short',
      (v) => (v.modules[0].summary = 'Short.'),
      /summary' is 6 characters; write one sentence of 40-220 characters/,
    ],
    ['a missing category', (v) => delete v.category, /'category' must be one of app-orchestration/],
    ['a duplicate module id', (v) => (v.modules[1].id = 'first-module'), /first-module\)\.id' appears twice/],
    ['a malformed version', (v) => (v.releases[0].version = '0.2'), /version' must look like v1.2.3/],
    ['a malformed date', (v) => (v.releases[0].date = '3 Feb 2020'), /date' must be a date written YYYY-MM-DD/],
    ['a release without changes', (v) => (v.releases[1].changes = []), /changes' must list at least one change/],
    [
      'services in a module repository',
      (v) => (v.services = []),
      /'services' is not used in a module repository; use 'modules'/,
    ],
    // Interfaces: inputs and outputs of an entry.
    ['an entry without inputs', (v) => delete v.modules[0].inputs, /first-module\)\.inputs' must be a list of inputs/],
    [
      'a duplicate input',
      (v) => v.modules[0].inputs.push({ ...v.modules[0].inputs[1] }),
      /inputs\[3\] \(tags\)\.name' appears twice/,
    ],
    [
      'a required input with a default',
      (v) => (v.modules[0].inputs[0].default = 'x'),
      /inputs\[0\] \(name\)\.default' is set on a required input/,
    ],
    [
      'an optional input without a default',
      (v) => delete v.modules[0].inputs[1].default,
      /inputs\[1\] \(tags\)' has neither required: true nor a default/,
    ],
    [
      "'object' without attributes as a type",
      (v) => (v.modules[0].inputs[1].type = 'map(object)'),
      /\(tags\)\.type' is 'map\(object\)', which is not a Terraform type constraint: 'object' needs its attributes/,
    ],
    [
      'an unknown type',
      (v) => (v.modules[0].inputs[1].type = 'dict(string)'),
      /\(tags\)\.type' is 'dict\(string\)', which is not a Terraform type constraint: 'dict' is not a Terraform type/,
    ],
    [
      'unbalanced type syntax',
      (v) => (v.modules[0].inputs[1].type = 'map(string'),
      /\(tags\)\.type' is 'map\(string', which is not a Terraform type constraint: ends where '\)' was expected/,
    ],
    [
      'a default that does not fit the type',
      (v) => (v.modules[0].inputs[1].default = ['a']),
      /\(tags\)\.default' does not fit the type map\(string\): the default must be a map/,
    ],
    [
      'an object default missing a required attribute',
      (v) => (v.modules[0].inputs[2].default = [{ cidr_blocks: [] }]),
      /\(rules\)\.default' does not fit the type .*: the default\[0\] lacks the attribute 'port'/,
    ],
    [
      'an input name that is not a Terraform identifier',
      (v) => (v.modules[0].inputs[1].name = 'Tags-Map'),
      /inputs\[1\]\.name' must be the Terraform variable name/,
    ],
    [
      'a description of several paragraphs',
      (v) => (v.modules[0].inputs[1].description = 'One.\n\nTwo.'),
      /\(tags\)\.description' must be one paragraph of inline markdown/,
    ],
    [
      'a duplicate output',
      (v) => v.modules[0].outputs.push({ name: 'id', description: 'Again.' }),
      /outputs\[1\] \(id\)\.name' appears twice/,
    ],
    // Interface changes recorded in releases, replayed against the interface that follows them.
    [
      'an added input the interface does not have',
      (v) => (v.releases[1].changes[0].interface = { inputs_added: ['labels'] }),
      /changes\[0\]\.interface' inputs_added names 'labels', which is not an input after this release of first-module/,
    ],
    [
      'a rename whose new name is not an input',
      (v) => (v.releases[0].changes[0].interface = { inputs_renamed: { name: 'title' } }),
      /inputs_renamed names 'title', which is not an input after this release of second-module/,
    ],
    [
      'a rename not marked breaking',
      (v) => {
        delete v.releases[0].changes[0].breaking;
        delete v.releases[0].migration;
      },
      /renames the input 'name' to 'resource_name' of second-module, which breaks callers; mark the change breaking/,
    ],
    [
      'an unknown interface change',
      (v) => (v.releases[1].changes[0].interface = { inputs_changed: ['tags'] }),
      /interface\.inputs_changed' is not an interface change/,
    ],
    [
      'an interface record for an entry the change does not affect',
      (v) => (v.releases[1].changes[0].interface = { 'second-module': { inputs_added: ['first_id'] } }),
      /changes\[0\]\.interface\.second-module' names an entry that is not in this change's affects \(first-module\)/,
    ],
    [
      'an interface change of no entry',
      (v) => (v.releases[1].changes[0].affects = []),
      /changes\[0\]\.interface' needs the modules or services whose interface changed in affects/,
    ],
    // The versioning policy for tool versions.
    [
      'a patch release raising the minimum Terraform version',
      (v) => (v.releases[1].requires = { terraform: '1.1' }),
      /releases v0\.1\.1\.requires\.terraform' raises the minimum Terraform version to 1\.1 in a patch release/,
    ],
    [
      'a minor release raising the minimum AWS provider version without a breaking change',
      (v) => {
        v.releases[0].requires = { 'aws-provider': '4.0' };
        delete v.releases[0].changes[0].breaking;
        delete v.releases[0].migration;
        delete v.releases[0].changes[0].interface;
      },
      /releases v0\.2\.0\.requires\.aws-provider' raises the minimum AWS provider version to 4\.0, which is a breaking change/,
    ],
    [
      'a minimum that does not raise the last one',
      (v) => (v.releases[0].requires = { terraform: '1.0' }),
      /releases v0\.2\.0\.requires\.terraform' is 1\.0, which does not raise the minimum \(1\.0 since v0\.1\.0\)/,
    ],
    [
      'support claimed for a tool version that did not exist yet',
      (v) => (v.releases[1].supports = { 'aws-provider': '4.0' }),
      /releases v0\.1\.1\.supports\.aws-provider' is AWS provider 4\.0, which was released on 2022-02-10, after this release \(2022-01-20\)/,
    ],
    [
      'an unknown tool',
      (v) => (v.releases[1].supports = { terragrunt: '0.35' }),
      /supports\.terragrunt' is not a tool the checks know/,
    ],
  ];
  for (const [name, edit, message] of cases) {
    it(`rejects ${name}, naming the field`, () => {
      const problems = problemsAfter(edit);
      expect(problems.join('\n')).toMatch(message);
      expect(problems.every((p) => p.startsWith(`${goodFile}: '`))).toBe(true);
    });
  }

  it('rejects a file named for another repository', () => {
    expect(problemsAfter(() => {}, 'data/library/repos/terraform-aws-other.yml').join('\n')).toMatch(
      /is 'terraform-aws-example' but the file is named terraform-aws-other.yml/,
    );
  });

  it('cross-checks related entries and that each module was introduced by a release', () => {
    const value = parseYaml(good) as Loose;
    value.modules[0].related = ['terraform-aws-missing/thing'];
    value.releases[2].changes[0].affects = ['first-module'];
    value.releases[0].changes[0].affects = ['first-module'];
    const { repo } = validateRepo(value, goodFile, knownTags);
    if (!repo) throw new Error('the fixture did not validate');
    const lib: Library = { repos: [repo], entries: new Map(repo.entries.map((e) => [`${repo.repo}/${e.key}`, e])) };
    const problems = checkLibrary(lib).join('\n');
    expect(problems).toMatch(
      /'first-module.related' names 'terraform-aws-missing\/thing', which is no module or service/,
    );
    expect(problems).toMatch(/'second-module' is not named by any release change/);
  });

  it('refuses a release that names a library version released after it, or never released', () => {
    const value = parseYaml(good) as Loose;
    value.releases[1].changes[0].text = 'Uses terraform-aws-example v0.2.0 internally.';
    value.releases[2].changes[0].text = 'Tested against `terraform-aws-example` v0.9.9.';
    const { repo } = validateRepo(value, goodFile, knownTags);
    if (!repo) throw new Error('the fixture did not validate');
    const lib: Library = { repos: [repo], entries: new Map(repo.entries.map((e) => [`${repo.repo}/${e.key}`, e])) };
    const problems = checkLibrary(lib).join('\n');
    expect(problems).toMatch(
      /'releases v0.1.1.changes\[0\].text' names terraform-aws-example v0.2.0, released 2022-02-03, after this release \(2022-01-20\)/,
    );
    expect(problems).toMatch(
      /'releases v0.1.0.changes\[0\].text' names terraform-aws-example v0.9.9, which was never released/,
    );
  });

  it('computes the interface at any released version from the recorded changes', () => {
    const { repo } = validateRepo(parseYaml(good), goodFile, knownTags);
    if (!repo) throw new Error('the fixture did not validate');
    const inputs = (key: string, version: string) => {
      const state = interfaceAt(repo, key, version);
      return state ? [...state.inputs.keys()].sort() : state;
    };
    expect(inputs('second-module', 'v0.2.0')).toEqual(['first_id', 'resource_name']);
    expect(inputs('second-module', 'v0.1.1')).toEqual(['first_id', 'name']);
    expect(interfaceAt(repo, 'second-module', 'v0.1.1')?.inputs.get('name')).toBe(true);
    expect(inputs('first-module', 'v0.1.1')).toEqual(['name', 'rules', 'tags']);
    expect(inputs('first-module', 'v0.1.0')).toEqual(['name', 'rules']);
    expect(interfaceAt(repo, 'first-module', 'v0.0.1')).toBeUndefined();
    const later = parseYaml(good) as Loose;
    later.releases[2].changes[0].affects = ['first-module'];
    later.releases[1].changes[0].affects = ['first-module', 'second-module'];
    later.releases[1].changes[0].interface = { outputs_added: ['id'] };
    later.modules[1].outputs = [{ name: 'id', description: 'ID.' }];
    const { repo: r2, problems } = validateRepo(later, goodFile, knownTags);
    expect(problems).toEqual([]);
    if (!r2) throw new Error('the fixture did not validate');
    // second-module is first named by v0.1.1: it did not exist at v0.1.0.
    expect(interfaceAt(r2, 'second-module', 'v0.1.0')).toBeNull();
    expect(interfaceAt(r2, 'first-module', 'v0.1.0')?.outputs.has('id')).toBe(false);
  });

  it('orders versions numerically, not as text', () => {
    expect(compareVersions('v0.10.0', 'v0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('v0.104.5', 'v0.104.5')).toBe(0);
  });
});

describe('reference page checks', () => {
  const page = readFileSync(path.join(root, 'tests/fixtures/library/first-module.md'), 'utf8');
  const { repo } = validateRepo(parseYaml(good), goodFile, knownTags);
  const entry = repo?.entries.find((e) => e.id === 'first-module');
  const check = (source: string) => (entry ? checkReferencePage(entry, 'v0.2.0', source).join('\n') : 'no entry');

  it('accepts the good page', () => expect(check(page)).toBe(''));
  it.each([
    [
      'a data-owned title',
      page.replace('sidebar_label:', 'title: First\nsidebar_label:'),
      /sets 'title' in front matter/,
    ],
    ['a missing section', page.replace('## Features\n', '## What it has\n'), /has no '## Features' section/],
    [
      'an older ?ref=',
      page.replace('?ref=v0.2.0', '?ref=v0.1.1'),
      /\?ref=v0.1.1 but the latest terraform-aws-example release is v0.2.0/,
    ],
    [
      'another module as source',
      page.replace('//modules/first-module', '//modules/second-module'),
      /usage example must source/,
    ],
    ['too little prose', page.replace(/^The first module[^\n]*$/m, 'Short.'), /words outside code blocks/],
  ])('reports %s', (_name, source, message) => expect(check(source)).toMatch(message));
});

describe('the library data of this site', () => {
  let lib: Library;
  it('loads without a problem', () => {
    try {
      lib = loadLibrary(path.join(root, 'data/library'), tagsFile);
    } catch (e) {
      if (e instanceof LibraryDataError) throw new Error(e.problems.slice(0, 40).join('\n'));
      throw e;
    }
  });

  const specRoutes = readFileSync(path.join(root, 'tests/fixtures/spec-routes.txt'), 'utf8')
    .split('\n')
    .filter((r) => /^\/reference\/(modules|services)\//.test(r));

  // Modules that examples on the site source, with pages beyond the spec's route list.
  const beyondSpec = [
    '/reference/modules/terraform-aws-ci/pipelines-iam-roles/',
    '/reference/modules/terraform-aws-monitoring/alb-alarms/',
    '/reference/modules/terraform-aws-monitoring/asg-cpu-alarms/',
    '/reference/modules/terraform-aws-monitoring/route53-health-check-alarms/',
    '/reference/services/landing-zone/account-factory',
    '/reference/services/landing-zone/sso-permission-sets',
  ];

  it('has exactly one entry per module and service route of the spec, plus the pages beyond it, and a page for each', () => {
    expect(specRoutes.length).toBe(207);
    const permalinks = [...lib.entries.values()].map((e) => e.permalink);
    expect([...permalinks].sort()).toEqual([...specRoutes, ...beyondSpec].sort());
    const missing = [...lib.entries.values()]
      .filter((e) => !existsSync(path.join(root, e.source)))
      .map((e) => e.source);
    expect(missing).toEqual([]);
  });

  it('has no reference page without an entry', () => {
    const sources = new Set([...lib.entries.values()].map((e) => e.source));
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = `${dir}/${name.name}`;
        if (name.isDirectory()) walk(rel);
        else if (/\.mdx?$/.test(name.name)) pages.push(rel);
      }
    };
    walk('docs/reference');
    expect(pages.filter((p) => !sources.has(p))).toEqual([]);
  });

  it('lists every entry in the finder with its repository latest version', () => {
    const entries = finderEntries(lib, readTagLabels(tagsFile));
    expect(entries.length).toBe(specRoutes.length + beyondSpec.length);
    for (const e of entries) expect(e.version).toBe(latestRelease(repoOf(lib, e.repo)).version);
  });

  it('has, on every reference page, the required sections, no data-owned front matter and a usage example at the latest version', () => {
    const problems = [...lib.entries.values()].flatMap((e) =>
      checkReferencePage(
        e,
        latestRelease(repoOf(lib, e.repo)).version,
        readFileSync(path.join(root, e.source), 'utf8'),
      ),
    );
    expect(problems).toEqual([]);
  });

  // Pages and discussions are held to the releases by the example checker of npm run lint:content
  // (tests/unit/content-examples.test.ts); CONTENT-FACTS.md is not a page, so it is checked here.
  it('names only released library versions in CONTENT-FACTS.md', () => {
    const facts = readFileSync(path.join(root, 'CONTENT-FACTS.md'), 'utf8');
    const mentions = versionMentions(
      facts,
      lib.repos.map((r) => r.repo),
    );
    expect(mentions.length).toBeGreaterThan(40);
    const unreleased = mentions.filter(
      (m) => !lib.repos.find((r) => r.repo === m.repo)?.releases.some((r) => r.version === m.version),
    );
    expect(unreleased.map((m) => m.text)).toEqual([]);
  });

  it('states the current versions of CONTENT-FACTS.md', () => {
    const facts = readFileSync(path.join(root, 'CONTENT-FACTS.md'), 'utf8');
    const rows = [...facts.matchAll(/^\| (terraform-aws-[a-z-]+)(?: \(public\))?\s*\| (v[\d.]+)/gm)];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, repo, version] of rows)
      expect(`${repo} ${lib.repos.find((r) => r.repo === repo)?.releases[0].version}`).toBe(`${repo} ${version}`);
  });

  it('has release notes in every month from 2016-06 to 2023-06', () => {
    const months = releasesByMonth(lib);
    expect(months.map((m) => m.month)).toEqual(monthRange(firstMonth, lastMonth));
    expect(months.length).toBe(85);
    expect(months.filter((m) => m.releaseCount === 0).map((m) => m.month)).toEqual([]);
  });
});

describe('the library shared by the readers of one build (readLibrary)', () => {
  it('reads the files once, gives every reader the same frozen library, and reads them again after an edit', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'cairn-library-'));
    try {
      const dataDir = path.join(work, 'library');
      const tags = path.join(work, 'tags.yml');
      cpSync(path.join(root, 'data/library'), dataDir, { recursive: true });
      cpSync(tagsFile, tags);
      const first = readLibrary(dataDir, tags);
      // Another reader, naming the same folder another way (the sidebars join, the config resolves).
      expect(readLibrary(path.join(work, '.', 'library'), tags)).toBe(first);
      expect(Object.isFrozen(first.repos[0].entries[0])).toBe(true);
      expect(() => {
        (first.repos[0].entries[0] as { title: string }).title = 'changed';
      }).toThrow(TypeError);
      const file = path.join(dataDir, 'repos', readdirSync(path.join(dataDir, 'repos'))[0]);
      appendFileSync(file, '\n# edited\n');
      const again = readLibrary(dataDir, tags);
      expect(again).not.toBe(first);
      expect(again.repos.map((r) => r.repo)).toEqual(first.repos.map((r) => r.repo));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
