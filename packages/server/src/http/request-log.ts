/**
 * One log line per request, written when the response has gone: method, path (no query, tokens masked), status, time.
 * Fastify's own request logging writes two lines (received, completed); one carries everything a reader needs
 * and costs half as much on every call.
 */
import type { FastifyInstance } from 'fastify';
import { loggedPath } from './log-redaction.js';

export function installRequestLog(server: FastifyInstance): void {
  // Callback style: it runs after every response, and an async hook costs a promise and a microtask each time.
  server.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime.toFixed(1);
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      `${request.method} ${loggedPath(request.url)} ${reply.statusCode} ${ms} ms`,
    );
    done();
  });
}
