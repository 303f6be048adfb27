/**
 * The signed-in user of a request, shared by every feature's routes: `request.user` (set by the authentication
 * hook that the auth feature installs), the hook's type, and `currentUser()` for handlers behind it.
 */
import type { AuthUser } from '@wellness/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Owner } from '../lib/owner.js';

export interface RequestUser extends AuthUser, Owner {
  /** The login (token family) this request's access token belongs to. */
  sessionId: string;
  /** The version of the user's data when the request began (migration 0025): what the read cache keys its answers on. */
  dataVersion: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

/** The `onRequest` hook that sets `request.user` or answers 401; routes take it from the composition root. */
export type RequireUser = onRequestAsyncHookHandler;

/** For handlers behind `requireUser`: the user is always set there; this narrows the type. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new Error('currentUser() used on a route without the requireUser hook');
  return request.user;
}
