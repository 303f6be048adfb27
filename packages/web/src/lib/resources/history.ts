/**
 * The History tab's reads: filtered entries paged by "load more", the day summaries,
 * and one day's doses and sessions. All sit under the `history` resource, which every change to entries, doses,
 * sessions, substances or aids makes stale (invalidation.ts), so a correction anywhere shows here.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dailySummariesResponseSchema, dayDosesResponseSchema, daySessionsResponseSchema, entryListResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys, type HistoryEntriesFilter } from './query-keys';

function entriesPath(filter: HistoryEntriesFilter, offset: number): string {
  const params = new URLSearchParams({ limit: String(filter.limit), offset: String(offset) });
  if (filter.type) params.set('type', filter.type);
  if (filter.day) {
    params.set('from', filter.day);
    params.set('to', filter.day);
  } else if (filter.days !== null) params.set('days', String(filter.days));
  if (filter.search) params.set('search', filter.search);
  if (filter.tag) params.set('tag', filter.tag);
  return `/history/entries?${params.toString()}`;
}

export const historyEntriesQuery = (filter: HistoryEntriesFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.history.entries(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.request(entriesPath(filter, pageParam), { schema: entryListResponseSchema }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.entries.length, 0);
      return last.entries.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export const daySummariesQuery = (days: number) =>
  queryOptions({
    queryKey: queryKeys.history.summaries(days),
    queryFn: () => api.request(`/history/daily-summaries?days=${days}`, { schema: dailySummariesResponseSchema }),
  });

export const dayDosesQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.history.dayDoses(date),
    queryFn: () => api.request(`/supplement-doses?date=${encodeURIComponent(date)}`, { schema: dayDosesResponseSchema }),
  });

export const daySessionsQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.history.daySessions(date),
    queryFn: () => api.request(`/focus-sessions?date=${encodeURIComponent(date)}`, { schema: daySessionsResponseSchema }),
  });
