/** Saving a new entry (POST /entries); a save touches the entries, so today's summary and the insight reload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entrySchema, type CreateEntryRequest } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { invalidateTouched } from '@/lib/resources/invalidation';

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEntryRequest) => api.request('/entries', { method: 'POST', body: request, schema: entrySchema }),
    meta: { failure: 'Saving the entry' },
    onSuccess: () => invalidateTouched(queryClient, ['entries']),
  });
}
