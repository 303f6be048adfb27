/** The user's goals, each with its progress computed on the server from the user's own entries. */
import { queryOptions } from '@tanstack/react-query';
import { goalListResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const goalsQuery = () =>
  queryOptions({
    queryKey: queryKeys.goals.list,
    queryFn: () => api.request('/goals', { schema: goalListResponseSchema }),
  });
