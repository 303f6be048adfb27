/**
 * TanStack Query defaults: no retries of failed auth calls, calm refetching for a personal app. Failures are
 * logged here, in one place: every failed write, and the loads whose failure is "only logged" (not worth an alarm)
 * (those carry `meta.failure`); the screens show their own messages and keep the error for Retry.
 */
import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError, SessionEndedError } from './api-error';
import { coalescedTimeouts } from './coalesced-timeouts';

/** What a query or mutation does, in words, for the log line of its failure ("Logging the dose"). */
interface CacheMeta extends Record<string, unknown> {
  failure?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CacheMeta;
    mutationMeta: CacheMeta;
  }
}

// Before any query exists, as TanStack Query requires (a provider cannot clear another's timers): once per page load.
// (A development server's hot reload of this module installs a new one; the old one's timers then still fire, and
// TanStack Query's collection and staleness check their state when they do.)
timeoutManager.setTimeoutProvider(coalescedTimeouts());

const isFinal = (error: unknown) => error instanceof SessionEndedError || (error instanceof ApiError && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.failure !== undefined) console.error(`${query.meta.failure} failed`, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        console.error(`${mutation.meta?.failure ?? 'A change'} failed`, error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
