/** Pure arithmetic of a session's running time: wall time since start, less every pause, in whole seconds. */
export interface SessionTimes {
  startedAt: string;
  pausedMs: number;
  pausedAt: string | null;
  endedAt: string | null;
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
