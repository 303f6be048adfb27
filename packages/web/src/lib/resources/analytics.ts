/**
 * The Analytics reads. The Overview's four are held together
 * and a failure shows 'Failed to load analytics data' with Retry; a failed load of the user's supplements is only
 * logged. Every key starts with `analytics`, which a dose, entry, session, substance, aid or condition
 * change makes stale (invalidation.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  ailmentAnalysisResponseSchema,
  dashboardResponseSchema,
  doseResponseResponseSchema,
  effectiveAidsResponseSchema,
  supplementEffectivenessResponseSchema,
  supplementInsightsResponseSchema,
  supplementTimelineResponseSchema,
  userSupplementsResponseSchema,
  weeklyTrendsResponseSchema,
  type Period,
  type TimelineMetric,
} from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const dashboardQuery = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.analytics.dashboard(period),
    queryFn: () => api.request(`/analytics/dashboard?period=${period}`, { schema: dashboardResponseSchema }),
  });

export const effectiveAidsQuery = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.analytics.effectiveAids(period),
    queryFn: () => api.request(`/analytics/effective-aids?period=${period}`, { schema: effectiveAidsResponseSchema }),
  });

export const weeklyTrendsQuery = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.analytics.weeklyTrends(period),
    queryFn: () => api.request(`/analytics/weekly-trends?period=${period}`, { schema: weeklyTrendsResponseSchema }),
  });

export const supplementEffectivenessQuery = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.analytics.effectiveness(period),
    queryFn: () => api.request(`/analytics/supplement-effectiveness?period=${period}`, { schema: supplementEffectivenessResponseSchema }),
  });

export const userSupplementsQuery = () =>
  queryOptions({
    queryKey: queryKeys.analytics.userSupplements,
    queryFn: () => api.request('/analytics/user-supplements', { schema: userSupplementsResponseSchema }),
    meta: { failure: 'Loading the supplements with doses' },
  });

/** The ailment filter is not part of this call. */
export const supplementTimelineQuery = (supplementId: string | null, days: number, metrics: readonly TimelineMetric[]) =>
  queryOptions({
    queryKey: queryKeys.analytics.timeline(supplementId, days, metrics),
    queryFn: () => {
      const params = new URLSearchParams({ days: String(days), includeMetrics: metrics.join(',') });
      if (supplementId !== null) params.set('supplementId', supplementId);
      return api.request(`/analytics/supplement-timeline?${params.toString()}`, { schema: supplementTimelineResponseSchema });
    },
  });

export const supplementInsightsQuery = (supplementId: string) =>
  queryOptions({
    queryKey: queryKeys.analytics.insights(supplementId),
    queryFn: () => api.request(`/analytics/supplement-insights/${encodeURIComponent(supplementId)}`, { schema: supplementInsightsResponseSchema }),
  });

export const ailmentAnalysisQuery = (conditionId: string) =>
  queryOptions({
    queryKey: queryKeys.analytics.ailment(conditionId),
    queryFn: () => api.request(`/analytics/ailment-supplement-analysis/${encodeURIComponent(conditionId)}`, { schema: ailmentAnalysisResponseSchema }),
  });

/** Effects by the hour: productivity and focus by the hours since the day's first dose. */
export const doseResponseQuery = (substanceId: string, days: number) =>
  queryOptions({
    queryKey: queryKeys.analytics.doseResponse(substanceId, days),
    queryFn: () => api.request(`/analytics/dose-response/${encodeURIComponent(substanceId)}?days=${days}`, { schema: doseResponseResponseSchema }),
  });
