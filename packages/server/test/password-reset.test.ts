/** Forgot and reset password: same answer for every address, single-use expiring links, every login ended. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { latestTokenFor, mailsTo } from './support/outbox.js';
import { Client, createTestApp, registerUser, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from './support/test-app.js';

const NEW_PASSWORD = 'Brand-New-Secret-7!';

describeEachDatabase('password reset', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const user = await registerVerifiedUser(app);
    const known = await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const ghost = uniqueEmail('ghost');
    const unknown = await new Client(app).post('/api/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: AUTH_SERVER_MESSAGES.forgotSent });
    expect(await mailsTo(app.outboxDir, ghost)).toHaveLength(0);
    const mails = await mailsTo(app.outboxDir, user.email);
    expect(mails.at(-1)?.links.some((l) => new URL(l).pathname === '/reset-password')).toBe(true);
  });

  it('resets the password once, ends every existing login, and does not sign the user in', async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await signIn(app, user);
    const phone = await signIn(app, user);
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const token = await latestTokenFor(app.outboxDir, user.email, '/reset-password');

    const reset = await new Client(app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_SERVER_MESSAGES.resetDone });
    expect(reset.cookies).toHaveLength(0);
    expect(reset.json()).not.toHaveProperty('accessToken');

    for (const device of [laptop, phone]) {
      expect((await device.client.post('/api/auth/refresh')).statusCode).toBe(401);
      expect((await device.client.get('/api/auth/me', device.accessToken)).statusCode).toBe(401);
    }
    const oldLogin = await new Client(app).post('/api/auth/login', { email: user.email, password: user.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new Client(app).post('/api/auth/login', { email: user.email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);

    const again = await new Client(app).post('/api/auth/reset-password', { token, password: 'Another-Secret-8!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: AUTH_SERVER_MESSAGES.resetUsed, code: 'VALIDATION_FAILED' });
  });

  it('refuses the current password, as the screen asks for one not used here before, and keeps the link usable', async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await signIn(app, user);
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const token = await latestTokenFor(app.outboxDir, user.email, '/reset-password');

    const same = await new Client(app).post('/api/auth/reset-password', { token, password: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      error: AUTH_SERVER_MESSAGES.resetSamePassword,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'password', message: AUTH_SERVER_MESSAGES.resetSamePassword }],
    });
    // Nothing happened: the login still works and the link still sets a new password.
    expect((await laptop.client.get('/api/auth/me', laptop.accessToken)).statusCode).toBe(200);
    expect((await new Client(app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a weak new password with the reset message and keeps the link usable', async () => {
    const user = await registerVerifiedUser(app);
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const token = await latestTokenFor(app.outboxDir, user.email, '/reset-password');
    const weak = await new Client(app).post('/api/auth/reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: AUTH_MESSAGES.passwordRequirementsReset,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'password', message: AUTH_MESSAGES.passwordRequirementsReset }],
    });
    const strong = await new Client(app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(strong.statusCode).toBe(200);
  });

  it('refuses bogus links, links older than one hour, and links replaced by a newer request', async () => {
    const bogus = await new Client(app).post('/api/auth/reset-password', { token: 'nope', password: NEW_PASSWORD });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toEqual({ error: AUTH_SERVER_MESSAGES.resetInvalid, code: 'VALIDATION_FAILED' });

    const user = await registerVerifiedUser(app);
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const first = await latestTokenFor(app.outboxDir, user.email, '/reset-password');
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const second = await latestTokenFor(app.outboxDir, user.email, '/reset-password');
    expect(second).not.toBe(first);
    const replaced = await new Client(app).post('/api/auth/reset-password', { token: first, password: NEW_PASSWORD });
    expect(replaced.statusCode).toBe(400);

    app.clock.advance(3600 * 1000 + 1000);
    try {
      const expired = await new Client(app).post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ error: AUTH_SERVER_MESSAGES.resetExpired, code: 'VALIDATION_FAILED' });
    } finally {
      app.clock.advance(-(3600 * 1000 + 1000));
    }
  });

  it('completes verification for an unverified account, since the mailed link proves the address', async () => {
    const user = await registerUser(app);
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const token = await latestTokenFor(app.outboxDir, user.email, '/reset-password');
    expect((await new Client(app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const login = await new Client(app).post('/api/auth/login', { email: user.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
  });
});
