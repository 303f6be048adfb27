/**
 * Every read the Daily tab makes on opening. The shell mounts `DailyReads` beside the tab's lazy chunk, so the calls
 * run while the chunk downloads rather than after the sections mount: the sections then normally mount with their
 * data and render once, and nothing grows or moves after they first paint (docs/performance.md). Same
 * keys and fetchers as the sections' own queries, which find the answers (or the calls under way) in the cache.
 * On a load that opens the tab, the entry has sent these reads already (daily-opening-paths.ts): the calls here
 * take those answers.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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

const openingQueries = () =>
  [
    meQuery(),
    preferencesQuery(),
    userConditionsQuery(),
    activeSessionQuery(),
    dailySummaryQuery(),
    loggableSupplementsQuery(),
    todayDosesQuery(),
    doseStatsQuery(),
    activeAidsQuery(),
    todaySessionsQuery(),
    dailyInsightQuery(),
    scheduleListQuery(),
    dayRemindersQuery(null),
    experimentsTodayQuery(),
  ] as const;

/**
 * Asks for every opening read not already in the cache (`today`: the local day, YYYY-MM-DD). A read the entry sent
 * ahead (daily-opening-paths.ts) answers it; prefetchQuery never rejects: a failure stays in the cache (logged
 * there), where its section shows it.
 */
export function prefetchOpeningReads(queryClient: QueryClient, today: string): void {
  const [me, preferences, conditions, active, summary, supplements, doses, doseStats, aids, sessions, insight, schedules, reminders, experiments] =
    openingQueries();
  void queryClient.prefetchQuery(me);
  void queryClient.prefetchQuery(preferences);
  void queryClient.prefetchQuery(conditions);
  void queryClient.prefetchQuery(active);
  void queryClient.prefetchQuery(summary);
  void queryClient.prefetchQuery(supplements);
  void queryClient.prefetchQuery(doses);
  void queryClient.prefetchQuery(doseStats);
  void queryClient.prefetchQuery(aids);
  void queryClient.prefetchQuery(sessions);
  void queryClient.prefetchQuery(insight);
  void queryClient.prefetchQuery(schedules);
  void queryClient.prefetchQuery(reminders);
  void queryClient.prefetchQuery(experiments);
  // The check-in card: the factors and their values of the last days (where each stepper starts).
  void queryClient.prefetchQuery(factorsQuery());
  void queryClient.prefetchQuery(factorValuesQuery(daysBefore(today, START_LOOKBACK_DAYS), today));
  // New Entry's mood tags: the user's own join the eight, which must not push the form down later.
  void queryClient.prefetchQuery(moodTagsQuery());
}

/**
 * Starts the opening reads while the Daily tab's chunk loads, in a task of their own: the shell's first commit runs
 * every effect of the app in one task, which these made one of the longest of a load (docs/performance.md).
 */
export function DailyReads() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const id = setTimeout(() => prefetchOpeningReads(queryClient, localDay(new Date())), 0);
    return () => clearTimeout(id);
  }, [queryClient]);
  return null;
}
