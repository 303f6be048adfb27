/**
 * While the server closes, responses to requests still in flight say `Connection: close`, so keep-alive clients
 * let go at once and shutdown does not wait for their idle sockets to time out.
 */
import type { FastifyInstance } from 'fastify';

export function installConnectionDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
