/**
 * The authentication hook every signed-in route uses: `request.user` from the bearer token, 401 otherwise.
 * Routes install it as `onRequest`, which runs before the body is read, parsed or validated, so a caller
 * without a token gets 401 and learns nothing about a schema, and costs the server no parsing.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AuthService, RequestUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

export type RequireUser = onRequestAsyncHookHandler;

export function installAuthentication(app: FastifyInstance, auth: AuthService): RequireUser {
  app.decorateRequest('user', null);
  return async function requireUser(request: FastifyRequest) {
    request.user = await auth.authenticate(request.headers.authorization);
  };
}

/** For handlers behind `requireUser`: the user is always set there; this narrows the type. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new Error('currentUser() used on a route without the requireUser hook');
  return request.user;
}
