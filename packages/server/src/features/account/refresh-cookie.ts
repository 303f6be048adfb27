/**
 * The refresh token's cookie: httpOnly, SameSite=Strict, scoped to /api/auth, Secure behind https; and beside it
 * the session hint the page can read (contract SESSION_HINT_COOKIE), with the same lifetime.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '@wellness/contract';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
  void reply.clearCookie(SESSION_HINT_COOKIE, { httpOnly: false, sameSite: 'strict', secure, path: '/' });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}
