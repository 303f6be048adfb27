/**
 * Focus session calls. Loading the active session or today's sessions is only
 * logged when it fails. Both reload every 30 s while a session is active. Every
 * change, successful or not, touches the sessions (so the summary and insight reload too), so a tab that was
 * out of date (a session started or stopped elsewhere) catches up.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { focusSessionSchema, SESSION_REFRESH_MS, STOP_NOTES, type FocusSession, type SessionType, type TodaySessions } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { invalidateTouched } from '@/lib/resources/invalidation';
import { queryKeys } from '@/lib/resources/query-keys';
import { activeSessionQuery, todaySessionsQuery } from '@/lib/resources/sessions';

export function useActiveSession() {
  return useQuery({
    ...activeSessionQuery(),
    select: (data) => data.session,
    refetchInterval: (query) => (query.state.data?.session ? SESSION_REFRESH_MS : false),
  });
}

export function useTodaySessions(sessionActive: boolean) {
  return useQuery({ ...todaySessionsQuery(), refetchInterval: sessionActive ? SESSION_REFRESH_MS : false });
}

/** Puts the server's answer on screen at once, ahead of the reload. */
function showActive(queryClient: QueryClient, session: FocusSession | null): void {
  queryClient.setQueryData(activeSessionQuery().queryKey, { session: session !== null && session.isActive ? session : null });
}

function withoutSession(data: TodaySessions, id: string): TodaySessions {
  const removed = data.sessions.find((session) => session.id === id);
  if (removed === undefined) return data;
  return {
    ...data,
    sessions: data.sessions.filter((session) => session.id !== id),
    summary: { count: data.summary.count - 1, totalTime: Math.max(0, data.summary.totalTime - removed.duration) },
  };
}

export type SessionAction = 'start' | 'pause' | 'resume' | 'stop' | 'delete';

export type SessionRequest =
  | { action: 'start'; sessionType: SessionType; plannedDuration: number }
  | { action: 'pause' | 'resume'; id: string }
  /** The productivity the user chose when stopping (7 unless changed), sent with the spec's notes. */
  | { action: 'stop'; id: string; productivity: number }
  | { action: 'delete'; id: string };

/** DELETE answers 204 with no body. */

function send(request: SessionRequest): Promise<FocusSession | null> {
  switch (request.action) {
    case 'start':
      return api.request('/focus-sessions/start', {
        method: 'POST',
        body: { sessionType: request.sessionType, plannedDuration: request.plannedDuration },
        schema: focusSessionSchema,
      });
    case 'pause':
    case 'resume':
      return api.request(`/focus-sessions/${encodeURIComponent(request.id)}/${request.action}`, { method: 'PATCH', schema: focusSessionSchema });
    case 'stop':
      return api.request(`/focus-sessions/${encodeURIComponent(request.id)}/stop`, {
        method: 'PATCH',
        body: { productivity: request.productivity, notes: STOP_NOTES },
        schema: focusSessionSchema,
      });
    case 'delete':
      return api.request(`/focus-sessions/${encodeURIComponent(request.id)}`, { method: 'DELETE', schema: noContentSchema }).then(() => null);
  }
}

/** One mutation for every session change: only one runs at a time, which is what the controls allow. */
export function useSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { failure: 'Changing the focus session' },
    onSuccess: (session, request) => {
      if (request.action === 'delete') {
        const current = queryClient.getQueryData(activeSessionQuery().queryKey);
        if (current?.session?.id === request.id) showActive(queryClient, null);
        // Off the list at once, so its delete button has left the page before the confirmation closes.
        queryClient.setQueryData<TodaySessions>(queryKeys.sessions.today, (data) => data && withoutSession(data, request.id));
        return;
      }
      showActive(queryClient, session);
    },
    onSettled: () => invalidateTouched(queryClient, ['sessions']),
  });
}
