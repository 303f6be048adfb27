/**
 * How the user's own factors and ratings relate to each other and to substances (GET /analytics/factor-effects),
 * decided in the period's one family of claims. Under `analytics`, so an entry, dose, session or factor value
 * makes it stale (invalidation.ts). Its own module so it lands apart from the factors' list and values (factors.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { factorEffectsResponseSchema, type Period } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const factorEffectsQuery = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.analytics.factorEffects(period),
    queryFn: () => api.request(`/analytics/factor-effects?period=${period}`, { schema: factorEffectsResponseSchema }),
  });
