/** Today's doses (GET /supplement-doses/today), the dose counts per substance (GET /supplement-doses/stats) and one supplement's paged dose history. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DOSE_HISTORY_PAGE_SIZE, doseHistoryResponseSchema, doseStatsResponseSchema, todayDosesResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const todayDosesQuery = () =>
  queryOptions({
    queryKey: queryKeys.doses.today,
    queryFn: () => api.request('/supplement-doses/today', { schema: todayDosesResponseSchema }),
    meta: { failure: 'Loading today’s doses' },
  });

export const doseStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.doses.stats,
    queryFn: () => api.request('/supplement-doses/stats', { schema: doseStatsResponseSchema }),
    meta: { failure: 'Loading the dose counts' },
  });

export const doseHistoryQuery = (supplementId: string, days: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.doses.history(supplementId, days, page),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    queryFn: () => {
      const params = new URLSearchParams({ days: String(days), page: String(page), limit: String(DOSE_HISTORY_PAGE_SIZE) });
      return api.request(`/supplement-doses/${encodeURIComponent(supplementId)}/history?${params.toString()}`, { schema: doseHistoryResponseSchema });
    },
    meta: { failure: 'Loading the dose history' },
  });
