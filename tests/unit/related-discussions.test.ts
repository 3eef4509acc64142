/**
 * Mirrored discussions listed by other pages: the 'Discussions' section of module and service
 * pages (plugins/library/discussions.ts) and the discussions of tag pages
 * (plugins/knowledge-base/summaries.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';
import { loadLibrary, repoOf, type Entry } from '../../plugins/library/schema';
import {
  discussionsForEntry,
  discussionsSection,
  discussionsShown,
  namesEntry,
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

  it('find discussions for real pages in the mirrored data', () => {
    const summaries = readDiscussionSummaries(path.join(root, 'data/knowledge-base'));
    expect(summaries.length).toBeGreaterThan(400);
    expect(discussionsForEntry(vpcApp, summaries).length).toBe(discussionsShown);
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
