import { describe, expect, it } from 'vitest';
import { longTaskFigures } from '../../scripts/measure/main-thread';
import { calibrationIndex, cpuSlowdownFor, targetBenchmarkIndex } from '../../scripts/measure/lighthouse-calibration';

describe('main-thread figures', () => {
  it('sums the long tasks, the time each blocks past 50 ms, and the longest', () => {
    expect(longTaskFigures([120, 51, 60.4, 300])).toEqual({ longTaskMs: 531, blockingMs: 331, longestMs: 300 });
  });

  it('reports nothing for a page without long tasks', () => {
    expect(longTaskFigures([])).toEqual({ longTaskMs: 0, blockingMs: 0, longestMs: 0 });
  });
});

describe('Lighthouse CPU slowdown calibration', () => {
  it("gives a high-end desktop Lighthouse's default 4x and a slower host less", () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(875)).toBe(2);
    expect(cpuSlowdownFor(targetBenchmarkIndex)).toBe(1);
  });

  it('stays within 1x and 8x and refuses an index that calibrates nothing', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(9000)).toBe(8);
    expect(() => cpuSlowdownFor(NaN)).toThrow(/benchmarkIndex NaN cannot calibrate/);
    expect(() => cpuSlowdownFor(0)).toThrow(/cannot calibrate/);
  });

  it('calibrates with the median of its readings, so one slow or fast second moves nothing', () => {
    // Nine readings taken on the build machine within ten seconds.
    expect(calibrationIndex([1306, 2044, 1689, 1805, 2073.5, 1329, 1439.5, 1811, 1818.5])).toBe(1805);
    expect(calibrationIndex([1000, 3000])).toBe(2000);
    expect(calibrationIndex([1700])).toBe(1700);
  });

  it('refuses no readings and a reading that is not a positive number', () => {
    expect(() => calibrationIndex([])).toThrow(/no benchmarkIndex reading/);
    expect(() => calibrationIndex([1700, NaN, 1800])).toThrow(/readings NaN cannot calibrate/);
    expect(() => calibrationIndex([1700, 0])).toThrow(/readings 0 cannot calibrate/);
  });
});
