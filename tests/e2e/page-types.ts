/** One page of each type the site has, shared by the accessibility, layout and screenshot tests. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const kbDir = path.join(__dirname, '../../data/knowledge-base/discussions');
/** The lowest-numbered mirrored discussion: stable while the mirror only grows. */
export const firstDiscussion = readdirSync(kbDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => Number(f.replace('.json', '')))
  .sort((a, b) => a - b)[0];

export const pageTypes: readonly (readonly [name: string, path: string])[] = [
  ['home', '/'],
  ['doc with sidebar', '/library/getting-started/deploying-a-module'],
  ['doc without sidebar', '/refarch/whats-this/services'],
  ['guides index', '/guides/'],
  ['markdown page', '/tools'],
  ['tags index', '/tags'],
  ['tag page', '/tags/terraform'],
  ['knowledge-base index', '/discussions/knowledge-base/'],
  ['knowledge-base discussion', `/discussions/knowledge-base/${firstDiscussion}`],
  ['module finder', '/library/reference/'],
  ['module reference', '/reference/modules/terraform-aws-vpc/vpc-app/'],
  ['service reference', '/reference/services/networking/virtual-private-cloud-vpc'],
  ['release notes index', '/guides/stay-up-to-date/releases/'],
  ['release notes month', '/guides/stay-up-to-date/releases/2019-07/'],
  ['upgrade planner with a plan', '/library/upgrade/?repo=terraform-aws-vpc&module=vpc-app&from=v0.18.3&to=v0.26.1'],
  ['search page', '/search?q=vpc'],
];
