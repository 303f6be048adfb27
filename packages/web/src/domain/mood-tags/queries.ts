/**
 * Custom mood tags (issue 32): adding one (POST /api/mood-tags) and deleting one (DELETE …/{id}). Each touches
 * `moodTags` only: entries keep a deleted tag. Shared by the New Entry form, History's entry editor and Settings.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MOOD_TAGS, moodTagSchema } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { moodTagsQuery } from '@/lib/resources/mood-tags';

/**
 * Every tag the user can pick: the eight defaults, then their own. Until the list loads (or when it fails, only
 * logged) the defaults alone, so picking a mood never waits on this read.
 */
export function useMoodTagNames(): readonly string[] {
  const tags = useQuery({ ...moodTagsQuery(), meta: { failure: 'Loading the mood tags' } });
  if (tags.data === undefined) return MOOD_TAGS;
  return [...tags.data.defaults, ...tags.data.custom.map((tag) => tag.name)];
}

export function useCreateMoodTag() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Sent with the key its field chose for this save (lib/use-kept-save-attempt.ts): a save sent again keeps one tag. */
    mutationFn: (body: { name: string; idempotencyKey: string }) => api.request('/mood-tags', { method: 'POST', body, schema: moodTagSchema }),
    meta: { failure: 'Adding a mood tag' },
    onSuccess: () => invalidateTouched(queryClient, ['moodTags']),
  });
}

export function useDeleteMoodTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/mood-tags/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Deleting a mood tag' },
    onSuccess: () => invalidateTouched(queryClient, ['moodTags']),
  });
}
