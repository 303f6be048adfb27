/** Registration, e-mail verification and resending. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES, GENERIC_MESSAGES } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { latestTokenFor, mailsTo } from './support/outbox.js';
import { APP_ORIGIN, Client, createTestApp, registerUser, STRONG_PASSWORD, uniqueEmail, type TestApp } from './support/test-app.js';

describeEachDatabase('registration and verification', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('creates an unverified account, stores only an Argon2id hash, and mails a verification link', async () => {
    const email = uniqueEmail();
    const response = await new Client(app).post('/api/auth/register', {
      name: '  Ada Lovelace ',
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
      timezone: 'America/Chicago',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: AUTH_SERVER_MESSAGES.registered, email, emailVerificationRequired: true });

    const row = await app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.name).toBe('Ada Lovelace');
    expect(row.timezone).toBe('America/Chicago');
    expect(row.email_verified_at).toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);

    const [mail] = await mailsTo(app.outboxDir, email);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    const link = new URL(mail?.links.find((l) => l.includes('/verify-email')) ?? '');
    expect(link.origin).toBe(APP_ORIGIN);
    expect(link.searchParams.get('email')).toBe(email);
    const stored = await app.db.selectFrom('email_tokens').select('token_hash').where('user_id', '=', row.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(link.searchParams.get('token'));
  });

  it('enforces the password rule on the server with the registration message', async () => {
    const weak = ['Short1!a', 'alllowercase123!', 'ALLUPPERCASE123!', 'NoNumbersHere!!', 'NoSpecials12345'];
    for (const password of weak) {
      const response = await new Client(app).post('/api/auth/register', { name: 'W', email: uniqueEmail(), password });
      expect(response.statusCode, password).toBe(400);
      // The one problem leads the body: clients show `error`, so it is the specification's message, not "Invalid input".
      expect(response.json(), password).toEqual({
        error: AUTH_MESSAGES.passwordRequirementsRegister,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'password', message: AUTH_MESSAGES.passwordRequirementsRegister }],
      });
    }
    // Several problems keep the generic lead, each named in the details.
    const several = await new Client(app).post('/api/auth/register', { email: 'not-an-address', password: 'weak' });
    expect(several.json()).toEqual({
      error: GENERIC_MESSAGES.validationFailed,
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'name', message: 'Full name is required' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: AUTH_MESSAGES.passwordRequirementsRegister },
      ],
    });
  });

  it('asks for the address to resend verification with part 1 §5 message when it is missing or blank', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: null }]) {
      const response = await new Client(app).post('/api/auth/resend-verification', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        error: AUTH_MESSAGES.resendEmailRequired,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', message: AUTH_MESSAGES.resendEmailRequired }],
      });
    }
    const malformed = await new Client(app).post('/api/auth/resend-verification', { email: 'nobody' });
    expect(malformed.json()).toMatchObject({ error: 'Enter a valid email address', code: 'VALIDATION_FAILED' });
  });

  it('accepts a 128-character password', async () => {
    const password = `Aa1!${'x'.repeat(124)}`;
    const client = new Client(app);
    const user = await registerUser(app, client, { password });
    const token = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    await client.post(`/api/auth/verify-email/${token}`);
    const login = await client.post('/api/auth/login', { email: user.email, password });
    expect(login.statusCode).toBe(200);
  });

  it('answers a known address exactly like a new one and keeps the verified account untouched', async () => {
    const client = new Client(app);
    const user = await registerUser(app, client);
    const token = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    await client.post(`/api/auth/verify-email/${token}`);
    const before = await app.db.selectFrom('users').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();

    const again = await new Client(app).post('/api/auth/register', { name: 'Intruder', email: user.email, password: 'Another-Pass-123!' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: AUTH_SERVER_MESSAGES.registered, email: user.email, emailVerificationRequired: true });
    const after = await app.db.selectFrom('users').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const mails = await mailsTo(app.outboxDir, user.email);
    expect(mails.at(-1)?.subject).toContain('already have');
  });

  it('keeps an unverified account’s password, name and zone when the address is registered again, re-sends the link, and asks for a new password at verification', async () => {
    const client = new Client(app);
    const user = await registerUser(app, client, { name: 'First Owner', timezone: 'Europe/Paris' });
    const before = await app.db.selectFrom('users').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();

    const again = await new Client(app).post('/api/auth/register', {
      name: 'Second Caller',
      email: user.email,
      password: 'Another-Pass-123!',
      timezone: 'Asia/Tokyo',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: AUTH_SERVER_MESSAGES.registered, email: user.email, emailVerificationRequired: true });
    const after = await app.db.selectFrom('users').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();
    // The data version moves with any change to the row (migration 0025); every field the user gave stays.
    const { data_version: movedTo, data_version_tx: _after, ...afterFields } = after;
    const { data_version: movedFrom, data_version_tx: _before, ...beforeFields } = before;
    expect(afterFields).toEqual({ ...beforeFields, registration_contested: 1 });
    expect(Number(movedTo)).toBeGreaterThan(Number(movedFrom));

    // Neither registration's password is trusted (either may be a stranger's): the newest link asks for a new one,
    // and only that one signs in.
    const mails = await mailsTo(app.outboxDir, user.email);
    expect(mails).toHaveLength(2);
    const token = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    expect((await client.post(`/api/auth/verify-email/${token}`)).statusCode).toBe(400);
    expect((await client.post(`/api/auth/verify-email/${token}`, { password: 'Chosen-At-Verify-9!' })).statusCode).toBe(200);
    for (const old of [user.password, 'Another-Pass-123!']) {
      expect((await new Client(app).post('/api/auth/login', { email: user.email, password: old })).statusCode).toBe(401);
    }
    const login = await new Client(app).post('/api/auth/login', { email: user.email, password: 'Chosen-At-Verify-9!' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.name).toBe('First Owner');
  });

  it('rejects an unknown time zone', async () => {
    const response = await new Client(app).post('/api/auth/register', {
      name: 'Z',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      timezone: 'Mars/Olympus_Mons',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path: 'timezone', message: 'Unknown time zone' });
  });

  it('verifies once with the mailed token, then says the link was used', async () => {
    const client = new Client(app);
    const user = await registerUser(app, client);
    const token = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    const first = await client.post(`/api/auth/verify-email/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: AUTH_SERVER_MESSAGES.verified });
    const row = await app.db.selectFrom('users').select('email_verified_at').where('email', '=', user.email).executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();

    const second = await client.post(`/api/auth/verify-email/${token}`);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: AUTH_SERVER_MESSAGES.verificationUsed, code: 'VALIDATION_FAILED' });
  });

  it('refuses a bogus token and a token older than 24 hours', async () => {
    const bogus = await new Client(app).post('/api/auth/verify-email/not-a-real-token');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toEqual({ error: AUTH_SERVER_MESSAGES.verificationInvalid, code: 'VALIDATION_FAILED' });

    const user = await registerUser(app);
    const token = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    app.clock.advance(24 * 3600 * 1000 + 1000);
    try {
      const expired = await new Client(app).post(`/api/auth/verify-email/${token}`);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ error: AUTH_SERVER_MESSAGES.verificationExpired, code: 'VALIDATION_FAILED' });
    } finally {
      app.clock.advance(-(24 * 3600 * 1000 + 1000));
    }
  });

  it('resends a new link that replaces the old one, and answers the same for unknown addresses', async () => {
    const user = await registerUser(app);
    const oldToken = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    const resent = await new Client(app).post('/api/auth/resend-verification', { email: user.email });
    expect(resent.statusCode).toBe(200);
    const unknown = await new Client(app).post('/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resent.json());
    expect(resent.json()).toEqual({ message: AUTH_SERVER_MESSAGES.resendSent });

    const newToken = await latestTokenFor(app.outboxDir, user.email, '/verify-email');
    expect(newToken).not.toBe(oldToken);
    const old = await new Client(app).post(`/api/auth/verify-email/${oldToken}`);
    expect(old.statusCode).toBe(400);
    const fresh = await new Client(app).post(`/api/auth/verify-email/${newToken}`);
    expect(fresh.statusCode).toBe(200);
  });

  it('requires one of INVITE_CODES when they are set', async () => {
    const invited = await createTestApp(database, { INVITE_CODES: 'alpha-2026, beta-2026' });
    try {
      const none = await new Client(invited).post('/api/auth/register', { name: 'I', email: uniqueEmail(), password: STRONG_PASSWORD });
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe(AUTH_SERVER_MESSAGES.inviteRequired);
      const wrong = await new Client(invited).post('/api/auth/register', { name: 'I', email: uniqueEmail(), password: STRONG_PASSWORD, inviteCode: 'gamma' });
      expect(wrong.statusCode).toBe(400);
      const right = await new Client(invited).post('/api/auth/register', {
        name: 'I',
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        inviteCode: 'beta-2026',
      });
      expect(right.statusCode).toBe(201);
    } finally {
      await invited.close();
    }
  });
});
