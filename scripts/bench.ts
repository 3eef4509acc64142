/**
 * `npm run bench`: a cold and a warm production build, then what a reader downloads.
 * Prints wall time, peak memory (via /usr/bin/time when installed), page count, build size and
 * first-load bytes per page type, and writes the figures to .bench/<timestamp>.json so runs compare.
 * `npm run bench -- --measure-only` skips both builds and measures the build/ already there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureBuildOutput, printBuildOutput } from './measure/build-output';

const root = path.resolve(__dirname, '..');
const port = 3299;

interface BuildRun {
  seconds: number;
  peakMemoryMB: number | null;
}

function build(): BuildRun {
  const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const statsFile = path.join(root, '.bench/time.txt');
  const start = process.hrtime.bigint();
  // The build script, with the settings it gives Docusaurus (package.json).
  const args = ['run', '--silent', 'build'];
  const res = timeBin
    ? spawnSync(timeBin, ['-f', '%M', '-o', statsFile, 'npm', ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (res.status !== 0) throw new Error(`build failed (exit ${res.status})`);
  const peakMemoryMB = timeBin
    ? Math.round(Number(readFileSync(statsFile, 'utf8').trim().split('\n').pop()) / 1024)
    : null;
  return { seconds: Math.round(seconds * 10) / 10, peakMemoryMB };
}

async function main(): Promise<void> {
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  const measureOnly = process.argv.includes('--measure-only');
  let cold: BuildRun | null = null;
  let warm: BuildRun | null = null;
  if (measureOnly) {
    if (!existsSync(path.join(root, 'build/index.html')))
      throw new Error('bench --measure-only: no build/ to measure; run npm run build first');
    console.log('bench: --measure-only, measuring the existing build/ (no build times)');
  } else {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(root, dir), { recursive: true, force: true });
    console.log('bench: cold build');
    cold = build();
    console.log('bench: warm build');
    warm = build();
  }

  const output = await measureBuildOutput(path.join(root, 'build'), port);

  const result = {
    date: new Date().toISOString(),
    cold,
    warm,
    ...output,
  };
  const out = path.join(root, '.bench', `${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (cold && warm)
    console.log(
      `\ncold build ${cold.seconds} s (peak ${cold.peakMemoryMB ?? 'n/a'} MB), warm build ${warm.seconds} s (peak ${warm.peakMemoryMB ?? 'n/a'} MB)`,
    );
  printBuildOutput(output);
  console.log(`written to ${path.relative(root, out)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
