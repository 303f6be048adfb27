/**
 * Starts every read the Daily tab makes on opening, as soon as the signed-in shell holds its query client: the
 * calls then run while the tab's chunk downloads, not after its components mount, and the tab renders once with
 * its data instead of once per arriving answer (issue 16, docs/performance.md). Same keys and fetchers as the
 * components' own queries, so they find the answers (or the calls under way) in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { activeAidsQuery } from '../../lib/resources/aids';
import { meQuery } from '../../lib/resources/auth';
import { userConditionsQuery } from '../../lib/resources/conditions';
import { dailyInsightQuery, dailySummaryQuery } from '../../lib/resources/daily';
import { todayDosesQuery } from '../../lib/resources/doses';
import { preferencesQuery } from '../../lib/resources/preferences';
import { activeSessionQuery, todaySessionsQuery } from '../../lib/resources/sessions';
import { loggableSupplementsQuery } from '../../lib/resources/substances';

export function prefetchDailyTab(queryClient: QueryClient): void {
  // prefetchQuery never rejects: a failure stays in the cache (and is logged there), where the section shows it.
  void queryClient.prefetchQuery(meQuery());
  void queryClient.prefetchQuery(preferencesQuery());
  void queryClient.prefetchQuery(userConditionsQuery());
  void queryClient.prefetchQuery(activeSessionQuery());
  void queryClient.prefetchQuery(dailySummaryQuery());
  void queryClient.prefetchQuery(loggableSupplementsQuery());
  void queryClient.prefetchQuery(todayDosesQuery());
  void queryClient.prefetchQuery(activeAidsQuery());
  void queryClient.prefetchQuery(todaySessionsQuery());
  void queryClient.prefetchQuery(dailyInsightQuery());
}
