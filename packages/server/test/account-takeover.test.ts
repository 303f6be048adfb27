/**
 * Issue 26 items 3, 4 and 7 (the account parts), as an attacker would try them, on both databases: an e-mail change
 * with a stolen access token, a pending change surviving a reset or "sign out other sessions", the notice's cancel
 * link, the pre-verification hijack in both orders, delete-account password guesses, and names in mail to
 * unproven addresses.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { latestTokenFor, mailsTo, type ReadMail } from './support/outbox.js';
import { Client, createTestApp, registerUser, signedInUser, STRONG_PASSWORD, uniqueEmail, type SignedIn, type TestApp } from './support/test-app.js';

const ATTACKER_PASSWORD = 'Attacker-Owns-It-42!';
const VICTIM_PASSWORD = 'Victim-Real-Pass-77!';

/** Every token of a link to `path` in the mails to the address, oldest first. */
async function tokensTo(app: TestApp, address: string, path: string): Promise<string[]> {
  const mails = await mailsTo(app.outboxDir, address);
  const tokens = mails.flatMap((mail: ReadMail) =>
    mail.links
      .map((link) => new URL(link))
      .flatMap((url) => (url.pathname === path && url.searchParams.get('token') ? [url.searchParams.get('token') ?? ''] : [])),
  );
  // A mail carries its link in the text and the HTML part; each token once, in mail order.
  return [...new Set(tokens)];
}

describeEachDatabase('account takeover attempts', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const changeEmail = (me: SignedIn, email: string, currentPassword?: string) =>
    me.call('PUT', '/api/settings/profile', { name: me.user.name, email, timezone: 'UTC', ...(currentPassword === undefined ? {} : { currentPassword }) });
  const login = (email: string, password: string) => new Client(app).post('/api/auth/login', { email, password });

  // ---- item 3: e-mail change takeover ----

  it('refuses an e-mail change without the current password, naming the field, and changes nothing', async () => {
    const me = await signedInUser(app);
    const target = uniqueEmail('attacker');
    const missing = await changeEmail(me, target);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired }],
    });
    const wrong = await changeEmail(me, target, 'Not-the-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }] });
    expect(await mailsTo(app.outboxDir, target)).toHaveLength(0);
    expect((await me.call('GET', '/api/settings/profile')).json()).toMatchObject({ pendingEmail: null });
    // A name-only change needs no password.
    const rename = await me.call('PUT', '/api/settings/profile', { name: 'Renamed', email: me.user.email, timezone: 'UTC' });
    expect(rename.statusCode).toBe(200);
    // With the password it goes ahead.
    const ok = await changeEmail(me, target, me.user.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pendingEmail: target });
  });

  it('counts wrong current passwords in the sign-in back-off: the 6th guess is 429, and sign-in waits too', async () => {
    const me = await signedInUser(app);
    for (let i = 1; i <= 5; i++) expect((await changeEmail(me, uniqueEmail(), `Wrong-guess-${i}`)).statusCode, `guess ${i}`).toBe(400);
    const blocked = await changeEmail(me, uniqueEmail(), me.user.password);
    expect(blocked.statusCode).toBe(429);
    expect((await login(me.user.email, me.user.password)).statusCode).toBe(429);
    app.clock.advance(31_000);
    expect((await changeEmail(me, uniqueEmail('after'), me.user.password)).statusCode).toBe(200);
  });

  it('a password reset cancels the attacker’s pending change: his link is refused afterwards', async () => {
    const me = await signedInUser(app);
    const attackerMail = uniqueEmail('attacker');
    expect((await changeEmail(me, attackerMail, me.user.password)).statusCode).toBe(200);
    const attackerToken = await latestTokenFor(app.outboxDir, attackerMail, '/confirm-email-change');

    expect((await new Client(app).post('/api/auth/forgot-password', { email: me.user.email })).statusCode).toBe(200);
    const resetToken = await latestTokenFor(app.outboxDir, me.user.email, '/reset-password');
    expect((await new Client(app).post('/api/auth/reset-password', { token: resetToken, password: VICTIM_PASSWORD })).statusCode).toBe(200);

    const confirm = await new Client(app).post('/api/auth/confirm-email-change', { token: attackerToken });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ error: ACCOUNT_MESSAGES.emailChangeInvalid });
    expect((await login(me.user.email, VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it('"sign out other sessions" cancels a pending change made from another login', async () => {
    const victim = await signedInUser(app);
    const attackerMail = uniqueEmail('attacker');
    expect((await changeEmail(victim, attackerMail, victim.user.password)).statusCode).toBe(200);
    const attackerToken = await latestTokenFor(app.outboxDir, attackerMail, '/confirm-email-change');

    const second = await new Client(app).post('/api/auth/login', { email: victim.user.email, password: victim.user.password });
    const secondToken = second.json<{ accessToken: string }>().accessToken;
    expect(second.statusCode).toBe(200);
    const out = await new Client(app).request({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: { authorization: `Bearer ${secondToken}` } });
    expect(out.statusCode).toBe(200);

    expect((await new Client(app).post('/api/auth/confirm-email-change', { token: attackerToken })).statusCode).toBe(400);
    const profile = await new Client(app).request({ method: 'GET', url: '/api/settings/profile', headers: { authorization: `Bearer ${secondToken}` } });
    expect(profile.json()).toMatchObject({ email: victim.user.email.toLowerCase(), pendingEmail: null });
  });

  it('a new e-mail change replaces the previous one: only the newest link works', async () => {
    const me = await signedInUser(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await changeEmail(me, first, me.user.password)).statusCode).toBe(200);
    const firstToken = await latestTokenFor(app.outboxDir, first, '/confirm-email-change');
    expect((await changeEmail(me, second, me.user.password)).statusCode).toBe(200);
    expect((await new Client(app).post('/api/auth/confirm-email-change', { token: firstToken })).statusCode).toBe(400);
    const secondToken = await latestTokenFor(app.outboxDir, second, '/confirm-email-change');
    expect((await new Client(app).post('/api/auth/confirm-email-change', { token: secondToken })).statusCode).toBe(200);
  });

  it('the notice to the old address carries a link that cancels the pending change by POST, once', async () => {
    const me = await signedInUser(app);
    const oldEmail = me.user.email.toLowerCase();
    const attackerMail = uniqueEmail('attacker');
    expect((await changeEmail(me, attackerMail, me.user.password)).statusCode).toBe(200);
    const attackerToken = await latestTokenFor(app.outboxDir, attackerMail, '/confirm-email-change');
    const [cancelToken] = await tokensTo(app, oldEmail, '/cancel-email-change');
    expect(cancelToken).toBeTruthy();

    // A mail scanner's GET of the page changes nothing: the API call is a POST.
    expect((await new Client(app).get(`/cancel-email-change?token=${cancelToken ?? ''}`)).statusCode).toBeLessThan(500);
    expect((await me.call('GET', '/api/settings/profile')).json()).toMatchObject({ pendingEmail: attackerMail });

    const cancel = await new Client(app).post('/api/auth/cancel-email-change', { token: cancelToken });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChangeCancelled });
    expect((await me.call('GET', '/api/settings/profile')).json()).toMatchObject({ pendingEmail: null });
    expect((await new Client(app).post('/api/auth/confirm-email-change', { token: attackerToken })).statusCode).toBe(400);

    const again = await new Client(app).post('/api/auth/cancel-email-change', { token: cancelToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: ACCOUNT_MESSAGES.emailChangeCancelUsed });
    const bogus = await new Client(app).post('/api/auth/cancel-email-change', { token: 'nope' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json()).toMatchObject({ error: ACCOUNT_MESSAGES.emailChangeCancelInvalid });
  });

  // ---- item 4: pre-verification hijack ----

  async function verifyWith(token: string, password?: string) {
    return new Client(app).post(`/api/auth/verify-email/${token}`, password === undefined ? undefined : { password });
  }

  it('attacker first: the victim’s verification asks for a new password, and only hers works afterwards', async () => {
    const email = uniqueEmail('victim');
    await registerUser(app, new Client(app), { email, password: ATTACKER_PASSWORD, name: 'Attacker' });
    await registerUser(app, new Client(app), { email, password: VICTIM_PASSWORD, name: 'Victim' });
    const tokens = await tokensTo(app, email, '/verify-email');
    expect(tokens).toHaveLength(2);
    const newest = tokens[1] ?? '';
    // The older mail (the attacker's registration) is void; the newest asks for a password.
    expect((await verifyWith(tokens[0] ?? '')).statusCode).toBe(400);
    const asks = await verifyWith(newest);
    expect(asks.statusCode).toBe(400);
    expect(asks.json()).toMatchObject({ details: [{ path: 'password', message: AUTH_SERVER_MESSAGES.verificationNeedsPassword }] });
    expect((await verifyWith(newest, 'weak')).statusCode).toBe(400);
    const done = await verifyWith(newest, VICTIM_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it('victim first: whichever mail she clicks, the attacker’s password never signs in', async () => {
    for (const pick of ['first', 'second'] as const) {
      const email = uniqueEmail(`victim-${pick}`);
      await registerUser(app, new Client(app), { email, password: VICTIM_PASSWORD });
      await registerUser(app, new Client(app), { email, password: ATTACKER_PASSWORD });
      const tokens = await tokensTo(app, email, '/verify-email');
      const token = (pick === 'first' ? tokens[0] : tokens[1]) ?? '';
      const plain = await verifyWith(token);
      expect(plain.statusCode).toBe(400);
      if (pick === 'second') expect((await verifyWith(token, VICTIM_PASSWORD)).statusCode).toBe(200);
      else {
        // Her first link is void; she asks for a new one, which asks for a password too.
        expect((await new Client(app).post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
        const fresh = (await tokensTo(app, email, '/verify-email')).at(-1) ?? '';
        expect((await verifyWith(fresh)).statusCode).toBe(400);
        expect((await verifyWith(fresh, VICTIM_PASSWORD)).statusCode).toBe(200);
      }
      expect((await login(email, ATTACKER_PASSWORD)).statusCode, pick).toBe(401);
      expect((await login(email, VICTIM_PASSWORD)).statusCode, pick).toBe(200);
    }
  });

  it('a single registration still verifies in one click, with no password asked', async () => {
    const email = uniqueEmail('single');
    await registerUser(app, new Client(app), { email });
    const token = await latestTokenFor(app.outboxDir, email, '/verify-email');
    expect((await verifyWith(token)).statusCode).toBe(200);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  // ---- item 7: delete-account guesses, names in mail to unproven addresses ----

  it('routes delete-account password guesses through the sign-in back-off', async () => {
    const me = await signedInUser(app);
    for (let i = 1; i <= 5; i++) {
      const wrong = await me.call('POST', '/api/settings/delete-account', { password: `Wrong-guess-${i}` });
      expect(wrong.statusCode, `guess ${i}`).toBe(400);
    }
    const blocked = await me.call('POST', '/api/settings/delete-account', { password: me.user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await me.call('GET', '/api/settings/profile')).statusCode).toBe(200);
  });

  it('leaves the display name out of mail to an address not yet proven', async () => {
    const email = uniqueEmail('unproven');
    const name = 'Visit evil.example now';
    await registerUser(app, new Client(app), { email, name });
    expect((await new Client(app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const me = await signedInUser(app, { name });
    const newEmail = uniqueEmail('new');
    expect((await changeEmail(me, newEmail, me.user.password)).statusCode).toBe(200);
    const unproven = [...(await mailsTo(app.outboxDir, email)), ...(await mailsTo(app.outboxDir, newEmail))];
    expect(unproven.length).toBe(3);
    for (const mail of unproven) expect(mail.text, mail.subject).not.toContain(name);
    // The proven old address is still greeted by name.
    expect((await mailsTo(app.outboxDir, me.user.email)).some((mail) => mail.text.includes(name))).toBe(true);
  });
});
