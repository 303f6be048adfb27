/**
 * The Analytics tab's reads. The Overview's four are held together: one loading state,
 * one error with Retry. Switching period keeps the previous figures on screen until the new ones arrive.
 */
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Period, TimelineMetric } from '@wellness/contract';
import {
  ailmentAnalysisQuery,
  dashboardQuery,
  doseResponseQuery,
  effectiveAidsQuery,
  supplementEffectivenessQuery,
  supplementInsightsQuery,
  supplementTimelineQuery,
  userSupplementsQuery,
  weeklyTrendsQuery,
} from '@/lib/resources/analytics';
import { conditionCatalogQuery, userConditionsQuery } from '@/lib/resources/conditions';
import { factorEffectsQuery } from '@/lib/resources/factor-effects';
import { factorsQuery } from '@/lib/resources/factors';

export function useOverview(period: Period) {
  return useQueries({
    queries: [
      { ...dashboardQuery(period), placeholderData: keepPreviousData },
      { ...effectiveAidsQuery(period), placeholderData: keepPreviousData },
      { ...weeklyTrendsQuery(period), placeholderData: keepPreviousData },
      { ...supplementEffectivenessQuery(period), placeholderData: keepPreviousData },
    ],
    combine: ([dashboard, aids, weekly, effectiveness]) => ({
      data:
        dashboard.data && aids.data && weekly.data && effectiveness.data
          ? { dashboard: dashboard.data, aids: aids.data, weekly: weekly.data, effectiveness: effectiveness.data }
          : undefined,
      isError: dashboard.isError || aids.isError || weekly.isError || effectiveness.isError,
      isFetching: dashboard.isFetching || aids.isFetching || weekly.isFetching || effectiveness.isFetching,
      /** Showing the previous period's figures while the chosen one loads. */
      isStale: dashboard.isPlaceholderData || aids.isPlaceholderData || weekly.isPlaceholderData || effectiveness.isPlaceholderData,
      retry: () => {
        for (const query of [dashboard, aids, weekly, effectiveness]) if (query.isError) void query.refetch();
      },
    }),
  });
}

export const useUserSupplements = () => useQuery(userSupplementsQuery());
export const useUserConditions = () => useQuery(userConditionsQuery());

/** Every condition, the catalog's and the user's own (GET /conditions, part 1 §7's ailment filter); a failure is only logged. */
export const useConditionCatalog = () => useQuery({ ...conditionCatalogQuery('all'), meta: { failure: 'Loading the conditions' } });

export const useTimeline = (supplementId: string | null, days: number, metrics: readonly TimelineMetric[]) =>
  useQuery({ ...supplementTimelineQuery(supplementId, days, metrics), placeholderData: keepPreviousData, enabled: metrics.length > 0 });

export const useSupplementInsights = (supplementId: string) => useQuery(supplementInsightsQuery(supplementId));

export const useAilmentAnalysis = (conditionId: string | null) => useQuery({ ...ailmentAnalysisQuery(conditionId ?? ''), enabled: conditionId !== null });

export const useDoseResponse = (substanceId: string, days: number) => useQuery(doseResponseQuery(substanceId, days));

/** The user's own factors, for the Timeline's picker; a failure only leaves the picker without them (logged). */
export const useFactors = () => useQuery({ ...factorsQuery(), meta: { failure: 'Loading your factors for the timeline' } });

/**
 * How factors and ratings relate in the period; switching period keeps the previous rows on screen (dimmed). Not
 * asked while the user is known to track no factors: the section invites them to add some instead.
 */
export const useFactorEffects = (period: Period, enabled: boolean) => useQuery({ ...factorEffectsQuery(period), placeholderData: keepPreviousData, enabled });
