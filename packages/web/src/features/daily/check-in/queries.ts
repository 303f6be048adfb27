/**
 * The check-in's calls: today's factors and their values (read through `lib/resources/factors.ts`), and one value
 * sent (PUT …/values/{date}) or cleared (DELETE). A sent value is written into every cached range holding its day,
 * so the card never flickers back to the old value, and the rest of `factors` (analytics' factor effects) is
 * only marked stale: reloading on every tap would be wasted.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { factorValueSchema, type FactorValuesResponse } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { factorsQuery, factorValuesQuery } from '@/lib/resources/factors';
import { invalidateTouched } from '@/lib/resources/invalidation';
import type { QueuedFactorValue } from './value-queue';

export function useFactors() {
  return useQuery(factorsQuery());
}

export function useFactorValues(from: string, to: string) {
  return useQuery(factorValuesQuery(from, to));
}

function patchRange(data: FactorValuesResponse | undefined, sent: QueuedFactorValue): FactorValuesResponse | undefined {
  if (data === undefined || sent.date < data.from || sent.date > data.to) return data;
  const others = data.values.filter((value) => !(value.factorId === sent.factorId && value.date === sent.date));
  return { ...data, values: sent.value === null ? others : [...others, { factorId: sent.factorId, date: sent.date, value: sent.value }] };
}

export function useSendFactorValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: QueuedFactorValue): Promise<void> => {
      const path = `/factors/${encodeURIComponent(item.factorId)}/values/${item.date}`;
      if (item.value === null) await api.request(path, { method: 'DELETE', schema: noContentSchema });
      else await api.request(path, { method: 'PUT', body: { value: item.value }, schema: factorValueSchema });
    },
    meta: { failure: 'Saving a factor value' },
    // Tried even when the browser says it is offline: the outbox keeps a failed value, whereas a paused mutation
    // would leave the row saying "Saving…" with no word that it waits.
    networkMode: 'always',
    onSuccess: async (_nothing, item) => {
      queryClient.setQueriesData<FactorValuesResponse>({ queryKey: ['factors', 'values'] }, (data) => patchRange(data, item));
      await invalidateTouched(queryClient, ['factors'], { reloadNow: [] });
    },
  });
}
