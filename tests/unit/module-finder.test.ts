import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  arrangeRows,
  emptyFilter,
  filterFromSearch,
  indexItems,
  maxQueryLength,
  searchFromFilter,
  tokens,
  type FinderItem,
} from '../../src/components/ModuleFinder/filter';
import { loadLibrary } from '../../plugins/library/schema';
import { finderEntries, finderOptions, readTagLabels } from '../../plugins/library';

const item = (over: Partial<FinderItem>): FinderItem => ({
  kind: 'module',
  id: 'vpc-app',
  title: 'VPC app',
  summary: 'A VPC with public, private-app and private-persistence subnet tiers and NAT gateways.',
  repo: 'terraform-aws-vpc',
  category: 'networking',
  categoryLabel: 'Networking',
  tags: [{ key: 'vpc', label: 'VPC' }],
  permalink: '/reference/modules/terraform-aws-vpc/vpc-app/',
  version: 'v0.26.1',
  ...over,
});

const items = [
  item({}),
  item({
    id: 'rds',
    title: 'RDS',
    summary: 'An Amazon RDS database with backups and encryption.',
    repo: 'terraform-aws-data-storage',
    category: 'data-storage',
    categoryLabel: 'Data storage',
    tags: [
      { key: 'rds', label: 'RDS' },
      { key: 'mysql', label: 'MySQL' },
    ],
    permalink: '/reference/modules/terraform-aws-data-storage/rds/',
  }),
  item({
    kind: 'service',
    id: 'amazon-rds',
    title: 'Amazon RDS',
    summary: 'The RDS service with alarms and a Route 53 record, ready to deploy.',
    repo: 'terraform-aws-service-catalog',
    category: 'data-storage',
    categoryLabel: 'Data storage',
    tags: [{ key: 'rds', label: 'RDS' }],
    permalink: '/reference/services/data-storage/amazon-rds',
  }),
];
const index = indexItems(items);
const ids = (f: Partial<typeof emptyFilter>) => applyFilter(index, { ...emptyFilter, ...f }).map((i) => i.id);

describe('module finder filter', () => {
  it('shows everything without a filter', () => expect(ids({})).toEqual(['vpc-app', 'rds', 'amazon-rds']));
  it('matches every word, in any field, case-insensitively', () => {
    expect(ids({ q: 'NAT gateways' })).toEqual(['vpc-app']);
    expect(ids({ q: 'rds alarms' })).toEqual(['amazon-rds']);
    expect(ids({ q: 'data storage' })).toEqual(['rds', 'amazon-rds']);
    expect(ids({ q: 'mysql' })).toEqual(['rds']);
    expect(ids({ q: 'service' })).toEqual(['amazon-rds']);
    expect(ids({ q: 'nothing-like-this' })).toEqual([]);
  });
  it('filters by repository, category and tag, combined with the words', () => {
    expect(ids({ repo: 'terraform-aws-data-storage' })).toEqual(['rds']);
    expect(ids({ category: 'data-storage' })).toEqual(['rds', 'amazon-rds']);
    expect(ids({ tag: 'rds', q: 'backups' })).toEqual(['rds']);
  });
  it('reads a shared URL, dropping values that name nothing', () => {
    const allowed = {
      repos: new Set(['terraform-aws-vpc']),
      categories: new Set(['networking']),
      tags: new Set(['vpc']),
    };
    expect(filterFromSearch('?q=nat&repo=terraform-aws-vpc&tag=bogus&category=networking', allowed)).toEqual({
      q: 'nat',
      repo: 'terraform-aws-vpc',
      category: 'networking',
      tag: '',
    });
    expect(filterFromSearch('?q=' + 'x'.repeat(5000), allowed).q.length).toBe(maxQueryLength);
  });
  it('writes the filter into the URL and keeps other parameters', () => {
    expect(searchFromFilter({ ...emptyFilter, q: 'nat gw', tag: 'vpc' }, '?utm=1')).toBe('?utm=1&q=nat+gw&tag=vpc');
    expect(searchFromFilter(emptyFilter, '?q=old')).toBe('');
  });
  it('ignores punctuation-only and huge input', () => {
    expect(tokens(' , ')).toEqual([]);
    expect(tokens('a '.repeat(10_000)).length).toBeLessThanOrEqual(maxQueryLength);
  });

  it('ranks names first: the name typed, then names starting with it, then title, then summary words', () => {
    const ranked = indexItems([
      item({ id: 'eks-vpc-tags', title: 'EKS VPC tags', summary: 'Tags a VPC for EKS.' }),
      item({ id: 'vpc-app-network-acls', title: 'VPC app network ACLs', summary: 'ACLs.' }),
      item({ kind: 'service', id: 'virtual-private-cloud-vpc', title: 'VPC', summary: 'A VPC service.' }),
      item({ id: 'redshift', title: 'Redshift', summary: 'A cluster in your VPC subnets.' }),
      item({ id: 'vpc-app', title: 'VPC app', summary: 'The app VPC.' }),
    ]);
    const order = (q: string) => applyFilter(ranked, { ...emptyFilter, q }).map((i) => i.id);
    expect(order('vpc')).toEqual([
      'vpc-app',
      'vpc-app-network-acls',
      'eks-vpc-tags',
      'virtual-private-cloud-vpc',
      'redshift',
    ]);
    expect(order('vpc app')[0]).toBe('vpc-app');
    expect(order('vpc-app')[0]).toBe('vpc-app');
    // Without words, the list keeps its own order.
    expect(order('')).toEqual([
      'eks-vpc-tags',
      'vpc-app-network-acls',
      'virtual-private-cloud-vpc',
      'redshift',
      'vpc-app',
    ]);
  });

  it('arranges rows so that the shown ones are in order and hidden ones move nothing', () => {
    const current = ['a', 'b', 'c', 'd', 'e', 'f'];
    const shown = ['e', 'b'];
    const out = arrangeRows(current, shown);
    // Same rows; the shown ones in the order given.
    expect([...out].sort()).toEqual(current);
    expect(out.filter((r) => shown.includes(r))).toEqual(shown);
    // React moves a row placed after one that used to follow it: here only b.
    const moved = (order: string[]) => {
      let last = -1;
      return order.filter((r) => {
        const at = current.indexOf(r);
        if (at < last) return true;
        last = at;
        return false;
      });
    };
    expect(moved(out)).toEqual(['b']);
    // Shown first and the rest after them would move four.
    expect(moved([...shown, ...current.filter((r) => !shown.includes(r))])).toEqual(['b', 'a', 'c', 'd']);
  });

  it('puts vpc-app first for `vpc` in the whole library', () => {
    const root = path.resolve(__dirname, '../..');
    const lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
    const full = indexItems(finderEntries(lib, readTagLabels(path.join(root, 'docs/tags.yml'))));
    expect(applyFilter(full, { ...emptyFilter, q: 'vpc' })[0].id).toBe('vpc-app');
    expect(applyFilter(full, { ...emptyFilter, q: 'vpc app' })[0].id).toBe('vpc-app');
    expect(applyFilter(full, { ...emptyFilter, q: 'flow logs' })[0].id).toBe('vpc-flow-logs');
  });

  it('writes the select options sorted, every repository, category and tag once (the browser sorts nothing)', () => {
    const root = path.resolve(__dirname, '../..');
    const lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
    const entries = finderEntries(lib, readTagLabels(path.join(root, 'docs/tags.yml')));
    const { repos, categories, tags } = finderOptions(entries);
    const inOrder = (labels: string[]) =>
      labels.every((label, i) => i === 0 || labels[i - 1].localeCompare(label, 'en') <= 0);
    expect(new Set(repos)).toEqual(new Set(entries.map((e) => e.repo)));
    expect(repos).toHaveLength(new Set(repos).size);
    expect(inOrder(repos)).toBe(true);
    expect(categories.map(([key]) => key).sort()).toEqual([...new Set(entries.map((e) => e.category))].sort());
    expect(inOrder(categories.map(([, label]) => label))).toBe(true);
    expect(tags.map(([key]) => key).sort()).toEqual(
      [...new Set(entries.flatMap((e) => e.tags.map((t) => t.key)))].sort(),
    );
    expect(inOrder(tags.map(([, label]) => label.toLowerCase()))).toBe(true);
    // Case does not decide the tags' order.
    expect(
      finderOptions([
        {
          ...entries[0],
          tags: [
            { key: 'b', label: 'beta' },
            { key: 'a', label: 'Alpha' },
          ],
        },
      ]).tags,
    ).toEqual([
      ['a', 'Alpha'],
      ['b', 'beta'],
    ]);
  });

  it('filters the whole library in well under 16 ms per keystroke', () => {
    const root = path.resolve(__dirname, '../..');
    const lib = loadLibrary(path.join(root, 'data/library'), path.join(root, 'docs/tags.yml'));
    const full = indexItems(finderEntries(lib, readTagLabels(path.join(root, 'docs/tags.yml'))));
    const typed = 'private subnet nat';
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (let n = 1; n <= typed.length; n++) {
        const t0 = performance.now();
        applyFilter(full, { ...emptyFilter, q: typed.slice(0, n) });
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(
      `finder filter over ${full.length} entries: median ${times[times.length >> 1].toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`,
    );
    expect(p95).toBeLessThan(16);
  });
});
