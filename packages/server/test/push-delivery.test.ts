/**
 * Push delivery end to end: the built server as a process, trusting a local HTTPS push service through
 * NODE_EXTRA_CA_CERTS (read by Node only at start, hence the process) with PUSH_ALLOW_LOCAL_ENDPOINTS=true. The
 * receiver checks the VAPID header as a push service does and decrypts the aes128gcm body as a browser does; a
 * device whose push service answers 410 disappears from the list.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema, type PushSubscriptionView } from '@wellness/contract';
import { HTTP_APP_URL, signedInOverHttp, type HttpUser } from './support/http-user.js';
import { decryptPayload, makeCertificate, makeSubscriber, startReceiver, verifyVapid, type Receiver } from './support/push-receiver.js';
import { exitWithin, mainIsBuilt, scratchDir, spawnServer, type ServerProcess } from './support/server-process.js';

describe.runIf(mainIsBuilt)('Web Push delivery to a local HTTPS push service', () => {
  let server: ServerProcess;
  let receiver: Receiver;
  let user: HttpUser;

  beforeAll(async () => {
    const dir = scratchDir('push');
    const certificate = makeCertificate(dir);
    receiver = await startReceiver(certificate);
    const outboxDir = join(dir, 'outbox');
    server = await spawnServer(
      {
        DATABASE_URL: `file:${join(dir, 'wellness.db')}`,
        APP_URL: HTTP_APP_URL,
        MAIL_OUTBOX_DIR: outboxDir,
        NODE_EXTRA_CA_CERTS: certificate.certPath,
        PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      },
      dir,
    );
    user = await signedInOverHttp(server.origin, outboxDir);
  });
  afterAll(async () => {
    server.kill('SIGTERM');
    await exitWithin(server, 30_000);
    await receiver.close();
  });

  it('signs with VAPID, encrypts with aes128gcm, and forgets a device its push service says is gone', async () => {
    const keyResponse = await user.call(server.origin, 'GET', '/api/push/public-key');
    expect(keyResponse.status).toBe(200);
    const { publicKey } = keyResponse.body as { publicKey: string };

    const device = makeSubscriber();
    const goneDevice = makeSubscriber();
    const endpoint = receiver.endpoint('ok');
    const goneEndpoint = receiver.endpoint('gone');
    for (const [url, subscriber] of [
      [endpoint, device],
      [goneEndpoint, goneDevice],
    ] as const) {
      const subscribed = await user.call(server.origin, 'POST', '/api/push/subscriptions', { endpoint: url, keys: subscriber.keys });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    }

    const sentAt = Date.now();
    const test = await user.call(server.origin, 'POST', '/api/push/test');
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body).toEqual({ sent: 1, failed: 1 });

    expect(receiver.received.map((r) => r.path).sort()).toEqual([new URL(endpoint).pathname, new URL(goneEndpoint).pathname].sort());
    const message = receiver.received.find((r) => r.path === new URL(endpoint).pathname);
    if (!message) throw new Error('the push service got no message for the device');

    const vapid = await verifyVapid(message.headers['authorization'] as string | undefined, receiver.origin);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims.sub).toBe('mailto:no-reply@wellness.test');
    expect((vapid.claims.exp ?? 0) * 1000).toBeGreaterThan(sentAt);
    expect((vapid.claims.exp ?? 0) * 1000).toBeLessThanOrEqual(sentAt + 24 * 60 * 60 * 1000 + 60_000);

    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['ttl']).toBe('60');
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPayload(message.body, device)));
    expect(payload).toMatchObject({ kind: 'test', title: 'Test notification', tag: 'test' });
    // Another device's keys cannot read it.
    expect(() => decryptPayload(message.body, goneDevice)).toThrow();

    const list = await user.call(server.origin, 'GET', '/api/push/subscriptions');
    const subscriptions = (list.body as { subscriptions: PushSubscriptionView[] }).subscriptions;
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.lastSuccessAt).not.toBeNull();
    // The log names the push service's host, never the endpoint's secret path.
    expect(server.output()).not.toContain(new URL(goneEndpoint).pathname);
    expect(server.output()).toContain('push subscription gone; deleted');
  });
});
