/** The daily insight (GET /daily/insight), computed on the server from the user's own last two weeks. */
import { useQuery } from '@tanstack/react-query';
import { dailyInsightSchema } from '@wellness/contract';
import { api } from '../../../lib/app-api';
import { dailyKeys } from '../daily-keys';

export function useDailyInsight() {
  return useQuery({
    queryKey: dailyKeys.insight,
    queryFn: () => api.request('/daily/insight', { schema: dailyInsightSchema }),
  });
}
