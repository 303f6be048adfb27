/** HTTP routes of the eight authentication calls, the e-mail change's confirm and cancel links, and /auth/me; rules live in the service. */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeCancelSchema,
  emailChangeConfirmSchema,
  AUTH_SERVER_MESSAGES,
  emailOnlyRequestSchema,
  resendVerificationRequestSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyTokenParamsSchema,
  authUserSchema,
} from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { allowsCookieCall } from '../../http/same-origin.js';
import type { Clock } from '../../lib/clock.js';
import { currentUser, type RequireUser } from '../../http/current-user.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import type { AccountService } from './service.js';

export interface AuthRouteOptions {
  account: AccountService;
  requireUser: RequireUser;
  clock: Clock;
  appOrigin: string;
  secureCookies: boolean;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { clock, secureCookies } = options;
  const { registration, sessions, passwordReset, emailChange } = options.account;
  // Only these routes read or set cookies (the refresh token and the session hint), so only they parse them: the
  // plugin's two hooks would otherwise run on every request of the API.
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** CSRF defence for the cookie-authenticated calls (http/same-origin.ts): the browser's Origin must be the app's own. */
  function assertSameOrigin(request: FastifyRequest): void {
    if (!allowsCookieCall(request.headers.origin, options.appOrigin)) {
      throw new AppError('forbidden', AUTH_SERVER_MESSAGES.originRejected);
    }
  }

  r.post(
    '/auth/register',
    {
      schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: registerResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await registration.register(request.body, request.ip)),
  );

  r.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const login = await sessions.login(request.body.email, request.body.password, request.ip, request.headers['user-agent']);
      setRefreshCookie(reply, login.refreshToken, login.refreshExpiresAt, clock.now(), secureCookies);
      return { accessToken: login.accessToken, user: login.user };
    },
  );

  r.post(
    '/auth/refresh',
    {
      schema: { tags: ['auth'], response: { 200: refreshResponseSchema, ...errors } },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      try {
        const login = await sessions.refresh(readRefreshCookie(request));
        setRefreshCookie(reply, login.refreshToken, login.refreshExpiresAt, clock.now(), secureCookies);
        return { accessToken: login.accessToken, user: login.user };
      } catch (error) {
        if (error instanceof AppError && error.kind === 'unauthorized') clearRefreshCookie(reply, secureCookies);
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], response: { 200: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      await sessions.logout(readRefreshCookie(request));
      clearRefreshCookie(reply, secureCookies);
      return { message: AUTH_SERVER_MESSAGES.loggedOut };
    },
  );

  r.post(
    '/auth/forgot-password',
    {
      schema: { tags: ['auth'], body: emailOnlyRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await passwordReset.forgotPassword(request.body.email, request.ip) }),
  );

  r.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await passwordReset.resetPassword(request.body.token, request.body.password) }),
  );

  r.post(
    '/auth/verify-email/:token',
    {
      schema: { tags: ['auth'], params: verifyTokenParamsSchema, body: verifyEmailRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await registration.verifyEmail(request.params.token, request.body?.password) }),
  );

  r.post(
    '/auth/confirm-email-change',
    {
      schema: { tags: ['auth'], body: emailChangeConfirmSchema, response: { 200: messageResponseSchema, 409: errorBodySchema, ...errors } },
    },
    async (request) => ({ message: await emailChange.confirmEmailChange(request.body.token) }),
  );

  r.post(
    '/auth/cancel-email-change',
    {
      schema: { tags: ['auth'], body: emailChangeCancelSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await emailChange.cancelEmailChange(request.body.token) }),
  );

  r.post(
    '/auth/resend-verification',
    {
      schema: { tags: ['auth'], body: resendVerificationRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await registration.resendVerification(request.body.email, request.ip) }),
  );

  r.get(
    '/auth/me',
    {
      onRequest: options.requireUser,
      schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: z.object({ user: authUserSchema }), 401: errorBodySchema } },
    },
    async (request) => {
      const { id, name, email } = currentUser(request);
      return { user: { id, name, email } };
    },
  );
}
