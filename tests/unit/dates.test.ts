import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth } from '../../common/dates';
import { firstMonth, lastMonth, monthName } from '../../plugins/library/months';

describe('dates as pages show them', () => {
  it('names a month with its year, in UTC whatever the host time zone', () => {
    expect(formatMonth('2021-05')).toBe('May 2021');
    expect(formatMonth('2016-06')).toBe('June 2016');
    expect(formatMonth('2023-12')).toBe('December 2023');
    expect(formatMonth('2024-01')).toBe('January 2024');
  });

  it("gives every release month the name a per-call toLocaleDateString gave (the release notes' titles)", () => {
    const months: string[] = [];
    for (let y = Number(firstMonth.slice(0, 4)); y <= Number(lastMonth.slice(0, 4)); y++)
      for (let m = 1; m <= 12; m++) months.push(`${y}-${String(m).padStart(2, '0')}`);
    for (const month of months) {
      const [y, m] = month.split('-').map(Number);
      const expected = new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(monthName(month)).toBe(expected);
    }
  });

  it('writes an ISO date-time as a long date, in UTC', () => {
    expect(formatLongDate('2023-02-24T06:43:59Z')).toBe('February 24, 2023');
    expect(formatLongDate('2023-02-24T23:59:59Z')).toBe('February 24, 2023');
  });
});
