/** The CPU slowdown of `npm run lighthouse`, calibrated to the host (scripts/lighthouse.ts). */

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
