/**
 * Sign-in activity calls: the live logins, and signing one or all other logins out. Either change reloads the
 * list whether it worked or not, so a login that had already ended elsewhere disappears too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revokeOtherSessionsResponseSchema } from '@wellness/contract';
import { api } from '@/lib/app-api';
import { noContentSchema } from '@/lib/api-client';
import { liveLoginsQuery } from '@/lib/resources/auth';
import { invalidateTouched } from '@/lib/resources/invalidation';

export function useSignInSessions() {
  return useQuery({ ...liveLoginsQuery(), select: (data) => data.sessions });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema }),
    meta: { failure: 'Signing the login out' },
    onSettled: () => invalidateTouched(queryClient, ['logins']),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('/auth/sessions/revoke-others', { method: 'POST', schema: revokeOtherSessionsResponseSchema }),
    meta: { failure: 'Signing the other logins out' },
    onSettled: () => invalidateTouched(queryClient, ['logins']),
  });
}
