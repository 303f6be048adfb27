/** Pure arithmetic of a session's running time: wall time since start, less every pause, in whole seconds. */
export interface SessionTimes {
  startedAt: string;
  pausedMs: number;
  pausedAt: string | null;
  endedAt: string | null;
}

/** A focus session's stored row, as far as its times go (both engines; PostgreSQL answers bigints as strings). */
export interface SessionTimesRow {
  started_at: string;
  paused_ms: number | string;
  paused_at: string | null;
  ended_at: string | null;
}

export function sessionTimesOf(row: SessionTimesRow): SessionTimes {
  return { startedAt: row.started_at, pausedMs: Number(row.paused_ms), pausedAt: row.paused_at, endedAt: row.ended_at };
}

/** Milliseconds paused so far, counting a pause still in progress up to `now`. */
export function pausedMsAt(times: SessionTimes, now: Date): number {
  const open = times.pausedAt ? Math.max(0, now.getTime() - Date.parse(times.pausedAt)) : 0;
  return times.pausedMs + open;
}

/** Seconds of running time at `now` (or at the end, once stopped); never negative. */
export function runningSecondsAt(times: SessionTimes, now: Date): number {
  const end = times.endedAt ? new Date(times.endedAt) : now;
  const wall = end.getTime() - Date.parse(times.startedAt);
  return Math.max(0, Math.floor((wall - pausedMsAt(times, end)) / 1000));
}

/**
 * When runningSecondsAt(times, ·) next changes after `now`, as epoch milliseconds: the next whole second of running
 * time, or Infinity for a paused or stopped session (its count no longer moves with the clock). An answer that counts
 * this session at `now` holds, byte for byte, until then (http/read-cache.ts).
 */
export function nextSecondAt(times: SessionTimes, now: Date): number {
  if (times.endedAt !== null || times.pausedAt !== null) return Number.POSITIVE_INFINITY;
  const runningFrom = Date.parse(times.startedAt) + times.pausedMs;
  return runningFrom + (runningSecondsAt(times, now) + 1) * 1000;
}
