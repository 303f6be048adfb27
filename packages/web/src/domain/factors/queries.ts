/**
 * Adding, changing and deleting the user's factors (POST/PUT/DELETE /api/factors). Each touches `factors`: the
 * list, the values (a delete takes its values with it) and what is built from them reload. Shared by the Daily
 * tab's check-in card and Settings, which both manage factors.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { factorSchema, type FactorFields } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { invalidateTouched } from '@/lib/resources/invalidation';

export function useCreateFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Sent with the key its form chose for this save (lib/use-kept-save-attempt.ts): a save sent again keeps one factor. */
    mutationFn: (body: FactorFields & { idempotencyKey: string }) => api.request('/factors', { method: 'POST', body, schema: factorSchema }),
    meta: { failure: 'Adding a factor' },
    onSuccess: () => invalidateTouched(queryClient, ['factors']),
  });
}

export function useUpdateFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FactorFields }) =>
      api.request(`/factors/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: factorSchema }),
    meta: { failure: 'Changing a factor' },
    onSuccess: () => invalidateTouched(queryClient, ['factors']),
  });
}

export function useDeleteFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/factors/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting a factor' },
    onSuccess: () => invalidateTouched(queryClient, ['factors']),
  });
}
