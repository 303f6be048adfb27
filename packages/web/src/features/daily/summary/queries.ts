/** Today's counts (GET /entries/daily-summary); a failure is only logged (part 1 §8), the cards then show dashes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dailySummarySchema, SESSION_REFRESH_MS } from '@wellness/contract';
import { api } from '../../../lib/app-api';
import { logFailure } from '../../../lib/logged';
import { dailyKeys } from '../daily-keys';

/** While a session runs, its time counts toward Total Focus, so the summary refreshes with the session list. */
export function useDailySummary() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dailyKeys.summary,
    refetchInterval: () => (queryClient.getQueryData<{ session: unknown }>(dailyKeys.activeSession)?.session ? SESSION_REFRESH_MS : false),
    queryFn: async () => {
      return logFailure('Loading today’s summary', async () => api.request('/entries/daily-summary', { schema: dailySummarySchema }));
    },
  });
}
