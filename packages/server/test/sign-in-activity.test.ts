/**
 * Sign-in activity: the user's live logins with their browser and times, signing one or all other logins out
 * (effective at once for both the access token and the refresh cookie), and nothing reachable of another user.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGN_IN_ACTIVITY_MESSAGES, UNKNOWN_BROWSER, type SignInSession } from '@wellness/contract';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';
import { latestTokenFor } from './support/outbox.js';
import { Client, createTestApp, registerVerifiedUser, type RegisteredUser, type TestApp } from './support/test-app.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** One browser: its own cookie jar and User-Agent, and the access token of its latest sign-in or refresh. */
interface Device {
  client: Client;
  userAgent: string;
  accessToken: string;
}

async function signInFrom(app: TestApp, user: RegisteredUser, userAgent: string): Promise<Device> {
  const client = new Client(app);
  const response = await client.post('/api/auth/login', { email: user.email, password: user.password }, { 'user-agent': userAgent });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { client, userAgent, accessToken: response.json<{ accessToken: string }>().accessToken };
}

function call(device: Device, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return device.client.request({ method, url, headers: { authorization: `Bearer ${device.accessToken}`, 'user-agent': device.userAgent } });
}

async function sessionsSeenBy(device: Device): Promise<SignInSession[]> {
  const response = await call(device, 'GET', '/api/auth/sessions');
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: SignInSession[] }>().sessions;
}

async function refresh(device: Device): Promise<number> {
  const response = await device.client.post('/api/auth/refresh', undefined, { 'user-agent': device.userAgent });
  if (response.statusCode === 200) device.accessToken = response.json<{ accessToken: string }>().accessToken;
  return response.statusCode;
}

const MINUTE = 60_000;

describeEachDatabase('sign-in activity', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('lists each live login with its browser, sign-in and last use, newest use first, and marks the current one', async () => {
    const user = await registerVerifiedUser(app);
    const signedInAt = app.clock.now().toISOString();
    const laptop = await signInFrom(app, user, CHROME_ON_WINDOWS);
    app.clock.advance(MINUTE);
    const desktop = await signInFrom(app, user, FIREFOX_ON_LINUX);
    const desktopSignedInAt = app.clock.now().toISOString();

    const seenByLaptop = await sessionsSeenBy(laptop);
    expect(seenByLaptop).toEqual([
      { id: expect.any(String), browser: 'Firefox on Linux', createdAt: desktopSignedInAt, lastUsedAt: desktopSignedInAt, current: false },
      { id: expect.any(String), browser: 'Chrome on Windows', createdAt: signedInAt, lastUsedAt: signedInAt, current: true },
    ]);
    const seenByDesktop = await sessionsSeenBy(desktop);
    expect(seenByDesktop.map((s) => [s.browser, s.current])).toEqual([
      ['Firefox on Linux', true],
      ['Chrome on Windows', false],
    ]);
    // The summary is all that is kept of the header.
    const stored = await app.db.selectFrom('auth_sessions').selectAll().where('id', '=', seenByLaptop[1]!.id).executeTakeFirstOrThrow();
    expect(Object.values(stored)).not.toContain(CHROME_ON_WINDOWS);
    expect(stored.browser).toBe('Chrome on Windows');
  });

  it("moves a login's last use when it refreshes, not on every request, and reorders the list", async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await signInFrom(app, user, CHROME_ON_WINDOWS);
    app.clock.advance(MINUTE);
    const phone = await signInFrom(app, user, SAFARI_ON_IOS);

    app.clock.advance(5 * MINUTE);
    expect((await call(laptop, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const [first] = await sessionsSeenBy(phone);
    expect(first).toMatchObject({ browser: 'Safari on iOS', current: true });

    app.clock.advance(MINUTE);
    expect(await refresh(laptop)).toBe(200);
    const refreshedAt = app.clock.now().toISOString();
    const list = await sessionsSeenBy(phone);
    expect(list.map((s) => s.browser)).toEqual(['Chrome on Windows', 'Safari on iOS']);
    expect(list[0]).toMatchObject({ lastUsedAt: refreshedAt, current: false });
    expect(list[0]!.createdAt < refreshedAt).toBe(true);
  });

  it('signs every other login out at once: their access tokens and refresh cookies get 401, the current one keeps working', async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await signInFrom(app, user, CHROME_ON_WINDOWS);
    const desktop = await signInFrom(app, user, FIREFOX_ON_LINUX);
    const phone = await signInFrom(app, user, SAFARI_ON_IOS);

    const response = await call(laptop, 'POST', '/api/auth/sessions/revoke-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });

    for (const other of [desktop, phone]) {
      expect((await call(other, 'GET', '/api/auth/me')).statusCode).toBe(401);
      expect((await call(other, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
      expect(await refresh(other)).toBe(401);
    }
    expect((await call(laptop, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await refresh(laptop)).toBe(200);
    expect((await sessionsSeenBy(laptop)).map((s) => [s.browser, s.current])).toEqual([['Chrome on Windows', true]]);

    const again = await call(laptop, 'POST', '/api/auth/sessions/revoke-others');
    expect(again.json()).toEqual({ revoked: 0 });
  });

  it('signs one other login out and leaves the rest alone', async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await signInFrom(app, user, CHROME_ON_WINDOWS);
    const desktop = await signInFrom(app, user, FIREFOX_ON_LINUX);
    const phone = await signInFrom(app, user, SAFARI_ON_IOS);
    const phoneId = (await sessionsSeenBy(laptop)).find((s) => s.browser === 'Safari on iOS')?.id;

    const response = await call(laptop, 'DELETE', `/api/auth/sessions/${phoneId}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await call(phone, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await refresh(phone)).toBe(401);
    expect((await call(desktop, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await sessionsSeenBy(laptop)).map((s) => s.browser).sort()).toEqual(['Chrome on Windows', 'Firefox on Linux']);

    // Already ended: no longer one of the user's live logins.
    const twice = await call(laptop, 'DELETE', `/api/auth/sessions/${phoneId}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: SIGN_IN_ACTIVITY_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('refuses to end the login in use with 400 (Logout does that), and it keeps working', async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await signInFrom(app, user, CHROME_ON_WINDOWS);
    const [current] = await sessionsSeenBy(laptop);

    const response = await call(laptop, 'DELETE', `/api/auth/sessions/${current!.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SIGN_IN_ACTIVITY_MESSAGES.currentLogin, code: 'VALIDATION_FAILED' });
    expect((await call(laptop, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await refresh(laptop)).toBe(200);
  });

  it("answers 404 for another user's login or an unknown id, and changes nothing", async () => {
    const owner = await registerVerifiedUser(app);
    const ownerDevice = await signInFrom(app, owner, FIREFOX_ON_LINUX);
    const [ownerLogin] = await sessionsSeenBy(ownerDevice);
    const intruder = await signInFrom(app, await registerVerifiedUser(app), CHROME_ON_WINDOWS);

    const foreign = await call(intruder, 'DELETE', `/api/auth/sessions/${ownerLogin!.id}`);
    const unknown = await call(intruder, 'DELETE', `/api/auth/sessions/${crypto.randomUUID()}`);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);

    const others = await call(intruder, 'POST', '/api/auth/sessions/revoke-others');
    expect(others.json()).toEqual({ revoked: 0 });
    expect(await sessionsSeenBy(intruder)).toHaveLength(1);

    const row = await app.db.selectFrom('auth_sessions').select(['revoked_at']).where('id', '=', ownerLogin!.id).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
    expect(await sessionsSeenBy(ownerDevice)).toEqual([ownerLogin]);
    expect(await refresh(ownerDevice)).toBe(200);
  });

  it('bounds the id and requires a signed-in user on every call', async () => {
    const device = await signInFrom(app, await registerVerifiedUser(app), CHROME_ON_WINDOWS);
    const long = await call(device, 'DELETE', `/api/auth/sessions/${'x'.repeat(65)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: expect.any(String) });

    const anonymous = new Client(app);
    expect((await anonymous.get('/api/auth/sessions')).statusCode).toBe(401);
    expect((await anonymous.request({ method: 'POST', url: '/api/auth/sessions/revoke-others' })).statusCode).toBe(401);
    expect((await anonymous.request({ method: 'DELETE', url: `/api/auth/sessions/${crypto.randomUUID()}` })).statusCode).toBe(401);
    // Authentication comes before validation: a caller without a token learns nothing about what is valid.
    expect((await anonymous.request({ method: 'DELETE', url: `/api/auth/sessions/${'x'.repeat(65)}` })).statusCode).toBe(401);
  });

  it('does not list logins that logged out or expired, and shows a missing User-Agent as an unknown browser', async () => {
    const user = await registerVerifiedUser(app);
    const old = await signInFrom(app, user, SAFARI_ON_IOS);
    const left = await signInFrom(app, user, FIREFOX_ON_LINUX);
    expect((await left.client.post('/api/auth/logout')).statusCode).toBe(200);

    const thirtyOneDays = 31 * 24 * 60 * MINUTE;
    app.clock.advance(thirtyOneDays);
    try {
      const client = new Client(app);
      const response = await client.post('/api/auth/login', { email: user.email, password: user.password });
      const fresh: Device = { client, userAgent: '', accessToken: response.json<{ accessToken: string }>().accessToken };
      const list = await sessionsSeenBy(fresh);
      expect(list.map((s) => [s.browser, s.current])).toEqual([[UNKNOWN_BROWSER, true]]);
      expect(await refresh(old)).toBe(401);
    } finally {
      app.clock.advance(-thirtyOneDays);
    }
  });

  it('ends every login on a password reset, so none of them is listed afterwards', async () => {
    const user = await registerVerifiedUser(app);
    await signInFrom(app, user, CHROME_ON_WINDOWS);
    await signInFrom(app, user, SAFARI_ON_IOS);
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const token = await latestTokenFor(app.outboxDir, user.email, '/reset-password');
    const newPassword = 'Brand-New-Secret-7!';
    expect((await new Client(app).post('/api/auth/reset-password', { token, password: newPassword })).statusCode).toBe(200);

    const after = await signInFrom(app, { ...user, password: newPassword }, FIREFOX_ON_LINUX);
    expect((await sessionsSeenBy(after)).map((s) => [s.browser, s.current])).toEqual([['Firefox on Linux', true]]);
  });

  it('migrates logins made before browsers were recorded: unknown browser, last use = sign-in time', async () => {
    const fresh = await freshDatabase(database);
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0005'));
      await migrateToLatest(fresh.db, before);
      const createdAt = '2026-01-02T03:04:05.000Z';
      await fresh.db
        .insertInto('users')
        .values({
          id: 'u1',
          name: 'Old',
          email: 'old@example.test',
          password_hash: 'x',
          email_verified_at: createdAt,
          timezone: 'UTC',
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      // Only the columns that existed before 0005.
      await sql`insert into auth_sessions (id, user_id, created_at, expires_at) values ('s1', 'u1', ${createdAt}, '2026-02-01T03:04:05.000Z')`.execute(
        fresh.db,
      );
      expect(await migrateToLatest(fresh.db)).toEqual(Object.keys(migrations).filter((name) => name >= '0005'));
      const row = await fresh.db.selectFrom('auth_sessions').select(['browser', 'last_used_at']).where('id', '=', 's1').executeTakeFirstOrThrow();
      expect(row).toEqual({ browser: null, last_used_at: createdAt });
    } finally {
      await fresh.dispose();
    }
  });
});
