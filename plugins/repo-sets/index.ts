/**
 * Repository sets for the private-repository link warning, resolved at build time:
 * the public allow-list from data/public-repos.txt, and the CIS and Enterprise lists from an
 * optional internal package (default `ts-commons`, module `<package>/lib/repo-sets`, exporting
 * `awsCISRepos` and `enterpriseRepos`). Without the package both tier lists are empty.
 * The client reads the result as global data; nothing is required at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RepoSets } from '../../common/repo-sets';

export const defaultRepoSetsPackage = 'ts-commons';
export const missingPackageMessage = 'ts-commons package is NOT available...stubbing out repos.';

export interface RepoSetsOptions {
  /** Package name, or a path relative to the site, of the optional repo-set package. */
  packageName: string;
  /** File with one public repository name per line. */
  publicReposFile: string;
}

export function readPublicRepos(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

function stringList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new Error(`repo-sets: ${what} must be an array of 'owner/name' strings`);
  }
  return value;
}

/** Loads the tier lists; returns empty lists (and says so) when the package is not installed. */
export function loadTierLists(
  siteDir: string,
  packageName: string,
  log: (message: string) => void = console.warn,
): Pick<RepoSets, 'cisRepos' | 'enterpriseRepos'> {
  const req = createRequire(path.join(siteDir, 'package.json'));
  const target = packageName.startsWith('.') ? path.resolve(siteDir, packageName) : packageName;
  let mod: Record<string, unknown>;
  try {
    mod = req(`${target}/lib/repo-sets`) as Record<string, unknown>;
  } catch (e) {
    // Only the package itself being absent means "not installed"; any other failure is a real error.
    if ((e as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' || !String((e as Error).message).includes(target))
      throw e;
    log(missingPackageMessage);
    return { cisRepos: [], enterpriseRepos: [] };
  }
  return {
    cisRepos: stringList(mod.awsCISRepos, 'awsCISRepos'),
    enterpriseRepos: stringList(mod.enterpriseRepos, 'enterpriseRepos'),
  };
}

/** Everything the warning needs, as published to the client. */
export function loadRepoSets(siteDir: string, options: RepoSetsOptions, log?: (message: string) => void): RepoSets {
  return {
    publicRepos: readPublicRepos(path.resolve(siteDir, options.publicReposFile)),
    ...loadTierLists(siteDir, options.packageName, log),
  };
}

export default function repoSetsPlugin(context: LoadContext, options: unknown): Plugin {
  const opts = options as Partial<RepoSetsOptions>;
  if (typeof opts?.packageName !== 'string' || typeof opts.publicReposFile !== 'string') {
    throw new Error('repo-sets plugin: options packageName and publicReposFile are required strings');
  }
  const valid = opts as RepoSetsOptions;
  return {
    name: 'repo-sets',
    async contentLoaded({ actions }) {
      actions.setGlobalData(loadRepoSets(context.siteDir, valid));
    },
  };
}
