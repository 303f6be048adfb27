/**
 * Today's Supplements calls (part 1 §7 "Doses", "Entries and daily", "Supplements and names"): the loggable
 * supplements, today's doses, one supplement's dose history, name suggestions, and logging and removing a dose.
 * Each change refreshes supply, today's doses, histories and the summary through invalidateAfterDose.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOSE_HISTORY_PAGE_SIZE,
  dailySupplementsResponseSchema,
  doseHistoryResponseSchema,
  logDoseResponseSchema,
  todayDosesResponseSchema,
  type Dose,
  type Substance,
  type TodayDoses,
} from '@wellness/contract';
import { api } from '../../../lib/app-api';
import { logFailure } from '../../../lib/logged';
import { noContentSchema } from '../../../lib/api-client';
import { dailyKeys, invalidateAfterDose } from '../daily-keys';

/** Part 1 §8: a failed load of the supplements is only logged; the section offers Retry instead of a false empty list. */
export function useDailySupplements() {
  return useQuery({
    queryKey: dailyKeys.supplements,
    // Reloaded whenever the Daily tab opens, so items added on another device or tab show at once.
    staleTime: 0,
    queryFn: async (): Promise<Substance[]> => {
      return logFailure(
        'Loading the supplements for dose logging',
        async () => (await api.request('/daily/supplements', { schema: dailySupplementsResponseSchema })).supplements,
      );
    },
  });
}

export function useTodayDoses() {
  return useQuery({
    queryKey: dailyKeys.todayDoses,
    queryFn: async (): Promise<TodayDoses> => {
      return logFailure('Loading today’s doses', async () => api.request('/supplement-doses/today', { schema: todayDosesResponseSchema }));
    },
  });
}

export function useDoseHistory(supplementId: string, days: number, page: number) {
  return useQuery({
    queryKey: dailyKeys.doseHistory(supplementId, days, page),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const params = new URLSearchParams({ days: String(days), page: String(page), limit: String(DOSE_HISTORY_PAGE_SIZE) });
      return logFailure('Loading the dose history', async () =>
        api.request(`/supplement-doses/${encodeURIComponent(supplementId)}/history?${params.toString()}`, { schema: doseHistoryResponseSchema }),
      );
    },
  });
}

/** Puts the logged dose and the new supply on screen at once; the invalidation then confirms them from the server. */
function applyLoggedDose(queryClient: ReturnType<typeof useQueryClient>, dose: Dose, remainingSupply: number | null, totalDoses: number): void {
  queryClient.setQueryData<TodayDoses>(dailyKeys.todayDoses, (today) => {
    if (!today || today.date !== dose.date) return today;
    const current = today.doses[dose.supplementId]?.doses ?? [];
    if (current.some((d) => d.id === dose.id)) return today;
    return { ...today, doses: { ...today.doses, [dose.supplementId]: { doses: [...current, dose] } } };
  });
  queryClient.setQueryData<Substance[]>(dailyKeys.supplements, (items) =>
    items?.map((item) => (item.id === dose.supplementId ? { ...item, remainingSupply, totalDoses } : item)),
  );
}

export function useLogDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplementId: string) => api.request('/supplement-doses', { method: 'POST', body: { supplementId }, schema: logDoseResponseSchema }),
    onSuccess: (result) => applyLoggedDose(queryClient, result.dose, result.remainingSupply, result.totalDoses),
    // Not awaited: the answer already holds the new supply and dose, so the checkmark need not wait for the reload.
    onSettled: () => {
      void invalidateAfterDose(queryClient);
    },
  });
}

/** DELETE answers 204 with no body. */

export function useRemoveDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doseId: string) => api.request(`/supplement-doses/${encodeURIComponent(doseId)}`, { method: 'DELETE', schema: noContentSchema }),
    // Awaited by the caller, so the dose keeps its busy state until the refreshed list no longer shows it.
    onSettled: () => invalidateAfterDose(queryClient),
  });
}
