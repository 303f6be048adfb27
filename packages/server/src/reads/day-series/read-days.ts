/** The shared read of a user's days: dense, ascending per-day activity over a range of their calendar days. */
import type { DbOrTx } from '../../db/schema.js';
import type { Owner } from '../../lib/owner.js';
import { runningSecondsAt } from '../../lib/session-time.js';
import { buildDaySeries, type DayActivity } from './day-series.js';
import { aggregateDays, findRunningSession } from './repository.js';

export async function readDays(db: DbOrTx, owner: Owner, range: { from: string; to: string }, now: Date): Promise<DayActivity[]> {
  const [rows, running] = await Promise.all([aggregateDays(db, owner.id, range.from, range.to), findRunningSession(db, owner.id)]);
  const runningTime = running && {
    day: running.local_day,
    seconds: runningSecondsAt({ startedAt: running.started_at, pausedMs: Number(running.paused_ms), pausedAt: running.paused_at, endedAt: null }, now),
  };
  return buildDaySeries(range.from, range.to, rows, runningTime);
}
