import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRepoSets, loadTierLists, missingPackageMessage } from '../../plugins/repo-sets';

const root = path.resolve(__dirname, '../..');

describe('repo-sets plugin', () => {
  it('without the package: empty tier lists and the spec console message', () => {
    const logged: string[] = [];
    const lists = loadTierLists(root, 'ts-commons', (m) => logged.push(m));
    expect(lists).toEqual({ cisRepos: [], enterpriseRepos: [] });
    expect(logged).toEqual([missingPackageMessage]);
    expect(missingPackageMessage).toBe('ts-commons package is NOT available...stubbing out repos.');
  });

  it('with a package: its CIS and Enterprise lists, plus the public allow-list file', () => {
    const logged: string[] = [];
    const sets = loadRepoSets(
      root,
      { packageName: './tests/fixtures/repo-sets-package', publicReposFile: 'data/public-repos.txt' },
      (m) => logged.push(m),
    );
    expect(logged).toEqual([]);
    expect(sets.cisRepos).toContain('cairn-io/terraform-aws-cis-service-catalog');
    expect(sets.enterpriseRepos).toContain('cairn-io/terraform-aws-enterprise-security');
    expect(sets.publicRepos).toContain('terraform-aws-utilities');
  });

  it('a package exporting something else fails the build with a clear message', () => {
    expect(() => loadTierLists(root, './tests/fixtures/repo-sets-bad-package')).toThrow(/awsCISRepos must be an array/);
  });
});
