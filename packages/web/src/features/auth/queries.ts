/** Query keys, the signed-in user query and the mutations of the eight authentication calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  authUserSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  type AuthUser,
  type LoginRequest,
  type RegisterRequest,
} from '@wellness/contract';
import { api } from '../../lib/app-api';

export const authKeys = {
  me: ['auth', 'me'] as const,
};

const meResponseSchema = z.object({ user: authUserSchema });

/** The signed-in user; also proves on load that the stored token (or the refresh cookie) still works. */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: async (): Promise<AuthUser> => (await api.request('/auth/me', { schema: meResponseSchema })).user,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.request('/auth/login', { method: 'POST', body: credentials, auth: false, schema: loginResponseSchema }),
    onSuccess: ({ accessToken, user }) => {
      // Anything cached belongs to whoever was signed in before.
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, user);
      api.startSession(accessToken);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) => api.request('/auth/register', { method: 'POST', body: request, auth: false, schema: registerResponseSchema }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.request('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (request: { token: string; password: string }) =>
      api.request('/auth/reset-password', { method: 'POST', body: request, auth: false, schema: messageResponseSchema }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api.request(`/auth/verify-email/${encodeURIComponent(token)}`, { method: 'POST', auth: false, schema: messageResponseSchema }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.request('/auth/resend-verification', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema }),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: () => api.logout() });
}
