/**
 * Web Push over the API: the public key, subscribing (upsert by endpoint, the device name from the body or the
 * User-Agent, the cap), listing and deleting (another user's subscription is 404), bad bodies, the endpoint rule
 * (https only, no loopback or private addresses, by IP literal or by a hostname resolving there), and the
 * notification buttons' endpoint with a good, an expired, a forged and a wrong-kind token.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_LIMITS, PUSH_MESSAGES, type PushSubscriptionView } from '@wellness/contract';
import { SignJWT } from 'jose';
import { createActionTokens } from '../src/features/push/action-token.js';
import { resolvePushKeys } from '../src/features/push/push-keys.js';
import type { OccurrenceActions } from '../src/features/push/service.js';
import { insertSecretIfMissing } from '../src/features/server-secrets/repository.js';
import type { Owner } from '../src/lib/owner.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';

/** A browser's subscription JSON; 8.8.8.8 is a public IP literal, so no DNS is needed (nothing is sent here). */
function subscriptionJson(endpoint = `https://8.8.8.8/push/${randomBytes(12).toString('base64url')}`) {
  return { endpoint, expirationTime: null, keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

function subscribe(user: SignedIn, body: unknown, userAgent?: string) {
  return user.client.request({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: `Bearer ${user.accessToken}`, ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: body as object,
  });
}

async function devicesOf(user: SignedIn): Promise<PushSubscriptionView[]> {
  const response = await user.call('GET', '/api/push/subscriptions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ subscriptions: PushSubscriptionView[] }>().subscriptions;
}

async function userIdOf(user: SignedIn): Promise<string> {
  const me = await user.call('GET', '/api/auth/me');
  expect(me.statusCode, me.body).toBe(200);
  return me.json<{ user: { id: string } }>().user.id;
}

/** What the fake reminders service was asked to do. */
type Call = [action: string, owner: Owner, occurrenceId: string, extra: number | string | null];

function recordingActions(calls: Call[]): OccurrenceActions {
  return {
    take: async (owner, occurrenceId) => calls.push(['take', owner, occurrenceId, null]),
    snooze: async (owner, occurrenceId, minutes) => calls.push(['snooze', owner, occurrenceId, minutes]),
    skip: async (owner, occurrenceId, reason) => calls.push(['skip', owner, occurrenceId, reason]),
  };
}

describeEachDatabase('push subscriptions', (database) => {
  let app: TestApp;
  let localApp: TestApp;
  const calls: Call[] = [];

  beforeAll(async () => {
    app = await createTestApp(database, {}, { occurrenceActions: recordingActions(calls) });
    localApp = await createTestApp(database, { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' });
  });
  afterAll(async () => {
    await app.close();
    await localApp.close();
  });

  it('gives signed-in users the VAPID public key, the same on every start', async () => {
    const user = await signedInUser(app);
    expect((await user.client.get('/api/push/public-key')).statusCode).toBe(401);
    const response = await user.call('GET', '/api/push/public-key');
    expect(response.statusCode, response.body).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    // An uncompressed P-256 point: 65 bytes, the first 0x04.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    const again = await localApp.server.inject({
      method: 'GET',
      url: '/api/push/public-key',
      headers: { authorization: `Bearer ${(await signedInUser(localApp)).accessToken}` },
    });
    expect(again.json<{ publicKey: string }>().publicKey).toBe(publicKey);
  });

  it('subscribes a device named from its User-Agent, and lists it without the endpoint’s secret path', async () => {
    const user = await signedInUser(app);
    const body = subscriptionJson();
    const created = await subscribe(user, body, ANDROID_CHROME);
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json<PushSubscriptionView>();
    expect(view).toMatchObject({ deviceName: 'Chrome on Android', endpointHost: '8.8.8.8', lastSuccessAt: null });
    expect(JSON.stringify(await devicesOf(user))).not.toContain(new URL(body.endpoint).pathname);
    expect(await devicesOf(user)).toEqual([view]);
  });

  it('takes the device name from the body when given', async () => {
    const user = await signedInUser(app);
    const created = await subscribe(user, { ...subscriptionJson(), deviceName: '  Work laptop ' }, ANDROID_CHROME);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<PushSubscriptionView>().deviceName).toBe('Work laptop');
  });

  it('updates, not duplicates, a browser subscribing again with the same endpoint', async () => {
    const user = await signedInUser(app);
    const body = subscriptionJson();
    const first = (await subscribe(user, body)).json<PushSubscriptionView>();
    const again = await subscribe(user, { ...subscriptionJson(body.endpoint), deviceName: 'Renamed' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PushSubscriptionView>()).toMatchObject({ id: first.id, deviceName: 'Renamed' });
    expect(await devicesOf(user)).toHaveLength(1);
  });

  it(`caps a user at ${PUSH_LIMITS.subscriptionsPerUser} devices with the contract's message, yet lets one already there renew`, async () => {
    const user = await signedInUser(app);
    const bodies = Array.from({ length: PUSH_LIMITS.subscriptionsPerUser }, () => subscriptionJson());
    for (const body of bodies) expect((await subscribe(user, body)).statusCode).toBe(201);
    const over = await subscribe(user, subscriptionJson());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: PUSH_MESSAGES.tooMany });
    expect((await subscribe(user, subscriptionJson(bodies[0]?.endpoint))).statusCode).toBe(200);
    expect(await devicesOf(user)).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
  });

  it('deletes only the owner’s subscription: another user’s id answers 404 like an unknown one', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const { id } = (await subscribe(owner, subscriptionJson())).json<PushSubscriptionView>();
    const foreign = await other.call('DELETE', `/api/push/subscriptions/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: PUSH_MESSAGES.notFound });
    expect((await other.call('DELETE', '/api/push/subscriptions/no-such-id')).json()).toEqual(foreign.json());
    expect(await devicesOf(owner)).toHaveLength(1);
    expect(await devicesOf(other)).toEqual([]);
    expect((await owner.call('DELETE', `/api/push/subscriptions/${id}`)).statusCode).toBe(204);
    expect(await devicesOf(owner)).toEqual([]);
    expect((await owner.call('DELETE', `/api/push/subscriptions/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 and the field in details', async () => {
    const user = await signedInUser(app);
    const good = subscriptionJson();
    const cases: Array<[unknown, string]> = [
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: `https://8.8.8.8/${'x'.repeat(PUSH_LIMITS.endpointMax)}` }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'has spaces and +/' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: '' } }, 'keys.auth'],
      [{ ...good, deviceName: 'x'.repeat(PUSH_LIMITS.deviceNameMax + 1) }, 'deviceName'],
    ];
    for (const [body, path] of cases) {
      const response = await subscribe(user, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = response.json<{ error: string; code: string; details: Array<{ path: string }> }>();
      expect(error.code).toBeTruthy();
      expect(error.details.map((d) => d.path)).toContain(path);
    }
    expect(await devicesOf(user)).toEqual([]);
  });

  it.each([
    ['http://8.8.8.8/push/x', 'not https'],
    ['https://127.0.0.1/push/x', 'loopback'],
    ['https://[::1]/push/x', 'loopback'],
    ['https://[::ffff:10.0.0.1]/push/x', 'IPv4-mapped private'],
    ['https://192.168.1.20:8443/push/x', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://100.64.0.1/push/x', 'carrier-grade NAT'],
    ['https://localhost/push/x', 'loopback'],
  ])('refuses the endpoint %s (%s)', async (endpoint, reason) => {
    const user = await signedInUser(app);
    const response = await subscribe(user, subscriptionJson(endpoint));
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json<{ error: string; details: Array<{ path: string; message: string }> }>();
    expect(error.error).toBe(PUSH_MESSAGES.endpointNotAllowed);
    expect(error.details).toEqual([{ path: 'endpoint', message: expect.stringContaining(reason) as string }]);
    expect(await devicesOf(user)).toEqual([]);
  });

  it('accepts local https endpoints with PUSH_ALLOW_LOCAL_ENDPOINTS=true, never plain http', async () => {
    const user = await signedInUser(localApp);
    expect((await subscribe(user, subscriptionJson('https://127.0.0.1:8443/push/x'))).statusCode).toBe(201);
    const http = await subscribe(user, subscriptionJson('http://127.0.0.1:8080/push/x'));
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ error: PUSH_MESSAGES.endpointNotAllowed });
  });

  it('sends a test message to nobody when no device is subscribed', async () => {
    const user = await signedInUser(app);
    const response = await user.call('POST', '/api/push/test');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: 0, failed: 0 });
  });

  describe('notification buttons', () => {
    /** The app's own action tokens, from the key it keeps in server_secrets. */
    async function appTokens() {
      const keys = await resolvePushKeys({ insertIfMissing: (key, value) => insertSecretIfMissing(app.db, key, value) }, 'mailto:test@example.test');
      return { tokens: createActionTokens(keys.actionKey, app.clock), key: keys.actionKey };
    }
    const act = (token: string, action: string) => app.server.inject({ method: 'POST', url: '/api/push/actions', payload: { token, action } });

    it('takes, snoozes 15 minutes and skips the token’s dose for the token’s user, with no session', async () => {
      const user = await signedInUser(app, { timezone: 'Europe/Berlin' });
      const userId = await userIdOf(user);
      const { tokens } = await appTokens();
      const token = await tokens.issue({ userId, occurrenceId: 'occ-1' }, new Date(app.clock.now().getTime() + 60 * 60 * 1000));
      calls.length = 0;
      for (const action of ['take', 'snooze', 'skip']) {
        const response = await act(token, action);
        expect(response.statusCode, response.body).toBe(204);
      }
      const owner = { id: userId, timezone: 'Europe/Berlin' };
      expect(calls).toEqual([
        ['take', owner, 'occ-1', null],
        ['snooze', owner, 'occ-1', 15],
        ['skip', owner, 'occ-1', null],
      ]);
    });

    it('refuses an expired, a forged and a wrong-kind token with 401 and the contract’s message', async () => {
      const user = await signedInUser(app);
      const userId = await userIdOf(user);
      const { tokens, key } = await appTokens();
      const expired = await tokens.issue({ userId, occurrenceId: 'occ-2' }, new Date(app.clock.now().getTime() + 60_000));
      app.clock.advance(61_000);
      const forged = await createActionTokens(randomBytes(32), app.clock).issue(
        { userId, occurrenceId: 'occ-2' },
        new Date(app.clock.now().getTime() + 60_000),
      );
      // Signed with the right key but not an action token (no audience, no occurrence): an access token's shape.
      const wrongKind = await new SignJWT({ typ: 'access', sid: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime(Math.floor(app.clock.now().getTime() / 1000) + 600)
        .sign(key);
      calls.length = 0;
      for (const token of [expired, forged, wrongKind, 'not-a-jwt', user.accessToken]) {
        const response = await act(token, 'take');
        expect(response.statusCode, token.slice(0, 20)).toBe(401);
        expect(response.json()).toMatchObject({ error: PUSH_MESSAGES.actionInvalid });
      }
      expect(calls).toEqual([]);
    });

    it('refuses a token whose user deleted the account', async () => {
      const user = await signedInUser(app);
      const userId = await userIdOf(user);
      const { tokens } = await appTokens();
      const token = await tokens.issue({ userId, occurrenceId: 'occ-3' }, new Date(app.clock.now().getTime() + 600_000));
      expect((await user.call('POST', '/api/settings/delete-account', { password: user.user.password })).statusCode).toBe(200);
      const response = await act(token, 'take');
      expect(response.statusCode).toBe(401);
    });

    it('refuses bad bodies with 400 before looking at the token', async () => {
      expect((await act('x', 'explode')).statusCode).toBe(400);
      expect((await app.server.inject({ method: 'POST', url: '/api/push/actions', payload: { action: 'take' } })).statusCode).toBe(400);
      const huge = await app.server.inject({ method: 'POST', url: '/api/push/actions', payload: { token: 'x'.repeat(20_000), action: 'take' } });
      expect(huge.statusCode).toBe(413);
      expect(typeof huge.json<{ error: unknown }>().error).toBe('string');
    });

    it('with the real reminders service, a button takes the dose once, and its snooze and skip answer the occurrence', async () => {
      const user = await signedInUser(localApp, { timezone: 'UTC' });
      const userId = await userIdOf(user);
      const item = (await user.call('POST', '/api/supplements', { name: 'Button Magnesium', dosage: 200, unit: 'mg', remainingSupply: 10 })).json<{
        id: string;
      }>();
      const dueSince = new Date(localApp.clock.now().getTime() - 5 * 60_000).toISOString();
      const put = await user.call('PUT', `/api/schedules/${item.id}`, {
        kind: 'fixed',
        times: [dueSince.slice(11, 16)],
        weekdays: null,
        everyNDays: null,
        amount: null,
        startDate: '2020-01-01',
        endDate: null,
        reminders: { enabled: true, channels: ['push'], repeatEveryMinutes: 15, giveUpAfterMinutes: 60, quietHours: null },
        refillLeadDays: 7,
      });
      expect(put.statusCode, put.body).toBe(200);
      const day = (await user.call('GET', `/api/reminders/today?date=${dueSince.slice(0, 10)}`)).json<{ occurrences: Array<{ id: string; state: string }> }>();
      const [occurrence] = day.occurrences;
      expect(occurrence?.state).toBe('due');
      const keys = await resolvePushKeys({ insertIfMissing: (key, value) => insertSecretIfMissing(localApp.db, key, value) }, 'mailto:test@example.test');
      const token = await createActionTokens(keys.actionKey, localApp.clock).issue(
        { userId, occurrenceId: occurrence?.id ?? '' },
        new Date(localApp.clock.now().getTime() + 600_000),
      );
      const press = (action: string) => localApp.server.inject({ method: 'POST', url: '/api/push/actions', payload: { token, action } });
      expect((await press('snooze')).statusCode).toBe(204);
      expect((await press('take')).statusCode).toBe(204);
      expect((await press('take')).statusCode).toBe(204);
      const after = (await user.call('GET', `/api/reminders/today?date=${dueSince.slice(0, 10)}`)).json<{ occurrences: Array<{ state: string }> }>();
      expect(after.occurrences[0]?.state).toBe('taken');
      expect((await user.call('GET', `/api/supplements/${item.id}`)).json<{ remainingSupply: number; totalDoses: number }>()).toMatchObject({
        remainingSupply: 9,
        totalDoses: 1,
      });
      // Skipping a dose already taken is refused, and the button says so rather than failing silently.
      expect((await press('skip')).statusCode).toBe(409);
    });
  });
});
