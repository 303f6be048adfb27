/** A settled occurrence in the API's shape. */
import type { Occurrence } from '@wellness/contract';
import type { SettledWithSchedule } from '../../reads/schedules/settled-occurrences.js';

export function toOccurrence(settled: SettledWithSchedule): Occurrence {
  const { occurrence: o, schedule, dose, mark } = settled;
  return {
    id: o.id,
    substanceId: o.substanceId,
    substanceName: schedule.substance_name,
    date: o.date,
    time: o.time,
    scheduledAt: new Date(o.at).toISOString(),
    amount: schedule.amount === null ? (schedule.substance_dosage === null ? null : Number(schedule.substance_dosage)) : Number(schedule.amount),
    unit: schedule.substance_unit,
    state: settled.state,
    onTime: settled.onTime,
    dose: dose && { id: dose.id, timestamp: new Date(dose.at).toISOString(), dosage: dose.dosage },
    snoozedUntil: settled.state === 'taken' || settled.state === 'skipped' ? null : (mark?.snoozedUntil ?? null),
    skipReason: settled.state === 'skipped' ? (mark?.skipReason ?? null) : null,
    closesAt: new Date(o.closesAt).toISOString(),
  };
}
