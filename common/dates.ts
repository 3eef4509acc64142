/**
 * Dates as pages show them ('March 4, 2024'), in UTC so the server render and the reader's browser
 * agree. Written out from the UTC fields with the English month names rather than with
 * `Intl.DateTimeFormat`: the site is in English only, and a formatter's creation loads the
 * browser's locale and calendar data, 20-22 ms of the task that hydrates a knowledge-base page on
 * this project's build machine (and two were created, one of them unused on that page).
 * tests/unit/dates.test.ts checks every day of the years the site's dates span against
 * `Intl.DateTimeFormat('en-US')`.
 */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** An ISO date-time as a long English date, e.g. '2023-02-24T06:43:59Z' -> 'February 24, 2023'. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatLongDate: not a date: ${JSON.stringify(iso)}`);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A month ('2021-05') as its English name and year, e.g. 'May 2021'. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11)
    throw new RangeError(`formatMonth: not a month (YYYY-MM): ${JSON.stringify(month)}`);
  return `${monthNames[index]} ${Number(match[1])}`;
}
