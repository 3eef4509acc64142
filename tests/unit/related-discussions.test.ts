/**
 * Mirrored discussions listed by other pages: the 'Discussions' section of module and service
 * pages (plugins/library/discussions.ts) and the discussions of tag pages
 * (plugins/knowledge-base/summaries.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LoadContext, RouteConfig } from '@docusaurus/types';
import libraryPlugin from '../../plugins/library/index';
import { loadLibrary, repoOf, type Entry } from '../../plugins/library/schema';
import {
  discussionsForEntry,
  discussionsSection,
  discussionsShown,
  namesEntry,
  writeDiscussionLists,
} from '../../plugins/library/discussions';
import {
  discussionsForTag,
  readDiscussionSummaries,
  tagPageDiscussions,
  withTagDiscussions,
  type DiscussionSummary,
  type TagDiscussions,
} from '../../plugins/knowledge-base/summaries';

const root = path.resolve(__dirname, '../..');
const lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
const entry = (repo: string, key: string): Entry => {
  const found = repoOf(lib, repo).entries.find((e) => e.key === key);
  if (!found) throw new Error(`no ${repo} ${key}`);
  return found;
};
const vpcApp = entry('terraform-aws-vpc', 'vpc-app');
const rds = entry('terraform-aws-data-storage', 'rds');
const vpcService = entry('terraform-aws-service-catalog', 'networking/virtual-private-cloud-vpc');

const summary = (number: number, text: string, labels: string[] = []): DiscussionSummary => ({
  number,
  title: `Discussion ${number}`,
  permalink: `/discussions/knowledge-base/${number}`,
  answered: true,
  createdAt: `2022-01-${String(number).padStart(2, '0')}T00:00:00Z`,
  labels,
  text,
});

describe('discussions that concern a module or service', () => {
  it('find a module by its source, or by a hyphenated id standing alone', () => {
    expect(
      namesEntry(vpcApp, 'source = "git::git@github.com:cairn-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.1"'),
    ).toBe(true);
    expect(namesEntry(vpcApp, 'We deploy `vpc-app` in three accounts.')).toBe(true);
    // Part of a longer name, a path or a host is not the module.
    expect(namesEntry(vpcApp, 'The vpc-app-network-acls module drops our traffic.')).toBe(false);
    expect(namesEntry(vpcApp, 'See modules/foo/vpc-app/main.tf')).toBe(false);
  });

  it('find a one-word id only as "the `id` module" of its repository', () => {
    expect(namesEntry(rds, 'The `rds` module from `terraform-aws-data-storage` defaults apply_immediately.')).toBe(
      true,
    );
    expect(namesEntry(rds, 'The `rds` module keeps failing.')).toBe(false);
    expect(namesEntry(rds, 'Our RDS instance in the `rds` unit of terraform-aws-data-storage.')).toBe(false);
  });

  it('find a service by its catalog path', () => {
    expect(namesEntry(vpcService, 'terraform-aws-service-catalog//modules/networking/vpc?ref=v0.104.5')).toBe(true);
    expect(namesEntry(vpcService, 'the `networking/vpc` service')).toBe(true);
    expect(namesEntry(vpcService, 'the `networking/vpc-mgmt` service')).toBe(false);
  });

  it('list named discussions first, then those sharing two labels with its tags, a few at most', () => {
    const summaries = [
      summary(9, 'nothing about it', ['vpc']),
      summary(8, 'labels only', ['vpc', 'networking']),
      summary(7, 'We use `vpc-app`.'),
      summary(6, 'labels only again', ['networking', 'vpc', 'security']),
    ];
    expect(discussionsForEntry(vpcApp, summaries).map((d) => d.number)).toEqual([7, 8, 6]);
    const many = Array.from({ length: 9 }, (_, i) => summary(i + 1, 'vpc-app'));
    expect(discussionsForEntry(vpcApp, many)).toHaveLength(discussionsShown);
  });

  it('point to the knowledge base when no discussion concerns the page', () => {
    const [heading, paragraph, list] = discussionsSection(vpcApp, []);
    expect(heading).toMatchObject({ type: 'heading', depth: 2 });
    expect(JSON.stringify(paragraph)).toContain('No discussion in the ');
    expect(JSON.stringify(paragraph)).toContain('"url":"/discussions/knowledge-base/"');
    expect(list).toBeUndefined();
  });

  it('find, through the index of tokens and labels, what testing every text finds', () => {
    /** The definition: every text tested, then two shared labels, newest first within each kind. */
    const everyText = (e: Entry, list: readonly DiscussionSummary[]) => {
      const named = list.filter((d) => namesEntry(e, d.text));
      const byLabels = list
        .map((d) => ({ d, shared: d.labels.filter((l) => e.tags.includes(l)).length }))
        .filter(({ d, shared }) => shared >= 2 && !named.includes(d))
        .sort((a, b) => b.shared - a.shared)
        .map(({ d }) => d);
      return [...named, ...byLabels].slice(0, discussionsShown).map(({ number }) => number);
    };
    const real = readDiscussionSummaries(path.join(root, 'data/knowledge-base'));
    let listed = 0;
    for (const e of lib.entries.values()) {
      const numbers = discussionsForEntry(e, real).map((d) => d.number);
      expect(numbers, e.source).toEqual(everyText(e, real));
      listed += numbers.length;
    }
    expect(listed).toBeGreaterThan(300);
    // Names inside longer words, after a dot, at the end of a sentence; labels given twice.
    const tricky = [
      summary(9, 'Upgrading vpc-app.'),
      summary(8, 'See x.vpc-app and my-vpc-app and vpc-app-network-acls'),
      summary(7, 'terraform-aws-vpc.git//modules/vpc-app?ref=v1'),
      summary(6, 'none', ['vpc', 'vpc', 'networking']),
      summary(5, 'none', ['networking', 'aws', 'vpc']),
      summary(4, 'none', ['vpc']),
      summary(3, 'Is the `db` module of terraform-aws-data-storage enough?'),
      summary(2, 'dbx and adb, not the module'),
    ];
    // An id shorter than the index's three-character runs is found by testing every token.
    const shortId: Entry = { ...rds, id: 'db', path: 'db' };
    expect(discussionsForEntry(shortId, tricky).map((d) => d.number)).toEqual([3]);
    for (const e of [vpcApp, rds, vpcService, shortId])
      expect(discussionsForEntry(e, tricky).map((d) => d.number)).toEqual(everyText(e, tricky));
    expect(discussionsForEntry(vpcApp, tricky).map((d) => d.number)).toEqual([9, 7, 6, 5]);
  });

  it('find discussions for real pages in the mirrored data', () => {
    const summaries = readDiscussionSummaries(path.join(root, 'data/knowledge-base'));
    expect(summaries.length).toBeGreaterThan(400);
    expect(discussionsForEntry(vpcApp, summaries).length).toBe(discussionsShown);
  });
});

const loaderFile = path.join(root, 'plugins/library/discussions-loader.cjs');
const discussionsLoader = createRequire(__filename)(loaderFile) as ((
  this: {
    getOptions: () => { siteDir: string; dir: string };
    resourcePath: string;
    addDependency: (f: string) => void;
  },
  source: string,
) => string) & { listFile: (dir: string, source: string) => string };

/** Runs the loader on a page as the bundler would; returns what it passed on and its dependencies. */
function runLoader(options: { siteDir: string; dir: string }, resourcePath: string) {
  const dependencies: string[] = [];
  const source = `# ${resourcePath}`;
  const out = discussionsLoader.call(
    { getOptions: () => options, resourcePath, addDependency: (f) => dependencies.push(f) },
    source,
  );
  return { unchanged: out === source, dependencies };
}

/** createData as Docusaurus does it: the file under `dir`, its path returned. */
const writeInto = (dir: string) => async (name: string, data: string) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return file;
};

describe("the bundler's view of a reference page's discussions", () => {
  it("gives each reference page its list in a file of its own, which the page's loader depends on", async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'cairn-discussion-lists-'));
    onTestFinished(() => rmSync(out, { recursive: true, force: true }));
    const dir = await writeDiscussionLists(lib.entries.values(), root, writeInto(out));
    const summaries = readDiscussionSummaries(path.join(root, 'data/knowledge-base'));
    const files = new Set<string>();
    for (const e of lib.entries.values()) {
      const { unchanged, dependencies } = runLoader({ siteDir: root, dir }, path.join(root, e.source));
      expect(unchanged).toBe(true);
      expect(dependencies).toHaveLength(1);
      const [file] = dependencies;
      // The file holds exactly what the page lists.
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(discussionsForEntry(e, summaries));
      files.add(file);
    }
    // One file per page: no two pages share one, so an edit rebuilds only the pages it concerns.
    expect(files.size).toBe(lib.entries.size);
    expect(files.size).toBeGreaterThan(200);
  });

  it('leaves every other page without that dependency', () => {
    for (const page of ['docs/intro/overview/intro-to-cairn.md', 'docs/reference/index.md', 'docs/guides/x.mdx']) {
      expect(runLoader({ siteDir: root, dir: '/lists' }, path.join(root, page)).dependencies).toEqual([]);
    }
  });

  it('no longer makes every discussion file a build dependency that evicts the whole bundler cache', async () => {
    const siteDir = root;
    const generated = mkdtempSync(path.join(os.tmpdir(), 'cairn-library-plugin-'));
    onTestFinished(() => rmSync(generated, { recursive: true, force: true }));
    const plugin = libraryPlugin(
      {
        siteDir,
        siteConfig: { url: 'https://docs.example.com' },
        generatedFilesDir: generated,
      } as unknown as LoadContext,
      { dataDir: 'data/library', tagsFile: 'docs/tags.yml' },
    );
    const configure = () =>
      plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as unknown as {
        experiments: { cache: { buildDependencies: string[] } };
        module: { rules: { enforce: string; use: { loader: string; options: { dir: string } }[] }[] };
      };
    expect(configure).toThrow(/before contentLoaded/);
    const dataDir = path.join(generated, 'library');
    await plugin.contentLoaded?.({
      content: lib,
      actions: { createData: writeInto(dataDir), addRoute: () => {}, setGlobalData: () => {} },
      allContent: {},
    } as never);
    const config = configure();
    const kb = path.join(root, 'data/knowledge-base');
    expect(config.experiments.cache.buildDependencies.filter((f) => f.startsWith(kb))).toEqual([]);
    expect(config.experiments.cache.buildDependencies).toContain(
      path.join(root, 'data/library/repos/terraform-aws-vpc.yml'),
    );
    const [rule] = config.module.rules;
    expect(rule.enforce).toBe('pre');
    expect(rule.use[0].loader).toBe(loaderFile);
    const vpc = JSON.parse(readFileSync(discussionsLoader.listFile(rule.use[0].options.dir, vpcApp.source), 'utf8'));
    expect(vpc).toHaveLength(discussionsShown);
  });
});

describe('discussions on tag pages', () => {
  const summaries = [summary(2, 'a', ['vpc', 'networking']), summary(1, 'b', ['s-3']), summary(3, 'c', ['bug'])];

  it('match a label to the tag by key or by label', () => {
    expect(discussionsForTag(summaries, { label: 'VPC', permalink: '/tags/vpc' }).map((d) => d.number)).toEqual([2]);
    expect(discussionsForTag(summaries, { label: 'S3', permalink: '/tags/s-3' }).map((d) => d.number)).toEqual([1]);
    expect(discussionsForTag(summaries, { label: 'Lambda', permalink: '/tags/lambda' })).toEqual([]);
  });

  it('are added to the props of tag page routes only, at any depth', () => {
    const tagRoute = {
      path: '/tags/vpc',
      component: 'x',
      props: { tag: { label: 'VPC', permalink: '/tags/vpc', items: [] } },
    };
    const tree: RouteConfig = {
      path: '/',
      component: 'root',
      routes: [{ path: '/tags', component: 'list', props: { tags: [] } }, tagRoute],
    };
    const out = withTagDiscussions(tree, root);
    expect(out.routes?.[0].props).toEqual({ tags: [] });
    const discussions = out.routes?.[1].props?.discussions as TagDiscussions;
    // The vpc label is on dozens of discussions; the page lists the most recent ones.
    expect(discussions.total).toBeGreaterThan(tagPageDiscussions);
    expect(discussions.latest).toHaveLength(tagPageDiscussions);
    expect(tree.routes?.[1].props).not.toHaveProperty('discussions');
  });
});
