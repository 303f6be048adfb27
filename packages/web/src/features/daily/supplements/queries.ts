/**
 * Today's Supplements calls ("Entries and daily", "Supplements and names"): the loggable
 * supplements, today's doses, one supplement's dose history, and logging and removing a dose. Each change
 * touches the doses, so supply, today's doses, histories and the summary reload (lib/resources/invalidation.ts).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { logDoseResponseSchema, substanceSchema, type Dose, type LogDoseRequest, type Substance, type TodayDoses } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { localDay } from '@/lib/date-format';
import { noContentSchema } from '@/lib/api-client';
import { doseHistoryQuery, todayDosesQuery } from '@/lib/resources/doses';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { queryKeys } from '@/lib/resources/query-keys';
import { loggableSupplementsQuery } from '@/lib/resources/substances';

/**
 * The list is asked for afresh each time the Daily tab opens, by the tab's opening reads (daily-reads.ts). The section
 * mounts later (once the preferences are in), and must not ask again then: it would fetch the same list twice and draw
 * it twice. It still asks when the cache has no answer, or when that opening read failed.
 */
export function useDailySupplements() {
  return useQuery({ ...loggableSupplementsQuery(), refetchOnMount: (query) => query.state.status === 'error' });
}

export function useTodayDoses() {
  return useQuery(todayDosesQuery());
}

export function useDoseHistory(supplementId: string, days: number, page: number) {
  return useQuery(doseHistoryQuery(supplementId, days, page));
}

/** Puts the logged dose and the new supply on screen at once; the invalidation then confirms them from the server. */
function applyLoggedDose(queryClient: QueryClient, dose: Dose, remainingSupply: number | null, totalDoses: number): void {
  queryClient.setQueryData<TodayDoses>(queryKeys.doses.today, (today) => {
    // The list holds today: a dose of another day (sent late from the offline queue, or the day turned since the
    // list loaded) waits for the reload.
    if (!today || dose.date !== localDay(new Date()) || Object.values(today).some((logged) => logged.doses.some((d) => d.date !== dose.date))) {
      return today;
    }
    const current = today[dose.supplementId]?.doses ?? [];
    if (current.some((d) => d.id === dose.id)) return today;
    return { ...today, [dose.supplementId]: { doses: [...current, dose] } };
  });
  queryClient.setQueryData<Substance[]>(queryKeys.substances.loggable, (items) =>
    items?.map((item) => (item.id === dose.supplementId ? { ...item, remainingSupply, totalDoses } : item)),
  );
}

export function useLogDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LogDoseRequest) => api.request('/supplement-doses', { method: 'POST', body: request, schema: logDoseResponseSchema }),
    meta: { failure: 'Logging the dose' },
    onSuccess: (result) => applyLoggedDose(queryClient, result.dose, result.remainingSupply, result.totalDoses),
    // Not awaited: the answer already holds the new supply and dose, so the checkmark need not wait for the reload.
    onSettled: () => {
      void invalidateTouched(queryClient, ['doses']);
    },
  });
}

/** DELETE answers 204 with no body. */

export function useRemoveDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doseId: string) => api.request(`/supplement-doses/${encodeURIComponent(doseId)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Removing the dose' },
    // Awaited by the caller, so the dose keeps its busy state until the refreshed list no longer shows it.
    onSettled: () => invalidateTouched(queryClient, ['doses']),
  });
}

/** "Add to my substances" from the search: a supplement with just its name and category. */
export function useAddToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: { name: string; category: string | null }) =>
      api.request('/supplements', {
        method: 'POST',
        body: { name: suggestion.name, ...(suggestion.category ? { category: suggestion.category } : {}) },
        schema: substanceSchema,
      }),
    meta: { failure: 'Adding the supplement to the library' },
    onSettled: () => invalidateTouched(queryClient, ['substances']),
  });
}
