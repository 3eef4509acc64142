/**
 * Typo tolerance of the local search, as hosted Algolia counts it: a typo is a missing, extra,
 * wrong or swapped letter; words of 4 to 7 letters may have one, longer words two, shorter none.
 */

export const minLengthForOneTypo = 4;
export const minLengthForTwoTypos = 8;

export function typoBudget(length: number): number {
  return length >= minLengthForTwoTypos ? 2 : length >= minLengthForOneTypo ? 1 : 0;
}

/**
 * The distance (optimal string alignment: insertions, deletions, substitutions and swaps of two
 * neighbouring letters) between `typed` and `word`, or between `typed` and the closest beginning of
 * `word` when `prefix` is set (the reader is still typing). Returns `max + 1` as soon as the
 * distance is known to exceed `max`.
 */
// Three rows of the distance table, reused: a query compares one word with thousands.
let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

export function typoDistance(typed: string, word: string, max: number, prefix = false): number {
  const n = typed.length;
  const m = prefix ? Math.min(word.length, n + max) : word.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && word.length < n - max) return max + 1;
  if (rows[0].length < m + 1) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)];
  let [prev2, prev, row] = rows;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = typed.charCodeAt(i - 1) === word.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        typed.charCodeAt(i - 1) === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === word.charCodeAt(j - 1)
      )
        d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  let best = prev[m];
  if (prefix) for (let j = 0; j < m; j++) best = Math.min(best, prev[j]);
  return Math.min(best, max + 1);
}
