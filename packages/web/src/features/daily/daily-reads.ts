/**
 * Every read the Daily tab makes on opening. The shell mounts `DailyReads` beside the tab's lazy chunk, so the calls
 * run while the chunk downloads rather than after the sections mount; the tab waits for them all to answer (or
 * fail) and then renders its sections once, with their data, so nothing grows or moves after the sections first
 * paint (issue 16, docs/performance.md). Same keys and fetchers as the sections' own queries.
 */
import { useQueries } from '@tanstack/react-query';
import { activeAidsQuery } from '../../lib/resources/aids';
import { meQuery } from '../../lib/resources/auth';
import { userConditionsQuery } from '../../lib/resources/conditions';
import { dailyInsightQuery, dailySummaryQuery } from '../../lib/resources/daily';
import { todayDosesQuery } from '../../lib/resources/doses';
import { preferencesQuery } from '../../lib/resources/preferences';
import { activeSessionQuery, todaySessionsQuery } from '../../lib/resources/sessions';
import { loggableSupplementsQuery } from '../../lib/resources/substances';

const openingQueries = () =>
  [
    meQuery(),
    preferencesQuery(),
    userConditionsQuery(),
    activeSessionQuery(),
    dailySummaryQuery(),
    loggableSupplementsQuery(),
    todayDosesQuery(),
    activeAidsQuery(),
    todaySessionsQuery(),
    dailyInsightQuery(),
  ] as const;

/** Whether every opening read has answered or failed (a failure is the section's to show, as before). */
export function useDailyReadsSettled(): boolean {
  return useQueries({ queries: openingQueries(), combine: (results) => results.every((result) => !result.isPending) });
}

/** Starts the opening reads (and keeps them observed) while the Daily tab's chunk loads. */
export function DailyReads() {
  useDailyReadsSettled();
  return null;
}
