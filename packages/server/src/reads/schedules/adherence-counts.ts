/**
 * Adherence counted from settled occurrences: per fixed schedule, the occurrences taken on time, late, missed and
 * skipped (today's still-open ones not counted) and the share taken. One rule for the Schedules' adherence and the
 * clinician report.
 */
import type { SubstanceAdherence } from '@wellness/contract';
import type { ScheduleRow } from './repository.js';
import type { SettledWithSchedule } from './settled-occurrences.js';

export function countAdherence(schedules: readonly ScheduleRow[], settled: readonly SettledWithSchedule[]): SubstanceAdherence[] {
  const bySubstance = new Map<string, SubstanceAdherence>();
  for (const row of schedules) {
    if (row.kind !== 'fixed') continue;
    bySubstance.set(row.substance_id, {
      substanceId: row.substance_id,
      substanceName: row.substance_name,
      scheduled: 0,
      onTime: 0,
      late: 0,
      missed: 0,
      skipped: 0,
      adherence: null,
    });
  }
  for (const s of settled) {
    const counts = bySubstance.get(s.occurrence.substanceId);
    if (!counts) continue;
    if (s.state === 'taken') counts[s.onTime ? 'onTime' : 'late'] += 1;
    else if (s.state === 'missed') counts.missed += 1;
    else if (s.state === 'skipped') counts.skipped += 1;
    else continue;
    counts.scheduled += 1;
  }
  return [...bySubstance.values()].map((c) => ({ ...c, adherence: c.scheduled === 0 ? null : (c.onTime + c.late) / c.scheduled }));
}
