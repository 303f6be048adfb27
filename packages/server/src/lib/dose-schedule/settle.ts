/**
 * The state of each scheduled occurrence from the doses logged and the marks the person put on it. A dose taken
 * through a reminder is bound to its occurrence; any other dose of the substance settles the occurrence whose window
 * it falls in (the earliest such dose). Unsettled, an occurrence is upcoming before its time, due until its on-time
 * window ends, late (overdue, still open) until its window closes, and missed after.
 */
import type { OccurrenceState } from '@wellness/contract';
import type { ScheduledOccurrence } from './occurrences.js';

export interface LoggedDose {
  id: string;
  substanceId: string;
  at: number;
  dosage: number | null;
}

export interface OccurrenceMark {
  occurrenceId: string;
  doseId: string | null;
  skippedAt: string | null;
  skipReason: string | null;
  snoozedUntil: string | null;
}

export interface SettledOccurrence {
  occurrence: ScheduledOccurrence;
  state: OccurrenceState;
  onTime: boolean | null;
  dose: LoggedDose | null;
  mark: OccurrenceMark | null;
}

function unsettledState(o: ScheduledOccurrence, now: number): OccurrenceState {
  if (now < o.at) return 'upcoming';
  if (now <= o.onTimeUntil) return 'due';
  if (now < o.closesAt) return 'late';
  return 'missed';
}

/** Occurrences (any order, any substances) settled against the doses and marks; the answer keeps the input order. */
export function settleOccurrences(
  occurrences: readonly ScheduledOccurrence[],
  doses: readonly LoggedDose[],
  marks: readonly OccurrenceMark[],
  now: number,
): SettledOccurrence[] {
  const doseById = new Map(doses.map((d) => [d.id, d]));
  const markById = new Map(marks.map((m) => [m.occurrenceId, m]));
  const bound = new Set<string>();
  for (const mark of marks) if (mark.doseId !== null && doseById.has(mark.doseId)) bound.add(mark.doseId);

  const freeBySubstance = new Map<string, LoggedDose[]>();
  for (const dose of [...doses].sort((a, b) => a.at - b.at)) {
    if (bound.has(dose.id)) continue;
    const list = freeBySubstance.get(dose.substanceId) ?? [];
    list.push(dose);
    freeBySubstance.set(dose.substanceId, list);
  }

  return occurrences.map((occurrence) => {
    const mark = markById.get(occurrence.id) ?? null;
    const boundDose = mark?.doseId ? (doseById.get(mark.doseId) ?? null) : null;
    // Windows of one substance never overlap, so the first free dose inside is this occurrence's alone.
    const dose = boundDose ?? freeBySubstance.get(occurrence.substanceId)?.find((d) => d.at >= occurrence.opensAt && d.at < occurrence.closesAt) ?? null;
    if (dose) return { occurrence, state: 'taken', onTime: dose.at <= occurrence.onTimeUntil, dose, mark };
    if (mark?.skippedAt) return { occurrence, state: 'skipped', onTime: null, dose: null, mark };
    return { occurrence, state: unsettledState(occurrence, now), onTime: null, dose: null, mark };
  });
}
