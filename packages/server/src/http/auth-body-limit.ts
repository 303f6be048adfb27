/**
 * A small body limit for every route under `/api/auth/`, set in one place as routes register. These routes answer
 * anyone, before any sign-in and before the per-client rate limit has seen the request, so a megabyte body there
 * costs the server its reading and parsing for free (a 0.96 MB nested body to login stalled everyone
 * for seconds). Their real bodies are an address, a password, a name, a token: well under a kilobyte.
 */
import type { FastifyInstance } from 'fastify';

export const AUTH_BODY_LIMIT_BYTES = 8 * 1024;
const AUTH_PREFIX = '/api/auth/';

/** Must run before the routes register (an `onRoute` hook sees only routes added after it). */
export function installAuthBodyLimit(server: FastifyInstance): void {
  server.addHook('onRoute', (route) => {
    if (!route.url.startsWith(AUTH_PREFIX)) return;
    route.bodyLimit = Math.min(route.bodyLimit ?? AUTH_BODY_LIMIT_BYTES, AUTH_BODY_LIMIT_BYTES);
  });
}
