/**
 * CPU time of other processes read from /proc/<pid>/stat (Linux): of one process by its id, or of every process with a
 * given command name (PostgreSQL's server processes), so a bench that runs the server in other processes can still
 * say where the machine's CPU went. Off Linux the figures are NaN.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts /proc in USER_HZ, 100 a second on every architecture Node runs on. */
export const MICROSECONDS_PER_TICK = 10_000;

interface Stat {
  comm: string;
  cpuUs: number;
}

/**
 * One /proc/<pid>/stat line: the command name sits in parentheses and may itself hold spaces and parentheses, so it
 * runs to the last `)`; utime and stime are the line's 14th and 15th fields.
 */
export function parseStat(line: string): Stat | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (the state), so field n is rest[n - 3].
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { comm: line.slice(open + 1, close), cpuUs: (utime + stime) * MICROSECONDS_PER_TICK };
}

function statOf(pid: number | string): Stat | null {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    // Gone (it ended) or no /proc at all: either way there is no CPU to read for it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ESRCH') return null;
    throw error;
  }
}

/** The process's CPU so far (user and system, all its threads), µs; NaN when it cannot be read. */
export function cpuOfPid(pid: number): number {
  return statOf(pid)?.cpuUs ?? Number.NaN;
}

/** CPU so far of every process named `comm`, µs by pid; null where /proc cannot be listed. */
export function cpuByCommand(comm: string): Map<number, number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat?.comm === comm) cpu.set(Number(pid), stat.cpuUs);
  }
  return cpu;
}

/**
 * The CPU the processes took between two readings, µs, per pid: one that ends meanwhile drops out (its last moments
 * are lost, not its whole past subtracted), one that starts meanwhile counts from zero.
 */
export function cpuBetween(before: ReadonlyMap<number, number> | null, after: ReadonlyMap<number, number> | null): number {
  if (before === null || after === null) return Number.NaN;
  let total = 0;
  for (const [pid, us] of after) total += Math.max(0, us - (before.get(pid) ?? 0));
  return total;
}
