/**
 * The shared read of a user's days: dense, ascending per-day activity over a range of their calendar days.
 *
 * The per-day aggregates (one query over the range: 3 ms for a year of a heavy user) are kept for the version of the
 * user's data the request read with its session check (lib/versioned-memo.ts), so reading the same days again, while
 * nothing changed, only reads the running session; its time so far is added to a copy of its day at every read. Not
 * inside a transaction: there the data may be ahead of the version, or never committed. The running session's row is
 * kept the same way; only its time so far is counted at each read.
 */
import type { DbOrTx } from '../../db/schema.js';
import type { Owner } from '../../lib/owner.js';
import { runningSecondsAt, sessionTimesOf } from '../../lib/session-time.js';
import { createVersionedMemo, keptForOwner, type VersionedMemo } from '../../lib/versioned-memo.js';
import { buildDaySeries, type DayActivity } from './day-series.js';
import { aggregateDays, findRunningSession, type RunningSessionRow } from './repository.js';

interface KeptDays {
  series: VersionedMemo<readonly DayActivity[]>;
  running: VersionedMemo<RunningSessionRow | null>;
}

/** One set per database (a test process runs apps on several, and a restored copy has the same users and versions). */
const keptByDatabase = new WeakMap<object, KeptDays>();

function keptFor(db: DbOrTx): KeptDays {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = {
      // About 400 bytes a day; 16 MB is some 40,000 days, a few dozen users' years.
      series: createVersionedMemo({
        maxSize: 16 * 1024 * 1024,
        sizeOf: (days) => 400 * days.length,
        freeze: (days) => Object.freeze(days.map((day) => Object.freeze(day))),
      }),
      // The running session's row (null: none): only its time so far changes without a write.
      running: createVersionedMemo({ maxSize: 1024 * 1024, sizeOf: () => 400, freeze: (row) => row && Object.freeze(row) }),
    };
    keptByDatabase.set(db, kept);
  }
  return kept;
}

function daysWithoutRunning(db: DbOrTx, owner: Owner, range: { from: string; to: string }): Promise<readonly DayActivity[]> {
  const compute = async () => buildDaySeries(range.from, range.to, await aggregateDays(db, owner.id, range.from, range.to));
  return db.isTransaction ? compute() : keptForOwner(keptFor(db).series, db, owner, `${range.from}/${range.to}`, compute);
}

/**
 * The user's active focus session (running or paused), or null; kept per data version like the days. The Daily
 * tab's summary, the focus-sessions feature's active session and the read cache's verdicts all ask this one read.
 */
export function readRunningSession(db: DbOrTx, owner: Owner): Promise<RunningSessionRow | null> {
  const compute = async () => (await findRunningSession(db, owner.id)) ?? null;
  return db.isTransaction ? compute() : keptForOwner(keptFor(db).running, db, owner, 'running', compute);
}

export async function readDays(db: DbOrTx, owner: Owner, range: { from: string; to: string }, now: Date): Promise<DayActivity[]> {
  const [days, running] = await Promise.all([daysWithoutRunning(db, owner, range), readRunningSession(db, owner)]);
  const out = [...days];
  if (!running) return out;
  const index = out.findIndex((day) => day.day === running.local_day);
  const day = out[index];
  if (day) {
    const seconds = runningSecondsAt(sessionTimesOf(running), now);
    out[index] = { ...day, runningSeconds: seconds };
  }
  return out;
}
