/**
 * The authentication hook every signed-in route uses: `request.user` from the bearer token, 401 otherwise.
 * Routes install it as `onRequest`, which runs before the body is read, parsed or validated, so a caller
 * without a token gets 401 and learns nothing about a schema, and costs the server no parsing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequireUser } from '../../http/current-user.js';
import type { Sessions } from './sessions.js';

export function installAuthentication(app: FastifyInstance, sessions: Pick<Sessions, 'authenticate'>): RequireUser {
  app.decorateRequest('user', null);
  return async function requireUser(request: FastifyRequest) {
    request.user = await sessions.authenticate(request.headers.authorization);
  };
}
