/**
 * Keeps secrets and health data out of logs: a logged URL is its path only, with tokens in it masked, and
 * credential headers are never serialised. The query string is dropped whole, not masked field by field: searches
 * (`?search=`, `?q=`) carry health terms, links carry tokens and addresses, and a field added later would leak.
 */
import type { FastifyRequest } from 'fastify';

/** The e-mail verification token, and the calendar feed's token (its file name; `/calendar/token` is the route managing it). */
const TOKEN_IN_PATH = /(\/verify-email\/|\/calendar\/(?!token(?:[/?#]|$)))[^/?#]+/g;

/** The path of a request URL as the log records it: no query string, tokens in the path masked. */
export function loggedPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(TOKEN_IN_PATH, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedPath(request.url),
      remoteAddress: request.ip,
    };
  },
};
