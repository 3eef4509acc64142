/**
 * Runs a command and samples the resident memory of its whole process tree from /proc (the build
 * runs Node, the bundler's threads and Pagefind as a child process; /usr/bin/time would report only
 * the largest single process). Linux only: elsewhere the peak is null and the caller says so.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';

export interface TreeRun {
  exitCode: number | null;
  seconds: number;
  /** Highest sum of the tree's resident memory seen, in MiB; null without /proc. */
  peakTreeRssMB: number | null;
}

// /proc/<pid>/stat gives resident pages; pages are 4 KiB on the x86-64 and arm64 Linux this runs on.
const pageKB = 4;

/** Resident KiB of `root` and every process descending from it at this instant. */
export function treeRssKB(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // the process ended between the listing and the read
    }
    // The command name is in parentheses and may contain spaces: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * pageKB);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `command args` in `cwd`, writing its stdout and stderr to `logFile`. */
export function runSampled(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string; intervalMs?: number },
): Promise<TreeRun> {
  const canSample = existsSync('/proc/self/stat');
  const log = createWriteStream(options.logFile);
  const start = process.hrtime.bigint();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let peakKB = 0;
  const timer = canSample
    ? setInterval(() => {
        if (child.pid) peakKB = Math.max(peakKB, treeRssKB(child.pid));
      }, options.intervalMs ?? 250)
    : null;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      const seconds = Math.round((Number(process.hrtime.bigint() - start) / 1e9) * 10) / 10;
      // Resolves once the log is on disk, so the caller can read it.
      log.end(() => resolve({ exitCode: code, seconds, peakTreeRssMB: canSample ? Math.round(peakKB / 1024) : null }));
    });
  });
}
