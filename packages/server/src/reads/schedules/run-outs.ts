/**
 * The run-out forecast of each of the user's substances that has a supply (lib/dose-schedule/run-out.ts): from its
 * schedule when it has a fixed one, else from the last 30 days' logged doses. Read for the substance list, one
 * substance and the Daily tab's dose cards.
 */
import { RUN_OUT_RECENT_DAYS, SCHEDULE_DEFAULTS, type RunOut } from '@wellness/contract';
import type { DbOrTx } from '../../db/schema.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import { forecastRunOut } from '../../lib/dose-schedule/run-out.js';
import type { Owner } from '../../lib/owner.js';
import { doseCountsByDay, listSchedules } from './repository.js';
import { toScheduleRule } from './schedule-rows.js';
import { readSettledOccurrences } from './settled-occurrences.js';

export interface SupplyOf {
  id: string;
  remainingSupply: number | null;
}

export async function readRunOuts(db: DbOrTx, owner: Owner, now: Date, substances: readonly SupplyOf[]): Promise<Map<string, RunOut | null>> {
  const out = new Map<string, RunOut | null>();
  const supplied = substances.filter((s) => s.remainingSupply !== null);
  if (supplied.length === 0) return out;
  const today = calendarDayIn(now, owner.timezone);
  const wanted = new Set(supplied.map((s) => s.id));
  const [schedules, recent] = await Promise.all([
    listSchedules(db, owner.id).then((rows) => rows.filter((r) => wanted.has(r.substance_id))),
    doseCountsByDay(db, owner.id, addDays(today, -(RUN_OUT_RECENT_DAYS - 1)), today),
  ]);
  const settledToday = await readSettledOccurrences(db, owner.id, owner.timezone, schedules, today, today, now.getTime());
  // Taken or skipped ahead of time today: those doses need no more supply.
  const settledAhead = new Set(settledToday.filter((s) => s.state === 'taken' || s.state === 'skipped').map((s) => s.occurrence.id));
  const scheduleOf = new Map(schedules.map((row) => [row.substance_id, row]));
  for (const s of supplied) {
    const row = scheduleOf.get(s.id);
    out.set(
      s.id,
      forecastRunOut({
        remainingSupply: s.remainingSupply,
        schedule: row ? toScheduleRule(row) : null,
        refillLeadDays: row ? Number(row.refill_lead_days) : SCHEDULE_DEFAULTS.refillLeadDays,
        recentDoses: recent.get(s.id) ?? 0,
        settledAhead,
        today,
        now: now.getTime(),
        timeZone: owner.timezone,
      }),
    );
  }
  return out;
}
