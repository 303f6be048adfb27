/**
 * Query keys of everything the Daily tab shows, and the one place that says what a change makes stale: a
 * dose, a session or an entry changes today's summary and insight; a dose also changes the remaining supply
 * shown here and in the Substances tab.
 */
import type { QueryClient } from '@tanstack/react-query';
import { substanceKeys } from '../substances/substance-keys';

export const dailyKeys = {
  all: ['daily'] as const,
  summary: ['daily', 'summary'] as const,
  insight: ['daily', 'insight'] as const,
  supplements: ['daily', 'supplements'] as const,
  todayDoses: ['daily', 'today-doses'] as const,
  doseHistories: ['daily', 'dose-history'] as const,
  doseHistory: (supplementId: string, days: number, page: number) => ['daily', 'dose-history', supplementId, days, page] as const,
  activeSession: ['daily', 'sessions', 'active'] as const,
  todaySessions: ['daily', 'sessions', 'today'] as const,
  /** The active aids (GET /daily/focus-aids); a prefix of the full lists' key, so invalidating it reloads both. */
  focusAids: ['daily', 'focus-aids'] as const,
  /** Every aid, hidden ones too (GET /focus-aids), for edit mode. */
  focusAidLists: ['daily', 'focus-aids', 'lists'] as const,
};

/** What changes once a dose is logged, edited or removed. */
export function invalidateAfterDose(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dailyKeys.todayDoses }),
    queryClient.invalidateQueries({ queryKey: dailyKeys.supplements }),
    queryClient.invalidateQueries({ queryKey: dailyKeys.doseHistories }),
    queryClient.invalidateQueries({ queryKey: dailyKeys.summary }),
    queryClient.invalidateQueries({ queryKey: substanceKeys.lists }),
  ]);
}

/** What changes once a focus session starts, pauses, resumes, stops or is deleted. */
export function invalidateAfterSession(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['daily', 'sessions'] }),
    queryClient.invalidateQueries({ queryKey: dailyKeys.summary }),
    // The insight compares days with and without a focus session.
    queryClient.invalidateQueries({ queryKey: dailyKeys.insight }),
  ]);
}

/** What changes once an entry is saved. */
export function invalidateAfterEntry(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: dailyKeys.summary }), queryClient.invalidateQueries({ queryKey: dailyKeys.insight })]);
}
