/**
 * Sign-in activity calls: the live logins, and signing one or all other logins out. Either change reloads the
 * list whether it worked or not, so a login that had already ended elsewhere disappears too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revokeOtherSessionsResponseSchema, signInSessionsResponseSchema } from '@wellness/contract';
import { api } from '../../../../lib/app-api';
import { noContentSchema } from '../../../../lib/api-client';

export const signInActivityKeys = {
  sessions: ['auth', 'sessions'] as const,
};

export function useSignInSessions() {
  return useQuery({
    queryKey: signInActivityKeys.sessions,
    queryFn: () => api.request('/auth/sessions', { schema: signInSessionsResponseSchema }),
    select: (data) => data.sessions,
    // Opening the section always shows the current state: other devices sign in and out meanwhile.
    staleTime: 0,
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInActivityKeys.sessions }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/auth/sessions/revoke-others', { method: 'POST', schema: revokeOtherSessionsResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInActivityKeys.sessions }),
  });
}
