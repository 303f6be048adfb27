/** How far through today's scheduled doses the user is: "3 of 4 taken" counts taken doses over all of today's. */
import type { Occurrence } from '@wellness/contract';

export function takenCount(occurrences: readonly Pick<Occurrence, 'state'>[]): { taken: number; total: number } {
  return { taken: occurrences.filter((occurrence) => occurrence.state === 'taken').length, total: occurrences.length };
}
