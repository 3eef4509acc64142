/**
 * Release notes by month, derived from the release histories: what the month pages, the index
 * and the feed show. Pure functions over the validated library data.
 */
import { categories, type Entry, type Library, type Release } from './schema';
import { releaseAnchor } from './release-anchor';
import { formatMonth } from '../../common/dates';

export const releasesRoute = '/guides/stay-up-to-date/releases';
export const firstMonth = '2016-06';
export const lastMonth = '2023-06';

export const monthPermalink = (month: string) => `${releasesRoute}/${month}/`;

/** Where the notes of one release are: its month page, at its heading. */
export const releasePermalink = (repo: string, release: Pick<Release, 'version' | 'date'>) =>
  `${monthPermalink(release.date.slice(0, 7))}#${releaseAnchor(repo, release.version)}`;

/** Every YYYY-MM from `from` to `to`, inclusive. */
export function monthRange(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m === 13) {
      y += 1;
      m = 1;
    }
  }
  return out;
}

/** 'May 2021' for '2021-05' (see common/dates.ts). */
export const monthName = formatMonth;

export interface MonthRelease {
  repo: string;
  public: boolean;
  release: Release;
}

export interface MonthGroup {
  repo: string;
  repoTitle: string;
  public: boolean;
  /** Oldest first within the month. */
  releases: Release[];
}

export interface Month {
  month: string;
  groups: MonthGroup[];
  releaseCount: number;
  breakingCount: number;
}

/** Releases grouped by month (only months in the published range), repositories in name order. */
export function releasesByMonth(lib: Library): Month[] {
  return monthRange(firstMonth, lastMonth).map((month) => {
    const groups: MonthGroup[] = [];
    for (const repo of lib.repos) {
      const releases = repo.releases.filter((r) => r.date.startsWith(month)).reverse();
      if (releases.length) groups.push({ repo: repo.repo, repoTitle: repo.title, public: repo.public, releases });
    }
    const all = groups.flatMap((g) => g.releases);
    return {
      month,
      groups,
      releaseCount: all.length,
      breakingCount: all.filter((r) => r.changes.some((c) => c.breaking)).length,
    };
  });
}

/** Releases dated outside the published months (the build reports them). */
export function releasesOutsideRange(lib: Library): string[] {
  return lib.repos.flatMap((repo) =>
    repo.releases
      .filter((r) => r.date.slice(0, 7) < firstMonth || r.date.slice(0, 7) > lastMonth)
      .map((r) => `${repo.repo} ${r.version} (${r.date})`),
  );
}

export const categoryLabel = (c: Entry['category']) => categories[c];
