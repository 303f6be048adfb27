/** The daily insight (GET /daily/insight), computed on the server from the user's own last two weeks. */
import { useQuery } from '@tanstack/react-query';
import { dailyInsightQuery } from '@/lib/resources/daily';

export function useDailyInsight() {
  return useQuery(dailyInsightQuery());
}
