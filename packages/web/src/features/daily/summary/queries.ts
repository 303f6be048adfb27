/** Today's counts (GET /entries/daily-summary); a failure is only logged (part 1 §8), the cards then show dashes. */
import { useQuery } from '@tanstack/react-query';
import { dailySummarySchema } from '@wellness/contract';
import { api } from '../../../lib/app-api';
import { dailyKeys } from '../daily-keys';

export function useDailySummary() {
  return useQuery({
    queryKey: dailyKeys.summary,
    queryFn: async () => {
      try {
        return await api.request('/entries/daily-summary', { schema: dailySummarySchema });
      } catch (error) {
        console.error('Loading today’s summary failed', error);
        throw error;
      }
    },
  });
}
