/**
 * The user's own factors (issue 32) and their values per day. A factor change or a value touches `factors`;
 * deleting a factor deletes its values, which live under the same resource, so both reload together.
 */
import { queryOptions } from '@tanstack/react-query';
import { factorListResponseSchema, factorValuesResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const factorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.factors.list,
    queryFn: () => api.request('/factors', { schema: factorListResponseSchema }),
  });

/** The values logged from `from` to `to` (local days, inclusive). */
export const factorValuesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.factors.values(from, to),
    queryFn: () => api.request(`/factors/values?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { schema: factorValuesResponseSchema }),
  });
