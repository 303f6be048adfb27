/**
 * The scheduled occurrences of some schedules over local days, each settled against the doses and marks stored for
 * it: today's list, one occurrence, adherence, the scheduler and the run-out forecast all read them this way. A day
 * a running self-experiment says not to take the substance has no occurrence: no reminder, nothing missed.
 */
import type { DbOrTx } from '../../db/schema.js';
import { expandOccurrences, type ScheduledOccurrence } from '../../lib/dose-schedule/occurrences.js';
import { settleOccurrences, type SettledOccurrence } from '../../lib/dose-schedule/settle.js';
import { readOffDays } from '../experiments/off-days.js';
import { dosesBetween, dosesByIds, marksOfDays, type ScheduleRow } from './repository.js';
import { toScheduleRule } from './schedule-rows.js';

export interface SettledWithSchedule extends SettledOccurrence {
  schedule: ScheduleRow;
}

export async function readSettledOccurrences(
  db: DbOrTx,
  userId: string,
  timeZone: string,
  schedules: readonly ScheduleRow[],
  from: string,
  to: string,
  now: number,
  only?: (o: ScheduledOccurrence) => boolean,
): Promise<SettledWithSchedule[]> {
  const scheduleOf = new Map<string, ScheduleRow>();
  const occurrences: ScheduledOccurrence[] = [];
  const offDays = schedules.length === 0 ? new Set<string>() : await readOffDays(db, userId, from, to);
  for (const row of schedules) {
    const rule = toScheduleRule(row);
    if (rule.kind !== 'fixed') continue;
    scheduleOf.set(row.substance_id, row);
    for (const o of expandOccurrences(rule, from, to, timeZone)) {
      if ((!only || only(o)) && !offDays.has(`${o.substanceId}|${o.date}`)) occurrences.push(o);
    }
  }
  if (occurrences.length === 0) return [];
  let opens = Infinity;
  let closes = -Infinity;
  for (const o of occurrences) {
    opens = Math.min(opens, o.opensAt);
    closes = Math.max(closes, o.closesAt);
  }
  const substanceIds = [...scheduleOf.keys()];
  const [doses, marks] = await Promise.all([
    dosesBetween(db, userId, substanceIds, new Date(opens).toISOString(), new Date(closes).toISOString()),
    marksOfDays(db, userId, from, to),
  ]);
  const have = new Set(doses.map((d) => d.id));
  const missing = marks.flatMap((m) => (m.doseId !== null && !have.has(m.doseId) ? [m.doseId] : []));
  const bound = await dosesByIds(db, userId, missing);
  return settleOccurrences(occurrences, [...doses, ...bound], marks, now).flatMap((settled) => {
    const schedule = scheduleOf.get(settled.occurrence.substanceId);
    return schedule ? [{ ...settled, schedule }] : [];
  });
}
