/** The sign-in and mail rate limits, and RATE_LIMIT_AUTH=off. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, registerVerifiedUser, uniqueEmail, type TestApp } from './support/test-app.js';

describeEachDatabase('rate limits', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('refuses an account from its 6th consecutive failure with a growing wait, even with the right password', async () => {
    const user = await registerVerifiedUser(app);
    const wrong = { email: user.email, password: 'Not-the-password-1' };
    for (let i = 1; i <= 5; i++) {
      expect((await new Client(app).post('/api/auth/login', wrong)).statusCode, `failure ${i}`).toBe(401);
    }
    const blocked = await new Client(app).post('/api/auth/login', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: AUTH_SERVER_MESSAGES.tooManySignInFailures, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBe(30);

    app.clock.advance(31_000);
    expect((await new Client(app).post('/api/auth/login', wrong)).statusCode).toBe(401);
    const longer = await new Client(app).post('/api/auth/login', wrong);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(60);

    app.clock.advance(61_000);
    const ok = await new Client(app).post('/api/auth/login', { email: user.email, password: user.password });
    expect(ok.statusCode).toBe(200);
    // Success resets the count: five more failures are free again.
    for (let i = 1; i <= 5; i++) expect((await new Client(app).post('/api/auth/login', wrong)).statusCode).toBe(401);
  });

  it('limits one client to 30 sign-in attempts a minute', async () => {
    const client = new Client(app);
    for (let i = 0; i < 30; i++) {
      const response = await client.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-1' });
      expect(response.statusCode).toBe(401);
    }
    const limited = await client.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-1' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await new Client(app).post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-1' })).statusCode).toBe(401);
  });

  it('sends at most 5 mails an hour per address across register, forgot-password and resend', async () => {
    const email = uniqueEmail();
    const calls = [
      () => new Client(app).post('/api/auth/register', { name: 'R', email, password: 'Correct-Horse-9-Battery!' }),
      () => new Client(app).post('/api/auth/resend-verification', { email }),
      () => new Client(app).post('/api/auth/forgot-password', { email }),
      () => new Client(app).post('/api/auth/resend-verification', { email }),
      () => new Client(app).post('/api/auth/forgot-password', { email }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBeLessThan(400);
    const sixth = await new Client(app).post('/api/auth/forgot-password', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // An address with no account is limited the same way, so the limit reveals nothing.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await new Client(app).post('/api/auth/forgot-password', { email: ghost })).statusCode).toBe(200);
    expect((await new Client(app).post('/api/auth/forgot-password', { email: ghost })).statusCode).toBe(429);
  });

  it('sends at most 30 mails an hour per client address', async () => {
    const client = new Client(app);
    for (let i = 0; i < 30; i++) {
      expect((await client.post('/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
    }
    expect((await client.post('/api/auth/resend-verification', { email: uniqueEmail() })).statusCode).toBe(429);
  });
});

describeEachDatabase('rate limits switched off', (database) => {
  it('lets RATE_LIMIT_AUTH=off disable them', async () => {
    const app = await createTestApp(database, { RATE_LIMIT_AUTH: 'off' });
    try {
      const client = new Client(app);
      for (let i = 0; i < 35; i++) {
        expect((await client.post('/api/auth/forgot-password', { email: 'same@example.test' })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
