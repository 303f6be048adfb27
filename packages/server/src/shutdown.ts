/**
 * Graceful shutdown: stop accepting connections, let requests in flight finish, then close the database. The close
 * hooks (app.ts) stop the mail outbox's dispatcher before the database; mail not sent yet stays queued for the next start.
 */
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 25_000;

export function shutdownGracefully(server: FastifyInstance, signal: string): Promise<void> {
  // Armed before anything is logged, so the deadline holds whatever logging does.
  const timeout = setTimeout(() => {
    server.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timeout.unref();
  server.log.info({ signal }, 'shutting down: finishing requests in flight');
  return server.close().then(() => {
    clearTimeout(timeout);
    server.log.info('shutdown complete');
  });
}

export function installGracefulShutdown(server: FastifyInstance, signals: NodeJS.Signals[]): void {
  let closing = false;
  for (const signal of signals) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      shutdownGracefully(server, signal).then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
