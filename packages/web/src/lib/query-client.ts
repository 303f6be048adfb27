/** TanStack Query defaults: no retries of failed auth calls, calm refetching for a personal app. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, SessionEndedError } from './api-error';

const isFinal = (error: unknown) => error instanceof SessionEndedError || (error instanceof ApiError && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
