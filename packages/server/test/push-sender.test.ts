/**
 * The push sender in the server's own process: what a dose and a refill alert send (urgency, TTL, topic, the
 * action token that works on POST /api/push/actions until the window closes), the push service's answers
 * (404/410 delete, others are logged without the endpoint's secret path and counted), the time bound, and the
 * connection-time DNS guard: a host that resolves to loopback is refused before any connection, through the real
 * web-push request.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushPayloadSchema, type PushSubscriptionView } from '@wellness/contract';
import webpush, { type RequestOptions, type SendResult } from 'web-push';
import { createActionTokens } from '../src/features/push/action-token.js';
import type { ReminderAlert } from '../src/lib/reminder-alert.js';
import { resolvePushKeys, type PushKeys } from '../src/features/push/push-keys.js';
import { createPushSender, type SendNotification } from '../src/features/push/push-sender.js';
import type { OccurrenceActions } from '../src/features/push/service.js';
import { insertSecretIfMissing } from '../src/features/server-secrets/repository.js';
import { describeEachDatabase } from './support/databases.js';
import { makeCertificate, makeSubscriber, startReceiver, type Receiver } from './support/push-receiver.js';
import { scratchDir } from './support/server-process.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

interface Sent {
  endpoint: string;
  payload: string;
  options: RequestOptions;
}

/** A fake push service: answers each endpoint by the status its path names (`/status/410/…`), 201 otherwise. */
function fakePushService(sent: Sent[]): SendNotification {
  return async (subscription, payload, options) => {
    sent.push({ endpoint: subscription.endpoint, payload, options });
    const status = Number(/\/status\/(\d+)\//.exec(subscription.endpoint)?.[1] ?? 201);
    if (status === 999) return new Promise<SendResult>(() => undefined);
    if (status >= 400) throw new webpush.WebPushError('Received unexpected response code', status, {}, 'refused', subscription.endpoint);
    return { statusCode: status, body: '', headers: {} };
  };
}

function capturingLog(lines: string[]): FastifyBaseLogger {
  return Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } }).log;
}

describeEachDatabase('push sender', (database) => {
  let app: TestApp;
  let keys: PushKeys;
  const taken: string[] = [];
  const actions: OccurrenceActions = {
    take: async (_owner, occurrenceId) => taken.push(occurrenceId),
    snooze: async () => undefined,
    skip: async () => undefined,
  };

  beforeAll(async () => {
    app = await createTestApp(database, {}, { occurrenceActions: actions });
    keys = await resolvePushKeys({ insertIfMissing: (key, value) => insertSecretIfMissing(app.db, key, value) }, 'mailto:no-reply@wellness.test');
  });
  afterAll(() => app.close());

  async function deviceAt(user: SignedIn, path: string): Promise<PushSubscriptionView> {
    const subscriber = makeSubscriber();
    const response = await user.call('POST', '/api/push/subscriptions', {
      endpoint: `https://8.8.8.8${path}${randomBytes(8).toString('hex')}`,
      keys: subscriber.keys,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PushSubscriptionView>();
  }

  async function devices(user: SignedIn): Promise<PushSubscriptionView[]> {
    return (await user.call('GET', '/api/push/subscriptions')).json<{ subscriptions: PushSubscriptionView[] }>().subscriptions;
  }

  function sender(sent: Sent[], lines: string[] = [], timeoutMs?: number) {
    return createPushSender({
      db: app.db,
      clock: app.clock,
      log: capturingLog(lines),
      keys,
      actionTokens: createActionTokens(keys.actionKey, app.clock),
      allowLocal: false,
      send: fakePushService(sent),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  async function userId(user: SignedIn): Promise<string> {
    return (await user.call('GET', '/api/auth/me')).json<{ user: { id: string } }>().user.id;
  }

  it('sends a dose alert urgently, until its window closes, with a token the notification buttons can use', async () => {
    const user = await signedInUser(app);
    const id = await userId(user);
    await deviceAt(user, '/push/');
    const sent: Sent[] = [];
    const now = app.clock.now().getTime();
    const alert: ReminderAlert = {
      kind: 'dose',
      userId: id,
      occurrenceId: 'occ-dose-1',
      substanceName: 'Methylphenidate',
      amountText: '10 mg',
      scheduledAt: new Date(now).toISOString(),
      closesAt: new Date(now + 2 * 60 * 60 * 1000).toISOString(),
      refillBy: null,
      runOutDate: null,
    };
    await sender(sent).sendAlert(alert);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    if (!message) throw new Error('nothing sent');
    expect(message.options).toMatchObject({ urgency: 'high', TTL: 2 * 60 * 60, vapidDetails: keys.vapid });
    expect(message.options.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const payload = pushPayloadSchema.parse(JSON.parse(message.payload));
    expect(payload).toMatchObject({
      kind: 'dose',
      title: 'Time for Methylphenidate',
      body: '10 mg is due now.',
      occurrenceId: 'occ-dose-1',
      tag: 'dose-occ-dose-1',
    });
    if (!payload.actionToken) throw new Error('no action token');

    taken.length = 0;
    const act = () => app.server.inject({ method: 'POST', url: '/api/push/actions', payload: { token: payload.actionToken, action: 'take' } });
    expect((await act()).statusCode).toBe(204);
    expect(taken).toEqual(['occ-dose-1']);
    // The token dies with the occurrence's window.
    app.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await act()).statusCode).toBe(401);
    expect(taken).toEqual(['occ-dose-1']);
  });

  it('sends a refill alert without a token, saying when the supply runs out', async () => {
    const user = await signedInUser(app);
    await deviceAt(user, '/push/');
    const sent: Sent[] = [];
    await sender(sent).sendAlert({
      kind: 'refill',
      userId: await userId(user),
      occurrenceId: null,
      substanceName: 'Vitamin D',
      amountText: null,
      scheduledAt: app.clock.now().toISOString(),
      closesAt: app.clock.now().toISOString(),
      refillBy: '2026-12-09',
      runOutDate: '2026-12-14',
    });
    const payload = pushPayloadSchema.parse(JSON.parse(sent[0]?.payload ?? '{}'));
    expect(payload).toMatchObject({ kind: 'refill', body: 'Runs out around Dec 14; refill by Dec 9.' });
    expect(payload.actionToken).toBeUndefined();
    expect(sent[0]?.options.urgency).toBe('normal');
  });

  it('deletes devices whose push service answers 404 or 410, keeps and logs the others, and never throws', async () => {
    const user = await signedInUser(app);
    const ok = await deviceAt(user, '/push/');
    await deviceAt(user, '/status/404/');
    await deviceAt(user, '/status/410/');
    const failing = await deviceAt(user, '/status/500/');
    const sent: Sent[] = [];
    const lines: string[] = [];
    const count = await sender(sent, lines).sendToUser(
      await userId(user),
      { kind: 'test', title: 't', body: 'b', url: '/', tag: 't' },
      { urgency: 'normal', ttlSeconds: 60 },
    );
    expect(count).toEqual({ sent: 1, failed: 3 });
    const left = await devices(user);
    expect(left.map((d) => d.id).sort()).toEqual([ok.id, failing.id].sort());
    expect(left.find((d) => d.id === ok.id)?.lastSuccessAt).toBe(app.clock.now().toISOString());
    expect(left.find((d) => d.id === failing.id)?.lastSuccessAt).toBeNull();
    const log = lines.join('');
    expect(log).toContain('push send failed');
    expect(log).toContain('"status":500');
    for (const { endpoint } of sent) expect(log).not.toContain(new URL(endpoint).pathname);
  });

  it('gives up on a push service that never answers within the time bound', async () => {
    const user = await signedInUser(app);
    await deviceAt(user, '/status/999/');
    await deviceAt(user, '/push/');
    const lines: string[] = [];
    const started = Date.now();
    const count = await sender([], lines, 200).sendToUser(
      await userId(user),
      { kind: 'test', title: 't', body: 'b', url: '/', tag: 't' },
      { urgency: 'normal', ttlSeconds: 60 },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(count).toEqual({ sent: 1, failed: 1 });
    expect(lines.join('')).toContain('EPUSHTIMEOUT');
  });

  it('refuses at connection time a host that resolves to loopback, through the real web-push request', async () => {
    const user = await signedInUser(app);
    const id = await userId(user);
    const receiver: Receiver = await startReceiver(makeCertificate(scratchDir('push-guard')));
    try {
      // Stored as if DNS had said "public" when the browser subscribed: now `localhost` is 127.0.0.1 (rebinding).
      const port = new URL(receiver.origin).port;
      const subscriber = makeSubscriber();
      await app.db
        .insertInto('push_subscriptions')
        .values({
          id: randomBytes(8).toString('hex'),
          user_id: id,
          endpoint: `https://localhost:${port}/push/secret-path`,
          p256dh: subscriber.keys.p256dh,
          auth: subscriber.keys.auth,
          device_name: 'Rebound',
          created_at: app.clock.now().toISOString(),
          last_success_at: null,
        })
        .execute();
      const send = (allowLocal: boolean, lines: string[]) =>
        createPushSender({
          db: app.db,
          clock: app.clock,
          log: capturingLog(lines),
          keys,
          actionTokens: createActionTokens(keys.actionKey, app.clock),
          allowLocal,
        }).sendToUser(id, { kind: 'test', title: 't', body: 'b', url: '/', tag: 't' }, { urgency: 'normal', ttlSeconds: 60 });
      const guarded: string[] = [];
      expect(await send(false, guarded)).toEqual({ sent: 0, failed: 1 });
      expect(guarded.join('')).toContain('EPUSHADDRESS');
      // Without the guard the connection does open (and fails only on this test's untrusted certificate).
      const unguarded: string[] = [];
      expect(await send(true, unguarded)).toEqual({ sent: 0, failed: 1 });
      expect(unguarded.join('')).not.toContain('EPUSHADDRESS');
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
