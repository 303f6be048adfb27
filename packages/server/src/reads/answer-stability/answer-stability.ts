/**
 * How long kept answers of the read cache (http/read-cache.ts) stay true within the calendar day: an answer with a
 * running focus session's seconds in it holds until that count's next second; a run-out forecast counted from a
 * schedule's doses still to come today changes with the clock in ways not worth following, so it is computed afresh
 * each time while the user has a schedule. What each rests on (the active session, whether a schedule exists) is
 * itself kept for the version of the user's data (lib/versioned-memo.ts): it changes only with a write.
 */
import type { DbOrTx } from '../../db/schema.js';
import { THROUGH_THE_DAY, type ReadCacheRoute } from '../../http/read-cache.js';
import { nextSecondAt, sessionTimesOf } from '../../lib/session-time.js';
import { createVersionedMemo, keptForOwner } from '../../lib/versioned-memo.js';
import { readRunningSession } from '../day-series/read-days.js';

export interface AnswerStability {
  /** Answers that depend on the data and the calendar day alone. */
  always: ReadCacheRoute;
  /** Answers that count a running (started, not paused, not stopped) focus session up to now: kept for its second. */
  withoutRunningSession: ReadCacheRoute;
  /** Answers with run-out forecasts, which count a schedule's doses still ahead today. */
  withoutSchedules: ReadCacheRoute;
}

export function answerStability(db: DbOrTx): AnswerStability {
  const verdicts = createVersionedMemo<boolean>({ maxSize: 1024 * 1024, sizeOf: () => 100, freeze: (yes) => yes });
  return {
    always: {},
    withoutRunningSession: {
      // The day series' own read of the active session (kept per data version): a paused one's time does not move,
      // a running one's count of seconds moves once a second (lib/session-time.ts).
      holdsUntil: async (user, askedAt) => {
        const active = await readRunningSession(db, user);
        if (active === null) return THROUGH_THE_DAY;
        return nextSecondAt(sessionTimesOf(active), askedAt);
      },
    },
    withoutSchedules: {
      holdsUntil: async (user) => {
        const none = await keptForOwner(verdicts, db, user, 'no schedules', async () => {
          const schedule = await db.selectFrom('schedules').select('substance_id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
          return schedule === undefined;
        });
        return none ? THROUGH_THE_DAY : 0;
      },
    },
  };
}
