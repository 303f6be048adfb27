/** The signed-in user and logout, used by the signed-in shell (which provides the query client). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/app-api';
import { meQuery } from '@/lib/resources/auth';

/** The signed-in user; also proves on load that the stored token (or the refresh cookie) still works. */
export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled });
}

export function useLogout() {
  return useMutation({ meta: { failure: 'Signing out' }, mutationFn: () => api.logout() });
}
