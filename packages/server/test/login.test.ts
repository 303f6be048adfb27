/** Sign-in, the bearer-token guard, refresh rotation with reuse detection, and logout. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { createPasswordHasher, type PasswordHasher } from '../src/features/account/password-hasher.js';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, registerUser, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from './support/test-app.js';

describeEachDatabase('sign-in and sessions', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('signs in with {accessToken, user} and an httpOnly SameSite=Strict refresh cookie scoped to /api/auth', async () => {
    const user = await registerVerifiedUser(app);
    const response = await new Client(app).post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; user: { id: string; name: string; email: string } }>();
    expect(body.user).toEqual({ id: expect.any(String), name: user.name, email: user.email });

    const header = decodeProtectedHeader(body.accessToken);
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(body.accessToken);
    expect(claims.sub).toBe(body.user.id);
    expect(claims['typ']).toBe('access');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);

    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
    const stored = await app.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(cookie?.value);
    // The hint the page reads to know a session may be restored: no secret, same lifetime.
    expect(response.cookies.find((c) => c.name === 'has_session')).toMatchObject({ value: '1', path: '/', sameSite: 'Strict', maxAge: 30 * 24 * 3600 });
    expect(response.cookies.find((c) => c.name === 'has_session')?.httpOnly).toBeFalsy();
  });

  it('gives a wrong password and an unknown address the same 401 body', async () => {
    const user = await registerVerifiedUser(app);
    const wrongPassword = await new Client(app).post('/api/auth/login', { email: user.email, password: 'Wrong-password-1' });
    const unknown = await new Client(app).post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'Wrong-password-1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({ error: AUTH_SERVER_MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' });
  });

  it('refuses sign-in with 403 until the e-mail is verified', async () => {
    const user = await registerUser(app);
    const response = await new Client(app).post('/api/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.verifyBeforeSignIn, code: 'FORBIDDEN' });
  });

  it('requires a valid bearer token on protected calls and sets request.user from it', async () => {
    const user = await registerVerifiedUser(app);
    const { client, accessToken } = await signIn(app, user);
    const me = await client.get('/api/auth/me', accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);

    const missing = await client.get('/api/auth/me');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: AUTH_SERVER_MESSAGES.accessTokenRequired, code: 'UNAUTHORIZED' });
    const forged = await client.get('/api/auth/me', `${accessToken.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: AUTH_SERVER_MESSAGES.accessTokenInvalid, code: 'UNAUTHORIZED' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${accessToken.split('.')[1]}.`;
    expect((await client.get('/api/auth/me', unsigned)).statusCode).toBe(401);
  });

  it('expires access tokens after 15 minutes', async () => {
    const user = await registerVerifiedUser(app);
    const { client, accessToken } = await signIn(app, user);
    app.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await client.get('/api/auth/me', accessToken)).statusCode).toBe(401);
    } finally {
      app.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('rotates the refresh token on every refresh and stores only hashes', async () => {
    const user = await registerVerifiedUser(app);
    const { client } = await signIn(app, user);
    const first = client.cookie;
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ accessToken: expect.any(String), user: { email: user.email } });
    expect(client.cookie).toBeDefined();
    expect(client.cookie).not.toBe(first);
    const me = await client.get('/api/auth/me', refreshed.json().accessToken);
    expect(me.statusCode).toBe(200);
  });

  it('answers a rotated token within 10 seconds with a fresh token of the same login (two tabs)', async () => {
    const user = await registerVerifiedUser(app);
    const { client: tabA } = await signIn(app, user);
    const tabB = new Client(app);
    tabB.cookie = tabA.cookie;
    expect((await tabA.post('/api/auth/refresh')).statusCode).toBe(200);
    app.clock.advance(5_000);
    const late = await tabB.post('/api/auth/refresh');
    expect(late.statusCode).toBe(200);
    // Both tabs keep working.
    expect((await tabA.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await tabB.post('/api/auth/refresh')).statusCode).toBe(200);
  });

  it('answers a replay within the grace with the same successor, so no second live token chain grows', async () => {
    const user = await registerVerifiedUser(app);
    const { client: victim } = await signIn(app, user);
    const stolen = victim.cookie;
    expect((await victim.post('/api/auth/refresh')).statusCode).toBe(200);
    const successor = victim.cookie;
    const thief = new Client(app);
    thief.cookie = stolen;
    app.clock.advance(5_000);
    expect((await thief.post('/api/auth/refresh')).statusCode).toBe(200);
    expect(thief.cookie).toBe(successor);
    const session = await app.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', (await app.db.selectFrom('users').select('id').where('email', '=', user.email.toLowerCase()).executeTakeFirstOrThrow()).id)
      .executeTakeFirstOrThrow();
    const live = await app.db.selectFrom('refresh_tokens').select('id').where('session_id', '=', session.id).where('rotated_at', 'is', null).execute();
    expect(live).toHaveLength(1);
    // Whoever uses the shared successor first rotates it; the other, past the grace, ends the login for both.
    expect((await victim.post('/api/auth/refresh')).statusCode).toBe(200);
    app.clock.advance(11_000);
    expect((await thief.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await victim.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('revokes the whole login when a rotated token is presented after the grace', async () => {
    const user = await registerVerifiedUser(app);
    const { client: victim, accessToken } = await signIn(app, user);
    const thief = new Client(app);
    thief.cookie = victim.cookie;
    expect((await victim.post('/api/auth/refresh')).statusCode).toBe(200);
    app.clock.advance(11_000);
    const reuse = await thief.post('/api/auth/refresh');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: AUTH_SERVER_MESSAGES.refreshInvalid, code: 'UNAUTHORIZED' });
    // The legitimate holder's newer token and access token die with the family.
    expect((await victim.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await victim.get('/api/auth/me', accessToken)).statusCode).toBe(401);
  });

  it('refuses refresh and logout from a foreign, empty or missing Origin', async () => {
    const user = await registerVerifiedUser(app);
    const { client } = await signIn(app, user);
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const foreign = await client.post(url, undefined, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ error: AUTH_SERVER_MESSAGES.originRejected, code: 'FORBIDDEN' });
      for (const origin of ['', 'null']) expect((await client.post(url, undefined, { origin })).statusCode, origin).toBe(403);
      const none = await app.server.inject({ method: 'POST', url, headers: { cookie: client.cookie ?? '' } });
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({ error: AUTH_SERVER_MESSAGES.originRejected, code: 'FORBIDDEN' });
    }
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(200);
  });

  it('refuses refresh without a cookie or after the 30-day lifetime', async () => {
    const noCookie = await new Client(app).post('/api/auth/refresh');
    expect(noCookie.statusCode).toBe(401);
    const user = await registerVerifiedUser(app);
    const { client } = await signIn(app, user);
    app.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
    } finally {
      app.clock.advance(-(30 * 24 * 3600 * 1000 + 1000));
    }
  });

  it('logout revokes the login: refresh and the access token stop working, the cookie is cleared', async () => {
    const user = await registerVerifiedUser(app);
    const { client, accessToken } = await signIn(app, user);
    const saved = client.cookie;
    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect(logout.cookies.find((c) => c.name === 'has_session')?.value).toBe('');
    client.cookie = saved;
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await client.get('/api/auth/me', accessToken)).statusCode).toBe(401);
  });
});

describeEachDatabase('sign-in timing', (database) => {
  it('spends one full Argon2 verification on unknown addresses, as on known ones', async () => {
    const real = createPasswordHasher();
    const calls: string[] = [];
    const counting: PasswordHasher = {
      hash: (p) => real.hash(p),
      verify: (h, p) => (calls.push('verify'), real.verify(h, p)),
      verifyAgainstDummy: (p) => (calls.push('dummy'), real.verifyAgainstDummy(p)),
    };
    const app = await createTestApp(database, {}, { hasher: counting });
    try {
      const user = await registerVerifiedUser(app);
      calls.length = 0;
      await new Client(app).post('/api/auth/login', { email: user.email, password: 'Wrong-password-1' });
      expect(calls).toEqual(['verify']);
      calls.length = 0;
      await new Client(app).post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'Wrong-password-1' });
      expect(calls).toEqual(['dummy']);
    } finally {
      await app.close();
    }
  });
});

describe('password hasher', () => {
  it('bounds concurrent hashing and refuses work beyond its queue with 503', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxQueue: 1 });
    const results = await Promise.allSettled([hasher.hash('a'), hasher.hash('b'), hasher.hash('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const rejected = results[2] as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ kind: 'unavailable', message: AUTH_SERVER_MESSAGES.serverBusy });
  });
});

describeEachDatabase('a short JWT_SECRET', (database) => {
  it('starts, signs in and refreshes with it (api-decisions §1 sets no minimum; the start warns)', async () => {
    const app = await createTestApp(database, { JWT_SECRET: 'test-secret' });
    try {
      const user = await registerVerifiedUser(app);
      const { client, accessToken } = await signIn(app, user);
      expect((await client.get('/api/auth/me', accessToken)).statusCode).toBe(200);
      const refreshed = await client.post('/api/auth/refresh');
      expect(refreshed.statusCode).toBe(200);
      expect((await client.get('/api/auth/me', refreshed.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
