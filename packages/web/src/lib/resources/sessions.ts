/** The active focus session and today's sessions; a failed load is only logged. */
import { queryOptions } from '@tanstack/react-query';
import { activeSessionResponseSchema, todaySessionsResponseSchema } from '@wellness/contract';
import { api } from '../app-api';
import { queryKeys } from './query-keys';

export const activeSessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.sessions.active,
    queryFn: () => api.request('/focus-sessions/active', { schema: activeSessionResponseSchema }),
    meta: { failure: 'Loading the active focus session' },
  });

export const todaySessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sessions.today,
    queryFn: () => api.request('/focus-sessions/today', { schema: todaySessionsResponseSchema }),
    meta: { failure: 'Loading today’s focus sessions' },
  });
