/** The CPU slowdown of `npm run lighthouse`, calibrated to the host (scripts/lighthouse.ts). */
import { median } from './median';

/**
 * Lighthouse's default 4x CPU slowdown is meant to take a high-end desktop (benchmarkIndex
 * 1500-2000, docs/throttling.md of Lighthouse) to a mid-tier phone: a target of 1750 / 4 = 437.5.
 * A host's slowdown is its own benchmarkIndex over that target, kept within 1x-8x.
 */
export const targetBenchmarkIndex = 1750 / 4;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`lighthouse: benchmarkIndex ${benchmarkIndex} cannot calibrate the CPU slowdown`);
  return Math.round(Math.min(8, Math.max(1, benchmarkIndex / targetBenchmarkIndex)) * 100) / 100;
}

/** How many one-second benchmarkIndex readings the calibration takes. */
export const calibrationReadings = 9;

/**
 * The host's benchmarkIndex from several readings: their median. One reading times one second of
 * work, and on a shared virtual machine consecutive readings differ by up to 1.6x (1,306-2,073 in
 * 15 readings on this project's build machine), so a single one could set the slowdown anywhere
 * from 3x to 4.7x. A reading that is not a positive number is refused, not skipped.
 */
export function calibrationIndex(readings: readonly number[]): number {
  if (readings.length === 0) throw new Error('lighthouse: no benchmarkIndex reading to calibrate with');
  const bad = readings.filter((r) => !Number.isFinite(r) || r <= 0);
  if (bad.length) throw new Error(`lighthouse: benchmarkIndex readings ${bad.join(', ')} cannot calibrate`);
  return median(readings);
}
