/** Two server processes on one PostgreSQL: sessions, rotation and reuse detection are shared, not per process. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases.js';
import { ManualClock } from '../src/lib/clock.js';
import { Client, createTestApp, registerVerifiedUser, signIn, type TestApp } from './support/test-app.js';

const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.runIf(postgres)('two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  const clock = new ManualClock();
  beforeAll(async () => {
    if (!postgres) return;
    // No JWT_SECRET: both must agree on the one generated and kept in the database.
    first = await createTestApp(postgres, {}, { clock });
    second = await createTestApp(postgres, {}, { clock });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('signs in on one, refreshes on the other, and catches a reused token across them', async () => {
    const user = await registerVerifiedUser(first);
    const { client: onFirst, accessToken } = await signIn(first, user);
    // The access token issued by the first instance is accepted by the second.
    expect((await new Client(second).get('/api/auth/me', accessToken)).statusCode).toBe(200);

    const stolenCookie = onFirst.cookie;
    const onSecond = new Client(second);
    onSecond.cookie = onFirst.cookie;
    const refreshed = await onSecond.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);

    clock.advance(11_000);
    const replay = new Client(first);
    replay.cookie = stolenCookie;
    expect((await replay.post('/api/auth/refresh')).statusCode).toBe(401);
    // The family is revoked everywhere: the second instance refuses the newest token too.
    expect((await onSecond.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('shares sign-in failure counters between instances', async () => {
    const user = await registerVerifiedUser(first);
    const wrong = { email: user.email, password: 'Not-the-password-1' };
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await new Client(app).post('/api/auth/login', wrong)).statusCode).toBe(401);
    }
    expect((await new Client(second).post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(429);
  });
});
