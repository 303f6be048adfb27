/**
 * Today's scheduled doses as data: how far through them the user is ("3 of 4 taken"), and an answered dose put in
 * place of the one on screen.
 */
import type { Occurrence, TodayReminders } from '@wellness/contract';

export function takenCount(occurrences: readonly Pick<Occurrence, 'state'>[]): { taken: number; total: number } {
  return { taken: occurrences.filter((occurrence) => occurrence.state === 'taken').length, total: occurrences.length };
}

/** Puts the answered occurrence in today's list in place of the old one. */
export function replaceOccurrence(today: TodayReminders | undefined, occurrence: Occurrence): TodayReminders | undefined {
  if (!today) return today;
  return { ...today, occurrences: today.occurrences.map((current) => (current.id === occurrence.id ? occurrence : current)) };
}
