/** Keeps secrets out of logs: tokens in URLs are masked and credential headers are never serialised. */
import type { FastifyRequest } from 'fastify';

const TOKEN_IN_PATH = /(\/verify-email\/)[^/?#]+/g;
const TOKEN_IN_QUERY = /([?&](?:token|email)=)[^&#]*/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};
