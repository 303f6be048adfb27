/**
 * Reads of whole days: today's summary, the history's day summaries, the daily insight and the substances offered for
 * dose logging. Every figure comes from the shared day series, so the Daily tab and History count a day the same way;
 * the insight reads the same days through a narrower query of the two things it uses (repository.ts).
 */
import { DAILY_INSIGHT_WINDOW_DAYS, type DailyInsight, type DailySummary, type Substance } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { hasActivity, type DayActivity } from '../../reads/day-series/day-series.js';
import { lastDaysFrom } from '../../reads/day-series/periods.js';
import { readDays } from '../../reads/day-series/read-days.js';
import { readNarrowDays } from '../../reads/day-series/narrow-days.js';
import { listLoggableSubstances } from '../../reads/inventory/repository.js';
import { readRunOuts } from '../../reads/schedules/run-outs.js';
import { toSubstance } from '../../reads/inventory/to-substance.js';
import { composeDailyInsight } from './daily-insight.js';

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Today's summary counts the active session's time so far; a past day's, only completed sessions. */
function toSummary(day: DayActivity, withRunning: boolean): DailySummary {
  return {
    date: day.day,
    entriesCount: day.entries,
    dosesCount: day.doses,
    sessionsCount: day.sessions,
    totalFocusTime: day.focusSeconds + (withRunning ? day.runningSeconds : 0),
    avgRating: round1(day.avgRating),
  };
}

export type DailyService = ReturnType<typeof createDailyService>;

export function createDailyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The user's last `days` days ending today, oldest first. */
  async function lastDays(owner: Owner, days: number): Promise<DayActivity[]> {
    const now = clock.now();
    const today = calendarDayIn(now, owner.timezone);
    return readDays(db, owner, { from: lastDaysFrom(today, days), to: today }, now);
  }

  return {
    async summary(owner: Owner): Promise<DailySummary> {
      const [today] = await lastDays(owner, 1);
      if (!today) throw new Error('The day series of one day was empty');
      return toSummary(today, true);
    },

    /** One summary per day that has anything in it, newest first, over the last `days` days. */
    async summaries(owner: Owner, days: number) {
      const series = await lastDays(owner, days);
      return {
        days: series
          .filter(hasActivity)
          .reverse()
          .map((day) => ({ ...toSummary(day, false), avgProductivity: round1(day.avgProductivity) })),
      };
    },

    /** Over the same days as lastDays(); reads only the entries and sessions the insight uses. */
    async insight(owner: Owner): Promise<DailyInsight> {
      const today = calendarDayIn(clock.now(), owner.timezone);
      const days = await readNarrowDays(db, owner.id, lastDaysFrom(today, DAILY_INSIGHT_WINDOW_DAYS), today);
      return composeDailyInsight(days, today);
    },

    async loggableSubstances(owner: Owner): Promise<Substance[]> {
      const rows = await listLoggableSubstances(db, owner.id);
      const runOuts = await readRunOuts(
        db,
        owner,
        clock.now(),
        rows.map((row) => ({ id: row.id, remainingSupply: row.remaining_supply === null ? null : Number(row.remaining_supply) })),
      );
      return rows.map((row) => toSubstance({ row, ingredients: [] }, runOuts.get(row.id) ?? null));
    },
  };
}
