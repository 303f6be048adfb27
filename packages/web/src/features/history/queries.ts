/**
 * The History tab's writes: correct or delete an entry, add one for an earlier day, edit, log or remove a
 * past dose, add or delete a past session, set or clear a day's factor value. Each names the resources it writes, so the summary, supply, analytics and the
 * History lists reload (lib/resources/invalidation.ts). And one read of its own: a day's scheduled doses.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  doseSchema,
  entrySchema,
  factorValueSchema,
  focusSessionSchema,
  logDoseResponseSchema,
  type CreateEntryRequest,
  type PastSessionRequest,
} from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { dayRemindersQuery } from '@/lib/resources/schedules';

/** A past (or today's) day's scheduled doses with their states; a failure is only logged (the day shows without them). */
export function useDayScheduledDoses(day: string) {
  return useQuery(dayRemindersQuery(day));
}

export interface DoseChange {
  dosage: number | null;
  notes: string | null;
  timestamp: string;
}

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: CreateEntryRequest }) =>
      id === null
        ? api.request('/entries', { method: 'POST', body: request, schema: entrySchema })
        : api.request(`/entries/${encodeURIComponent(id)}`, { method: 'PUT', body: request, schema: entrySchema }),
    meta: { failure: 'Saving the entry' },
    onSuccess: () => invalidateTouched(queryClient, ['entries']),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/entries/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting the entry' },
    onSettled: () => invalidateTouched(queryClient, ['entries']),
  });
}

export function useSaveDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      supplementId,
      change,
      idempotencyKey,
    }: {
      id: string | null;
      supplementId: string;
      change: DoseChange;
      idempotencyKey: string | null;
    }) => {
      if (id === null) {
        const body = { supplementId, ...change, ...(idempotencyKey === null ? {} : { idempotencyKey }) };
        await api.request('/supplement-doses', { method: 'POST', body, schema: logDoseResponseSchema });
      } else {
        await api.request(`/supplement-doses/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: doseSchema });
      }
    },
    meta: { failure: 'Saving the dose' },
    onSuccess: () => invalidateTouched(queryClient, ['doses']),
  });
}

export function useDeleteDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/supplement-doses/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Removing the dose' },
    onSettled: () => invalidateTouched(queryClient, ['doses']),
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/focus-sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting the session' },
    // The entry that named the session loses its link, so entries are stale too.
    onSettled: () => invalidateTouched(queryClient, ['sessions', 'entries']),
  });
}

/** A session that happened, added afterwards (POST /focus-sessions/past); the server refuses one that overlaps or has not ended. */
export function useAddPastSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PastSessionRequest) => api.request('/focus-sessions/past', { method: 'POST', body: request, schema: focusSessionSchema }),
    meta: { failure: 'Adding a past focus session' },
    onSuccess: () => invalidateTouched(queryClient, ['sessions']),
  });
}

const factorValuePath = (factorId: string, date: string) => `/factors/${encodeURIComponent(factorId)}/values/${encodeURIComponent(date)}`;

/** Sets one factor's value on one day (PUT replaces it); analytics built from the values go stale with it. */
export function useSetFactorValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, date, value }: { factorId: string; date: string; value: boolean | number }) =>
      api.request(factorValuePath(factorId, date), { method: 'PUT', body: { value }, schema: factorValueSchema }),
    meta: { failure: 'Saving a factor value' },
    onSuccess: () => invalidateTouched(queryClient, ['factors']),
  });
}

export function useClearFactorValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, date }: { factorId: string; date: string }) =>
      api.request(factorValuePath(factorId, date), { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Clearing a factor value' },
    onSettled: () => invalidateTouched(queryClient, ['factors']),
  });
}
