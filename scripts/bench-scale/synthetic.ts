/**
 * Synthetic pages for `npm run bench:scale`, so a scratch copy of the site can be built at ten times
 * its size: how many of each kind (`splitPages`), and the knowledge-base discussions, copies of the
 * mirrored ones with new numbers, ids, titles and dates. Bodies stay real markdown, so rendering,
 * bundling and indexing cost what a real discussion costs. The library's pages are in ./library.ts.
 */
import type { Discussion } from '../../plugins/knowledge-base/schema';

/**
 * Shares (percent) of the added pages, in the proportions the site grows. Discussions are created at
 * ~200 a year (`createdAt` in data/knowledge-base: 195 in 2021, 211 in 2022); the library has 207
 * module and service reference pages after ~7 years of releases (2016-06 to 2023), ~30 a year; the
 * release notes gain a month page 12 times a year. 200 : 30 : 12 is 83% : 12% : 5%.
 */
export const growthShares = { knowledgeBaseDiscussions: 83, moduleReferencePages: 12, releaseMonths: 5 } as const;

export type PageSplit = Record<keyof typeof growthShares, number>;

/** Throws unless `count` is a whole number of pages (0 or more). */
export function checkCount(count: number): void {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`synthetic pages: count must be an integer >= 0, got ${count}`);
}

/**
 * `count` pages split by `growthShares`, adding up to exactly `count`: each kind gets the whole part
 * of its share, and the pages left over go to the largest fractions (the larger share on a tie).
 */
export function splitPages(count: number): PageSplit {
  checkCount(count);
  const kinds = Object.keys(growthShares) as (keyof PageSplit)[];
  const split = Object.fromEntries(kinds.map((k) => [k, Math.floor((count * growthShares[k]) / 100)])) as PageSplit;
  const left = count - kinds.reduce((n, k) => n + split[k], 0);
  const byFraction = [...kinds].sort(
    (a, b) =>
      ((count * growthShares[b]) % 100) - ((count * growthShares[a]) % 100) || growthShares[b] - growthShares[a],
  );
  for (const k of byFraction.slice(0, left)) split[k] += 1;
  return split;
}

/** Days a copy's dates move back per round through the sources, so copies do not share dates. */
const shiftDaysPerRound = 7;

const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function shift(date: string, days: number): string {
  return isoSeconds(Date.parse(date) - days * 86_400_000);
}

/**
 * `count` new discussions made from `sources` (cycled in number order), numbered after the
 * highest existing number. Each copy's title names its number and the one it was made from, so
 * titles stay unique; dates move back together, so the schema's order holds.
 */
export function syntheticDiscussions(sources: readonly Discussion[], count: number): Discussion[] {
  checkCount(count);
  if (count === 0) return [];
  if (sources.length === 0) throw new Error('synthetic pages: no discussions to copy from');
  const ordered = [...sources].sort((a, b) => a.number - b.number);
  const first = ordered[ordered.length - 1].number + 1;
  const repoUrl = ordered[0].url.replace(/\/discussions\/\d+$/, '');
  return Array.from({ length: count }, (_, i) => {
    const source = ordered[i % ordered.length];
    const round = Math.floor(i / ordered.length) + 1;
    const days = round * shiftDaysPerRound;
    const number = first + i;
    const padded = String(number).padStart(5, '0');
    return {
      ...source,
      id: `D_kwDOCairnKB${padded}`,
      number,
      title: `${source.title} (case ${number}, after #${source.number})`,
      url: `${repoUrl}/discussions/${number}`,
      createdAt: shift(source.createdAt, days),
      updatedAt: shift(source.updatedAt, days),
      labels: { nodes: source.labels.nodes.map((l) => ({ ...l })) },
      answer: source.answer
        ? { ...source.answer, id: `DC_kwDOCairnKB${padded}`, createdAt: shift(source.answer.createdAt, days) }
        : null,
    };
  });
}
