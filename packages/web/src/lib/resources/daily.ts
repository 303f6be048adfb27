/** Today's counts (GET /entries/daily-summary) and the daily insight (GET /daily/insight). */
import { queryOptions } from '@tanstack/react-query';
import { dailyInsightSchema, dailySummarySchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

/** A failure is only logged; the cards then show dashes. */
export const dailySummaryQuery = () =>
  queryOptions({
    queryKey: queryKeys.daily.summary,
    queryFn: () => api.request('/entries/daily-summary', { schema: dailySummarySchema }),
    meta: { failure: 'Loading today’s summary' },
  });

export const dailyInsightQuery = () =>
  queryOptions({
    queryKey: queryKeys.daily.insight,
    queryFn: () => api.request('/daily/insight', { schema: dailyInsightSchema }),
  });
