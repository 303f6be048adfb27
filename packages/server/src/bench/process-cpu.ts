/**
 * The CPU time of PostgreSQL's server processes on this machine, read from /proc/<pid>/stat, so the ratio benchmark
 * and the soak can give the database its own column rather than count it among other programs. Linux only; where
 * /proc cannot be read the figures are NaN, and a run is then judged as on a busy machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts /proc in USER_HZ, 100 a second on every architecture Node runs on. */
export const MICROSECONDS_PER_TICK = 10_000;

export interface ProcStat {
  comm: string;
  /** utime + stime, in clock ticks. */
  cpuTicks: number;
}

/**
 * One /proc/<pid>/stat line. The command name sits in parentheses and may itself hold spaces and parentheses, so it
 * runs to the last `)`; utime and stime are the 14th and 15th fields of the line.
 */
export function parseProcStat(line: string): ProcStat | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state), so field n is rest[n - 3].
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { comm: line.slice(open + 1, close), cpuTicks: utime + stime };
}

/** CPU so far of every process named `comm`, µs by pid; null where /proc cannot be listed. */
export function cpuByProcess(comm: string): Map<number, number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    let line: string;
    try {
      line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // The process ended between the listing and the read: it has no CPU left to count.
    }
    const stat = parseProcStat(line);
    if (stat?.comm === comm) cpu.set(Number(pid), stat.cpuTicks * MICROSECONDS_PER_TICK);
  }
  return cpu;
}

/**
 * The CPU the processes took between two readings, µs: per pid, so a process that ends meanwhile takes its whole
 * past with it rather than subtracting it (its last moments are lost, a few ms at most), and one that starts counts
 * from zero.
 */
export function cpuBetween(before: ReadonlyMap<number, number> | null, after: ReadonlyMap<number, number> | null): number {
  if (before === null || after === null) return Number.NaN;
  let total = 0;
  for (const [pid, us] of after) total += Math.max(0, us - (before.get(pid) ?? 0));
  return total;
}
