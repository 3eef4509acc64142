/**
 * Dates as pages show them ('March 4, 2024'), in UTC so the server render and the reader's browser
 * agree. One formatter for every call: `toLocaleDateString` with options builds a new one each time,
 * which cost about a millisecond per call when thousands of discussion pages were rendered.
 */
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** An ISO date-time as a long English date, e.g. '2023-02-24T06:43:59Z' -> 'February 24, 2023'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A month ('2021-05') as its English name and year, e.g. 'May 2021'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return monthYear.format(new Date(Date.UTC(y, m - 1, 1)));
}
