/** The signed-in user query and the mutations of the eight authentication calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loginResponseSchema, messageResponseSchema, registerResponseSchema, type LoginRequest, type RegisterRequest } from '@wellness/contract';
import { api } from '../../lib/app-api';
import { meQuery } from '../../lib/resources/auth';

/** The signed-in user; also proves on load that the stored token (or the refresh cookie) still works. */
export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failure: 'Signing in' },
    mutationFn: (credentials: LoginRequest) => api.request('/auth/login', { method: 'POST', body: credentials, auth: false, schema: loginResponseSchema }),
    onSuccess: ({ accessToken, user }) => {
      // Anything cached belongs to whoever was signed in before.
      queryClient.clear();
      queryClient.setQueryData(meQuery().queryKey, user);
      api.startSession(accessToken);
    },
  });
}

export function useRegister() {
  return useMutation({
    meta: { failure: 'Creating the account' },
    mutationFn: (request: RegisterRequest) => api.request('/auth/register', { method: 'POST', body: request, auth: false, schema: registerResponseSchema }),
  });
}

export function useForgotPassword() {
  return useMutation({
    meta: { failure: 'Asking for a password reset' },
    mutationFn: (email: string) => api.request('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema }),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: { failure: 'Setting the new password' },
    mutationFn: (request: { token: string; password: string }) =>
      api.request('/auth/reset-password', { method: 'POST', body: request, auth: false, schema: messageResponseSchema }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    meta: { failure: 'Verifying the email' },
    mutationFn: (token: string) =>
      api.request(`/auth/verify-email/${encodeURIComponent(token)}`, { method: 'POST', auth: false, schema: messageResponseSchema }),
  });
}

export function useConfirmEmailChange() {
  return useMutation({
    meta: { failure: 'Confirming the new email' },
    mutationFn: (token: string) => api.request('/auth/confirm-email-change', { method: 'POST', body: { token }, auth: false, schema: messageResponseSchema }),
  });
}

export function useResendVerification() {
  return useMutation({
    meta: { failure: 'Resending the verification email' },
    mutationFn: (email: string) => api.request('/auth/resend-verification', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema }),
  });
}

export function useLogout() {
  return useMutation({ meta: { failure: 'Signing out' }, mutationFn: () => api.logout() });
}
