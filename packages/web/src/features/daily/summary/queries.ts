/** Today's counts (GET /entries/daily-summary); a failure is only logged, the cards then show dashes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_REFRESH_MS } from '@wellness/contract';
import { dailySummaryQuery } from '@/lib/resources/daily';
import { queryKeys } from '@/lib/resources/query-keys';

/** While a session runs, its time counts toward Total Focus, so the summary refreshes with the session list. */
export function useDailySummary() {
  const queryClient = useQueryClient();
  return useQuery({
    ...dailySummaryQuery(),
    refetchInterval: () => (queryClient.getQueryData<{ session: unknown }>(queryKeys.sessions.active)?.session ? SESSION_REFRESH_MS : false),
  });
}
