/** Saving a new entry (POST /entries); a save refreshes today's summary, the insight and entry lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entrySchema, type CreateEntryRequest } from '@wellness/contract';
import { api } from '../../../lib/app-api';
import { invalidateAfterEntry } from '../daily-keys';

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEntryRequest) => api.request('/entries', { method: 'POST', body: request, schema: entrySchema }),
    onSuccess: () => invalidateAfterEntry(queryClient),
  });
}
