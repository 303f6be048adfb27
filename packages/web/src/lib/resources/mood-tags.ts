/**
 * Mood tags: the eight defaults and the user's custom ones (issue 32). Creating or deleting a custom tag touches
 * `moodTags`; entries keep a deleted tag, so nothing else goes stale.
 */
import { queryOptions } from '@tanstack/react-query';
import { moodTagListResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const moodTagsQuery = () =>
  queryOptions({
    queryKey: queryKeys.moodTags.list,
    queryFn: () => api.request('/mood-tags', { schema: moodTagListResponseSchema }),
  });
