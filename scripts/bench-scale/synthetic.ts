/**
 * Synthetic knowledge-base discussions for `npm run bench:scale`: copies of the mirrored ones with
 * new numbers, ids, titles and dates, so a scratch copy of the site can be built at ten times its
 * size. The knowledge base is the part of the site that grows by far the fastest (one page per
 * community discussion), so the added pages are discussions; bodies stay real markdown, so
 * rendering, bundling and indexing cost what a real discussion costs.
 */
import type { Discussion } from '../../plugins/knowledge-base/schema';

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
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`synthetic pages: count must be an integer >= 0, got ${count}`);
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
