/** The condition catalog (with the user's custom conditions) and the conditions the user tracks. */
import { queryOptions } from '@tanstack/react-query';
import { conditionListResponseSchema, userConditionListResponseSchema, type ConditionCategory } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const conditionCatalogQuery = (category: ConditionCategory | 'all') =>
  queryOptions({
    queryKey: queryKeys.conditions.catalog(category),
    queryFn: () => api.request(category === 'all' ? '/conditions' : `/conditions?category=${category}`, { schema: conditionListResponseSchema }),
  });

/** Read on every tab load; a failed load of the tracked conditions is only logged. */
export const userConditionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.conditions.tracked,
    queryFn: () => api.request('/user-conditions', { schema: userConditionListResponseSchema }),
    meta: { failure: 'Loading the tracked conditions' },
  });
