/**
 * Which substances the Today block offers to "Log again" with one tap (issue 34). The rule, kept simple enough to
 * say in one sentence: every loggable substance with a dose in the last 7 days (today included), most often taken
 * first, at most six, leaving out one whose scheduled dose can be taken right now (its Take button is just above).
 */
import type { Substance } from '@wellness/contract';

export const LOG_AGAIN_LIMIT = 6;

/** One substance's dose counts, as GET /supplement-doses/stats gives them. */
export interface DoseCounts {
  supplementId: string;
  today: number;
  last7Days: number;
  lastTakenAt: string | null;
}

export function logAgainItems(
  loggable: readonly Substance[],
  counts: readonly DoseCounts[],
  takeableNow: ReadonlySet<string>,
  limit = LOG_AGAIN_LIMIT,
): Substance[] {
  const countsOf = new Map(counts.map((count) => [count.supplementId, count]));
  return loggable
    .filter((substance) => (countsOf.get(substance.id)?.last7Days ?? 0) > 0 && !takeableNow.has(substance.id))
    .sort((a, b) => {
      const ca = countsOf.get(a.id);
      const cb = countsOf.get(b.id);
      const byCount = (cb?.last7Days ?? 0) - (ca?.last7Days ?? 0);
      if (byCount !== 0) return byCount;
      // Taken as often: the more recent first.
      const byRecent = (cb?.lastTakenAt ?? '').localeCompare(ca?.lastTakenAt ?? '');
      return byRecent !== 0 ? byRecent : a.name.localeCompare(b.name);
    })
    .slice(0, limit);
}
