/**
 * Every read the Daily tab makes on opening. The shell mounts `DailyReads` beside the tab's lazy chunk, so the calls
 * run while the chunk downloads rather than after the sections mount: the sections then normally mount with their
 * data and render once, and nothing grows or moves after they first paint (docs/performance.md). Same
 * keys and fetchers as the sections' own queries, which find the answers (or the calls under way) in the cache.
 */
import { useEffect } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { activeAidsQuery } from '@/lib/resources/aids';
import { experimentsTodayQuery } from '@/lib/resources/experiments';
import { factorsQuery, factorValuesQuery } from '@/lib/resources/factors';
import { localDay } from '@/lib/date-format';
import { moodTagsQuery } from '@/lib/resources/mood-tags';
import { meQuery } from '@/lib/resources/auth';
import { userConditionsQuery } from '@/lib/resources/conditions';
import { dailyInsightQuery, dailySummaryQuery } from '@/lib/resources/daily';
import { doseStatsQuery, todayDosesQuery } from '@/lib/resources/doses';
import { preferencesQuery } from '@/lib/resources/preferences';
import { activeSessionQuery, todaySessionsQuery } from '@/lib/resources/sessions';
import { dayRemindersQuery, scheduleListQuery } from '@/lib/resources/schedules';
import { loggableSupplementsQuery } from '@/lib/resources/substances';
import { daysBefore, START_LOOKBACK_DAYS } from './check-in/check-in-values';

/** How many reads start in one task. */
const READS_PER_TASK = 6;

/**
 * Starts one read of this opening, unless it has answered since the opening began (the shell's own query of the
 * running session or the user may have): an answer from an earlier opening is fetched afresh. prefetchQuery never
 * rejects: a failure stays in the cache (logged there), where its section shows it; a read on its way is not sent twice.
 */
function startRead<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  openedAt: number,
): void {
  if ((queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0) >= openedAt) return;
  void queryClient.prefetchQuery(options);
}

function openingReads(queryClient: QueryClient, openedAt: number): ReadonlyArray<() => void> {
  const start =
    <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>) =>
    () =>
      startRead(queryClient, options, openedAt);
  const today = localDay(new Date());
  return [
    start(meQuery()),
    start(preferencesQuery()),
    start(userConditionsQuery()),
    start(activeSessionQuery()),
    start(dailySummaryQuery()),
    start(loggableSupplementsQuery()),
    start(todayDosesQuery()),
    start(doseStatsQuery()),
    start(activeAidsQuery()),
    start(todaySessionsQuery()),
    start(dailyInsightQuery()),
    start(scheduleListQuery()),
    start(dayRemindersQuery(null)),
    start(experimentsTodayQuery()),
    // The check-in card: the factors and their values of the last days (where each stepper starts).
    start(factorsQuery()),
    start(factorValuesQuery(daysBefore(today, START_LOOKBACK_DAYS), today)),
    // New Entry's mood tags: the user's own join the eight, which must not push the form down later.
    start(moodTagsQuery()),
  ];
}

/**
 * Starts the opening reads while the Daily tab's chunk loads: in three tasks of their own, after the shell's first
 * commit rather than in it. A `fetch` call costs the main thread about a millisecond; the seventeen of them inside the
 * shell's commit made it the longest task of the load (docs/performance.md). They keep their order, so the Today
 * block's reads are on their way before the check-in's, which the sections wait for.
 */
export function DailyReads() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reads = openingReads(queryClient, Date.now());
    const timers: number[] = [];
    for (let first = 0; first < reads.length; first += READS_PER_TASK) {
      const batch = reads.slice(first, first + READS_PER_TASK);
      timers.push(window.setTimeout(() => batch.forEach((start) => start()), 0));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [queryClient]);
  return null;
}
