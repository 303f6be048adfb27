/**
 * Saving the whole preferences object (PUT /preferences) and resetting sections (POST /preferences/reset). Both
 * answer the new whole object, which becomes the cached one; the change touches the preferences resource, so
 * every tab reading them (theme, entry form, summary goal) shows it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesSchema, type PreferenceSection, type Preferences } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { queryKeys } from '@/lib/resources/query-keys';

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => api.request('/preferences', { method: 'PUT', body: preferences, schema: preferencesSchema }),
    meta: { failure: 'Saving the preferences' },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.preferences.current, saved);
      await invalidateTouched(queryClient, ['preferences'], { reloadNow: [] });
    },
  });
}

/** A reset restores the section's defaults on the server, then reloads the preferences. */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sections: PreferenceSection[]) => api.request('/preferences/reset', { method: 'POST', body: { sections }, schema: preferencesSchema }),
    meta: { failure: 'Resetting the preferences' },
    onSuccess: async () => {
      await invalidateTouched(queryClient, ['preferences'], { reloadNow: [queryKeys.preferences.current] });
    },
  });
}
