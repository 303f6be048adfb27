/**
 * The authentication calls of the signed-out screens and mailed links. They do not use TanStack Query: the sign-in screen loads
 * before it (use-async-action.ts says why). The signed-in user and logout are in session-queries.ts.
 */
import type { LoginRequest, RegisterRequest } from '@wellness/contract';
import { deferredSchema } from '@/lib/auth-schemas';
import { api } from '@/lib/app-api';
import { useAsyncAction } from './use-async-action';

const loginResponseSchema = deferredSchema((schemas) => schemas.loginResponseSchema);
const registerResponseSchema = deferredSchema((schemas) => schemas.registerResponseSchema);
const messageResponseSchema = deferredSchema((schemas) => schemas.messageResponseSchema);

export function useLogin() {
  return useAsyncAction(
    (credentials: LoginRequest) => api.request('/auth/login', { method: 'POST', body: credentials, auth: false, schema: loginResponseSchema }),
    {
      failure: 'Signing in',
      // The signed-in shell mounts with a query client of its own, so nothing cached for an earlier user survives.
      onSuccess: ({ accessToken }) => api.startSession(accessToken),
    },
  );
}

export function useRegister() {
  return useAsyncAction(
    (request: RegisterRequest) => api.request('/auth/register', { method: 'POST', body: request, auth: false, schema: registerResponseSchema }),
    { failure: 'Creating the account' },
  );
}

export function useForgotPassword() {
  return useAsyncAction(
    (email: string) => api.request('/auth/forgot-password', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema }),
    { failure: 'Asking for a password reset' },
  );
}

export function useResetPassword() {
  return useAsyncAction(
    (request: { token: string; password: string }) =>
      api.request('/auth/reset-password', { method: 'POST', body: request, auth: false, schema: messageResponseSchema }),
    { failure: 'Setting the new password' },
  );
}

/** `password` only when the server asked for one (an address registered more than once before it was verified). */
export function useVerifyEmail() {
  return useAsyncAction(
    ({ token, password }: { token: string; password?: string }) =>
      api.request(`/auth/verify-email/${encodeURIComponent(token)}`, {
        method: 'POST',
        ...(password === undefined ? {} : { body: { password } }),
        auth: false,
        schema: messageResponseSchema,
      }),
    { failure: 'Verifying the email' },
  );
}

/** The one-click link of the notice mailed to the old address: a POST, so a mail scanner opening the page changes nothing. */
export function useCancelEmailChange() {
  return useAsyncAction(
    (token: string) => api.request('/auth/cancel-email-change', { method: 'POST', body: { token }, auth: false, schema: messageResponseSchema }),
    { failure: 'Cancelling the email change' },
  );
}

export function useConfirmEmailChange() {
  return useAsyncAction(
    (token: string) => api.request('/auth/confirm-email-change', { method: 'POST', body: { token }, auth: false, schema: messageResponseSchema }),
    { failure: 'Confirming the new email' },
  );
}

export function useResendVerification() {
  return useAsyncAction(
    (email: string) => api.request('/auth/resend-verification', { method: 'POST', body: { email }, auth: false, schema: messageResponseSchema }),
    { failure: 'Resending the verification email' },
  );
}
