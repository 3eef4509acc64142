/**
 * Makes sure the system programs the tests need are installed, installing the missing ones from
 * Debian's packages when it can (root, or passwordless sudo, and apt-get). `npm test` runs it
 * first, so the README's test command works on a machine with only Node.js.
 *
 *   npx tsx scripts/system/provision.ts          install what is missing
 *   npx tsx scripts/system/provision.ts --check  only report; exit 1 when something is missing
 *
 * Exits non-zero with the packages to install by hand when it cannot install them itself.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { locate, systemRequirements, type SystemRequirement } from './requirements';

export type ProvisionPlan =
  { kind: 'ready' } | { kind: 'install'; sudo: boolean; packages: string[] } | { kind: 'fail'; message: string };

export interface Machine {
  checkOnly: boolean;
  hasAptGet: boolean;
  isRoot: boolean;
  hasPasswordlessSudo: boolean;
}

function describe(missing: SystemRequirement[]): string {
  return missing.map((r) => `  - ${r.name} (${r.paths[0]}), for ${r.neededBy}`).join('\n');
}

/** What to do about the missing programs on this machine. */
export function planProvision(missing: SystemRequirement[], m: Machine): ProvisionPlan {
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((r) => r.debianPackage);
  const byHand = `apt-get install -y ${packages.join(' ')}`;
  if (m.checkOnly) {
    return {
      kind: 'fail',
      message: `missing:\n${describe(missing)}\nInstall them with 'npm run test:system' (as root) or: ${byHand}`,
    };
  }
  if (!m.hasAptGet) {
    return {
      kind: 'fail',
      message: `missing, and this machine has no apt-get to install them with:\n${describe(missing)}\nInstall them with your package manager (Debian: ${byHand}).`,
    };
  }
  if (!m.isRoot && !m.hasPasswordlessSudo) {
    return {
      kind: 'fail',
      message: `missing, and installing them needs root or passwordless sudo:\n${describe(missing)}\nRun as root: ${byHand}`,
    };
  }
  return { kind: 'install', sudo: !m.isRoot, packages };
}

function fail(message: string): never {
  console.error(`\nsystem set-up: ${message}\n`);
  process.exit(1);
}

/** Runs an apt command with its output in a log file (hundreds of lines); prints the log's tail on failure. */
function run(cmd: string[]): boolean {
  const log = path.join(tmpdir(), 'cairn-system-setup.log');
  const res = spawnSync(cmd[0], cmd.slice(1), {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  appendFileSync(log, `$ ${cmd.join(' ')}\n${output}\n`);
  if (res.status === 0) return true;
  console.error(output.split('\n').slice(-30).join('\n'));
  console.error(`system set-up: the whole output is in ${log}`);
  return false;
}

function report(): void {
  for (const r of systemRequirements) console.log(`system set-up: ${r.name} found at ${locate(r)}`);
}

function main(): void {
  const missing = systemRequirements.filter((r) => !locate(r));
  const isRoot = process.getuid?.() === 0;
  const plan = planProvision(missing, {
    checkOnly: process.argv.includes('--check'),
    hasAptGet: existsSync('/usr/bin/apt-get'),
    isRoot,
    hasPasswordlessSudo: !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  });
  if (plan.kind === 'fail') fail(plan.message);
  if (plan.kind === 'install') {
    const prefix = plan.sudo ? ['sudo', '-n'] : [];
    const byHand = `apt-get install -y ${plan.packages.join(' ')}`;
    console.log(`system set-up: installing from Debian's packages: ${plan.packages.join(', ')} (a minute or two)`);
    if (!run([...prefix, 'apt-get', 'update', '-qq'])) fail(`'apt-get update' failed. Install by hand: ${byHand}`);
    if (!run([...prefix, 'apt-get', 'install', '-y', '-qq', ...plan.packages])) {
      fail(`'apt-get install' failed. Install by hand: ${byHand}`);
    }
    const still = systemRequirements.filter((r) => !locate(r));
    if (still.length > 0) fail(`still missing after installing ${plan.packages.join(' ')}:\n${describe(still)}`);
  }
  report();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
