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
    expect(formatLongDate('2024-03-04T00:30:00+02:00')).toBe('March 3, 2024');
  });

  it("writes every day from 2010 to 2035 as Intl.DateTimeFormat('en-US') does, at any hour", () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const intlMonth = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const differences: string[] = [];
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2036, 0, 1); t += 86_400_000) {
      for (const hour of [0, 13, 23]) {
        const iso = new Date(t + hour * 3_600_000 + 59 * 60_000).toISOString();
        if (formatLongDate(iso) !== intl.format(new Date(iso))) differences.push(iso);
      }
      const day = new Date(t);
      if (day.getUTCDate() === 1) {
        const month = day.toISOString().slice(0, 7);
        if (formatMonth(month) !== intlMonth.format(day)) differences.push(month);
      }
    }
    expect(differences).toEqual([]);
  });

  it('names what is not a date instead of writing "Invalid Date"', () => {
    expect(() => formatLongDate('')).toThrow(/formatLongDate: not a date: ""/);
    expect(() => formatLongDate('2023-02-30T00:00:00Zx')).toThrow(RangeError);
    expect(() => formatMonth('2021-13')).toThrow(/formatMonth: not a month \(YYYY-MM\): "2021-13"/);
    expect(() => formatMonth('May 2021')).toThrow(RangeError);
  });
});
