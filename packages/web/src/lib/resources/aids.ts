/** The focus aids: those not hidden (for picking) and every aid (for edit mode). */
import { queryOptions } from '@tanstack/react-query';
import { dailyFocusAidsResponseSchema, focusAidListsSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const activeAidsQuery = () =>
  queryOptions({
    queryKey: queryKeys.aids.active,
    queryFn: () => api.request('/daily/focus-aids', { schema: dailyFocusAidsResponseSchema }),
  });

export const aidListsQuery = () =>
  queryOptions({
    queryKey: queryKeys.aids.lists,
    queryFn: () => api.request('/focus-aids', { schema: focusAidListsSchema }),
  });
