/** The signed-in user (GET /auth/me) and the user's live logins (GET /auth/sessions). */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { authUserSchema, signInSessionsResponseSchema, type AuthUser } from '@wellness/contract';
import { api } from '../app-api';
import { lazySchema } from '../lazy-schema';
import { queryKeys } from './query-keys';

// Built on first use, as the contract's own schemas are (lazy-schema.ts): this module loads with the shell.
const meResponseSchema = lazySchema(() => z.object({ user: authUserSchema }));

/** Also proves on load that the stored token (or the refresh cookie) still works. */
export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.me,
    queryFn: async (): Promise<AuthUser> => (await api.request('/auth/me', { schema: meResponseSchema })).user,
    staleTime: 5 * 60_000,
  });

export const liveLoginsQuery = () =>
  queryOptions({
    queryKey: queryKeys.logins.live,
    queryFn: () => api.request('/auth/sessions', { schema: signInSessionsResponseSchema }),
    // Opening the section always shows the current state: other devices sign in and out meanwhile.
    staleTime: 0,
  });
