/**
 * Decides whether a link leads to one of the provider's private repositories, and for which
 * audience (every subscriber, CIS or Enterprise customers). Pure: no DOM, never throws.
 */
import { codeHost } from '../../settings';
import type { RepoSets } from '../../../common/repo-sets';

export type Tier = 'subscriber' | 'cis' | 'enterprise';

export type Classification = { intercept: false } | { intercept: true; tier: Tier; repo: string };

const notIntercepted: Classification = { intercept: false };
const codeHostNames = new Set(['github.com', 'www.github.com']);
const repoNamePattern = /^[a-z0-9._-]+$/;

/** The name part of an `owner/name` entry (or the entry itself), lower-cased. */
const namePart = (entry: string) =>
  entry
    .slice(entry.lastIndexOf('/') + 1)
    .trim()
    .toLowerCase();

/**
 * The repository a URL points at, when it is a repository of the organisation on the code host:
 * http(s), github.com or www.github.com, the organisation in any letter case, then a repository
 * segment (a `.git` suffix dropped, compared lower-case). Anything else gives undefined.
 */
export function orgRepository(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!codeHostNames.has(url.hostname)) return undefined;
  const [, org, repoSegment] = url.pathname.split('/');
  if (!org || org.toLowerCase() !== codeHost.org.toLowerCase() || !repoSegment) return undefined;
  let repo: string;
  try {
    repo = decodeURIComponent(repoSegment).toLowerCase();
  } catch {
    return undefined;
  }
  repo = repo.replace(/\.git$/, '');
  return repo && repoNamePattern.test(repo) && repo !== '.' && repo !== '..' ? repo : undefined;
}

/** The rules, first match wins: exempt marker, public allow-list, CIS list, Enterprise list, any other repository. */
export function classifyLink(href: unknown, sets: RepoSets, exempt = false): Classification {
  if (exempt || typeof href !== 'string') return notIntercepted;
  const repo = orgRepository(href);
  if (!repo) return notIntercepted;
  if (sets.publicRepos.some((r) => namePart(r) === repo)) return notIntercepted;
  if (sets.cisRepos.some((r) => namePart(r) === repo)) return { intercept: true, tier: 'cis', repo };
  if (sets.enterpriseRepos.some((r) => namePart(r) === repo)) return { intercept: true, tier: 'enterprise', repo };
  return { intercept: true, tier: 'subscriber', repo };
}
