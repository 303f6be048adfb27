/** The authentication hook later features use: `request.user` from the bearer token, 401 otherwise. */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthService, RequestUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

export type RequireUser = preHandlerAsyncHookHandler;

export function installAuthentication(app: FastifyInstance, auth: AuthService): RequireUser {
  app.decorateRequest('user', null);
  return async function requireUser(request: FastifyRequest) {
    request.user = await auth.authenticate(request.headers.authorization);
  };
}

/** For handlers behind `requireUser`: the user is always set there; this narrows the type. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new Error('currentUser() used on a route without the requireUser pre-handler');
  return request.user;
}
