/** Graceful shutdown: a request in flight finishes, then the server stops listening and the database closes. */
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { shutdownGracefully } from '../src/shutdown.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp } from './support/test-app.js';

describeEachDatabase('graceful shutdown', (database) => {
  it('finishes the request in flight before closing the database', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const app = await createTestApp(
      database,
      {},
      {
        beforeReady: ({ server, db }) =>
          server.get('/api/test/slow', async () => {
            started();
            await new Promise<void>((resolve) => (release = resolve));
            await sql`select 1`.execute(db);
            return { done: true };
          }),
      },
    );
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`);
    await requestStarted;
    const closing = shutdownGracefully(app.server, 'SIGTERM');
    setTimeout(() => release(), 200);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow();
  });
});
