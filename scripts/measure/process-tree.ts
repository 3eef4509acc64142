/**
 * Runs a command and samples its whole process tree from /proc: resident memory (the build runs
 * Node, the bundler's threads and any child process; /usr/bin/time would report only the
 * largest single process) and CPU time used, which, unlike wall time, barely moves when other work
 * shares the machine. Each sample also notes how many bytes of output the command had written, so
 * a caller can tell which step of the command each sample belongs to. Linux only: elsewhere the
 * figures are null and the caller says so.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';

export interface TreeSample {
  /** Seconds since the command started. */
  seconds: number;
  rssMB: number;
  cpuSeconds: number;
  /** Bytes of output (stdout and stderr) written so far. */
  logBytes: number;
}

export interface TreeRun {
  exitCode: number | null;
  seconds: number;
  /** Highest sum of the tree's resident memory seen, in MiB; null without /proc. */
  peakTreeRssMB: number | null;
  /** CPU seconds (user + system) the tree had used at the last sample; null without /proc. */
  cpuSeconds: number | null;
  samples: TreeSample[];
}

// /proc/<pid>/stat gives resident pages; pages are 4 KiB on the x86-64 Linux this runs on.
const pageKB = 4;
// Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux).
const ticksPerSecond = 100;

/**
 * Resident KiB of `root` and every process descending from it at this instant, and each one's CPU
 * time (user + system) in clock ticks so far, by process id.
 */
export function treeUsage(root: number): { rssKB: number; ticks: Map<number, number> } {
  const children = new Map<number, number[]>();
  const usage = new Map<number, { rssKB: number; ticks: number }>();
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
    usage.set(pid, { rssKB: Number(fields[21]) * pageKB, ticks: Number(fields[11]) + Number(fields[12]) });
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let rssKB = 0;
  const ticks = new Map<number, number>();
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    rssKB += usage.get(pid)?.rssKB ?? 0;
    ticks.set(pid, usage.get(pid)?.ticks ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return { rssKB, ticks };
}

const tenths = (n: number): number => Math.round(n * 10) / 10;

/** Runs `command args` in `cwd`, writing its stdout and stderr to `logFile`. */
export function runSampled(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string; intervalMs?: number },
): Promise<TreeRun> {
  const canSample = existsSync('/proc/self/stat');
  const log = createWriteStream(options.logFile);
  const start = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - start) / 1e9;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logBytes = 0;
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (data: Buffer) => {
      logBytes += data.length;
      log.write(data);
    });
  const samples: TreeSample[] = [];
  // Each process's CPU time as last seen: a process that has ended keeps what it had used (to within
  // one interval), which the ancestors' counters of waited-for children would not always show.
  const lastTicks = new Map<number, number>();
  const timer = canSample
    ? setInterval(() => {
        if (!child.pid) return;
        const { rssKB, ticks } = treeUsage(child.pid);
        for (const [pid, t] of ticks) lastTicks.set(pid, t);
        const cpuSeconds = [...lastTicks.values()].reduce((a, b) => a + b, 0) / ticksPerSecond;
        samples.push({
          seconds: tenths(elapsed()),
          rssMB: Math.round(rssKB / 1024),
          cpuSeconds: tenths(cpuSeconds),
          logBytes,
        });
      }, options.intervalMs ?? 1000)
    : null;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      const seconds = tenths(elapsed());
      const run: TreeRun = {
        exitCode: code,
        seconds,
        peakTreeRssMB: canSample ? Math.max(0, ...samples.map((s) => s.rssMB)) : null,
        cpuSeconds: canSample ? (samples.at(-1)?.cpuSeconds ?? 0) : null,
        samples,
      };
      // Resolves once the log is on disk, so the caller can read it.
      log.end(() => resolve(run));
    });
  });
}
