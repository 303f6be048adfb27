/**
 * Issue 26 item 6: behind a proxy, the client address the per-client limits see is the one the trusted proxy
 * appended to `X-Forwarded-For`, never an entry the client wrote itself (the left-most ones).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, uniqueEmail, uniqueIp, type TestApp } from './support/test-app.js';

/** Sign-in attempts a client may make in a minute. */
const ATTEMPTS_PER_MINUTE = 30;

function attempt(app: TestApp, remoteAddress: string, forwardedFor: string) {
  return app.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail(), password: 'whatever-1' },
  });
}

/** A fresh made-up address for each call, as an attacker rotating the header would write. */
let spoofCounter = 0;
const spoofed = () => `203.0.113.${(spoofCounter++ % 250) + 1}`;

describeEachDatabase('TRUST_PROXY', (database) => {
  describe('a hop count (TRUST_PROXY=1)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp(database, { TRUST_PROXY: '1' });
    });
    afterAll(() => app.close());

    it('limits the client the proxy saw, however the client fills the left of X-Forwarded-For', async () => {
      const proxy = uniqueIp();
      const client = uniqueIp();
      for (let i = 0; i < ATTEMPTS_PER_MINUTE; i++) {
        expect((await attempt(app, proxy, `${spoofed()}, ${client}`)).statusCode, `attempt ${i + 1}`).toBe(401);
      }
      const limited = await attempt(app, proxy, `${spoofed()}, ${spoofed()}, ${client}`);
      expect(limited.statusCode).toBe(429);
      // Another client behind the same proxy is not limited by the first one's attempts.
      expect((await attempt(app, proxy, `${spoofed()}, ${uniqueIp()}`)).statusCode).toBe(401);
    });
  });

  describe('a list of proxy addresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp(database, { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    });
    afterAll(() => app.close());

    it('takes the first address left of the trusted proxies, and ignores the header from anyone else', async () => {
      const client = '198.51.100.7';
      for (let i = 0; i < ATTEMPTS_PER_MINUTE; i++) {
        const response = await attempt(app, '127.0.0.1', `${spoofed()}, ${client}, ${uniqueIp()}`);
        expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      expect((await attempt(app, '127.0.0.1', `${spoofed()}, ${client}`)).statusCode).toBe(429);
      // A caller that is not a trusted proxy is limited by its own address, whatever header it sends.
      const stranger = '198.51.100.99';
      for (let i = 0; i < ATTEMPTS_PER_MINUTE; i++) {
        expect((await attempt(app, stranger, spoofed())).statusCode, `stranger ${i + 1}`).toBe(401);
      }
      expect((await attempt(app, stranger, spoofed())).statusCode).toBe(429);
    });
  });
});
