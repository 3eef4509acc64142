import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLink, orgRepository } from '../../src/lib/repo-links/classify';
import type { RepoSets } from '../../common/repo-sets';
import { readPublicRepos } from '../../plugins/repo-sets';

const root = path.resolve(__dirname, '../..');
const sets: RepoSets = {
  publicRepos: readPublicRepos(path.join(root, 'data/public-repos.txt')),
  cisRepos: ['cairn-io/terraform-aws-cis-service-catalog', 'other-owner/cis-compliance-aws'],
  enterpriseRepos: ['cairn-io/terraform-aws-enterprise-security'],
};

type Expected = 'no' | ['subscriber' | 'cis' | 'enterprise', string];

// [href, expected, exempt?]
const cases: [unknown, Expected, boolean?][] = [
  // The general subscriber case, in every form readers and writers produce.
  ['https://github.com/cairn-io/terraform-aws-vpc', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/cairn-io/terraform-aws-vpc/', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/cairn-io/terraform-aws-vpc/tree/v0.26.1/modules/vpc-app', ['subscriber', 'terraform-aws-vpc']],
  ['http://github.com/cairn-io/terraform-aws-vpc', ['subscriber', 'terraform-aws-vpc']],
  ['https://www.github.com/cairn-io/terraform-aws-vpc', ['subscriber', 'terraform-aws-vpc']],
  ['https://GITHUB.com/cairn-io/terraform-aws-vpc', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/Cairn-IO/terraform-aws-vpc', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/CAIRN-IO/Terraform-AWS-VPC', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/cairn-io/terraform-aws-vpc.git', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/cairn-io/terraform-aws-vpc?tab=readme', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/cairn-io/terraform-aws-vpc#usage', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com/cairn-io/terraform-aws-vpc.git?ref=v1', ['subscriber', 'terraform-aws-vpc']],
  ['https://github.com:443/cairn-io/terraform-aws-vpc', ['subscriber', 'terraform-aws-vpc']],
  ['  https://github.com/cairn-io/terraform-aws-vpc  ', ['subscriber', 'terraform-aws-vpc']],
  [
    'https://github.com/cairn-io/terraform-aws-service-catalog/releases',
    ['subscriber', 'terraform-aws-service-catalog'],
  ],
  ['https://github.com/cairn-io/pipelines-workflows/blob/main/README.md', ['subscriber', 'pipelines-workflows']],
  // Public allow-list: never intercepted, in any letter case or form.
  ['https://github.com/cairn-io/terraform-aws-utilities', 'no'],
  ['https://github.com/cairn-io/Terraform-AWS-Utilities/tree/v0.9.4', 'no'],
  ['https://github.com/cairn-io/terraform-aws-utilities.git', 'no'],
  ['https://github.com/cairn-io/knowledge-base/discussions/42', 'no'],
  ['https://github.com/cairn-io/terracairn/releases', 'no'],
  ['https://github.com/cairn-io/cairntest', 'no'],
  ['https://github.com/cairn-io/cairn-io.github.io', 'no'],
  ['https://github.com/cairn-io/docs/edit/main/docs/intro.md', 'no'],
  // Tiers: CIS first, then Enterprise; only the name part of owner/name is compared.
  ['https://github.com/cairn-io/terraform-aws-cis-service-catalog', ['cis', 'terraform-aws-cis-service-catalog']],
  ['https://github.com/cairn-io/TERRAFORM-AWS-CIS-SERVICE-CATALOG.git', ['cis', 'terraform-aws-cis-service-catalog']],
  ['https://github.com/cairn-io/cis-compliance-aws/tree/main', ['cis', 'cis-compliance-aws']],
  [
    'https://github.com/cairn-io/terraform-aws-enterprise-security',
    ['enterprise', 'terraform-aws-enterprise-security'],
  ],
  [
    'http://www.github.com/cairn-io/terraform-aws-enterprise-security#x',
    ['enterprise', 'terraform-aws-enterprise-security'],
  ],
  // The exempt marker wins over everything.
  ['https://github.com/cairn-io/terraform-aws-vpc', 'no', true],
  ['https://github.com/cairn-io/terraform-aws-cis-service-catalog', 'no', true],
  // The organisation itself, other organisations, other hosts and look-alikes.
  ['https://github.com/cairn-io', 'no'],
  ['https://github.com/cairn-io/', 'no'],
  ['https://github.com/cairn-io?tab=repositories', 'no'],
  ['https://github.com/orgs/cairn-io/repositories', 'no'],
  ['https://github.com/cairn-io-fork/terraform-aws-vpc', 'no'],
  ['https://github.com/other-org/terraform-aws-vpc', 'no'],
  ['https://github.com.evil.example/cairn-io/terraform-aws-vpc', 'no'],
  ['https://github.com@evil.example/cairn-io/terraform-aws-vpc', 'no'],
  ['https://evil.example/github.com/cairn-io/terraform-aws-vpc', 'no'],
  ['https://gist.github.com/cairn-io/terraform-aws-vpc', 'no'],
  ['https://raw.githubusercontent.com/cairn-io/terraform-aws-vpc/main/README.md', 'no'],
  ['https://gitlab.com/cairn-io/terraform-aws-vpc', 'no'],
  ['ftp://github.com/cairn-io/terraform-aws-vpc', 'no'],
  // Relative links, other schemes, malformed input.
  ['/cairn-io/terraform-aws-vpc', 'no'],
  ['cairn-io/terraform-aws-vpc', 'no'],
  ['//github.com/cairn-io/terraform-aws-vpc', 'no'],
  ['../library/overview/', 'no'],
  ['#section', 'no'],
  ['mailto:support@cairn.example', 'no'],
  ['javascript:alert(1)', 'no'],
  ['data:text/html,<a href="https://github.com/cairn-io/x">', 'no'],
  ['https://github.com/cairn-io/%E0%A4%A', 'no'],
  ['https://github.com/cairn-io/..', 'no'],
  ['https://github.com/cairn-io/repo%20with%20spaces', 'no'],
  ['http://[::1', 'no'],
  ['', 'no'],
  [undefined, 'no'],
  [null, 'no'],
  [42, 'no'],
  [{ href: 'https://github.com/cairn-io/x' }, 'no'],
];

describe('classifyLink', () => {
  it.each(cases)('%s -> %j', (href, expected, exempt) => {
    const result = classifyLink(href, sets, exempt ?? false);
    if (expected === 'no') expect(result).toEqual({ intercept: false });
    else expect(result).toEqual({ intercept: true, tier: expected[0], repo: expected[1] });
  });

  it('keeps every repository of the public allow-list (45 names) out of the warning', () => {
    expect(sets.publicRepos).toHaveLength(45);
    for (const repo of sets.publicRepos) {
      expect(classifyLink(`https://github.com/cairn-io/${repo}`, sets), repo).toEqual({ intercept: false });
    }
  });

  it('warns with CIS first when a repository is in both tier lists', () => {
    const both = { ...sets, enterpriseRepos: [...sets.enterpriseRepos, 'cairn-io/terraform-aws-cis-service-catalog'] };
    expect(classifyLink('https://github.com/cairn-io/terraform-aws-cis-service-catalog', both)).toMatchObject({
      tier: 'cis',
    });
  });

  it('with no tier lists, every private repository gets the general warning', () => {
    const noTiers = { ...sets, cisRepos: [], enterpriseRepos: [] };
    expect(classifyLink('https://github.com/cairn-io/terraform-aws-cis-service-catalog', noTiers)).toMatchObject({
      tier: 'subscriber',
    });
  });
});

describe('classifyLink properties', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (input) => {
        classifyLink(input, sets);
      }),
      { numRuns: 2000 },
    );
  });

  it('never intercepts a URL outside the organisation prefix', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const u = new URL(url);
        const inOrg =
          ['github.com', 'www.github.com'].includes(u.hostname) &&
          u.pathname.split('/')[1]?.toLowerCase() === 'cairn-io';
        if (!inOrg) expect(classifyLink(url, sets)).toEqual({ intercept: false });
      }),
      { numRuns: 2000 },
    );
  });

  it('intercepts every non-public repository under the prefix, with the name lower-cased', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,30}$/);
    fc.assert(
      fc.property(name, fc.constantFrom('', '/', '/tree/main', '.git', '?q=1', '#x'), (repo, suffix) => {
        const lower = repo.toLowerCase().replace(/\.git$/, '');
        fc.pre(!sets.publicRepos.includes(lower) && lower !== '.' && lower !== '..' && lower !== '');
        const result = classifyLink(`https://github.com/cairn-io/${repo}${suffix}`, sets);
        expect(result).toMatchObject({ intercept: true, repo: orgRepository(`https://github.com/cairn-io/${repo}`) });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('public allow-list file', () => {
  it('is one name per line with no duplicates', () => {
    const lines = readFileSync(path.join(root, 'data/public-repos.txt'), 'utf8').trim().split('\n');
    expect(new Set(lines).size).toBe(lines.length);
    for (const l of lines) expect(l).toMatch(/^[a-z0-9._-]+$/);
  });
});
