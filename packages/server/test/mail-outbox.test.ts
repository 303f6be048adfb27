/**
 * The durable mail outbox: mail is queued in the database with the token it carries and sent after the answer, retried
 * with back-off, kept across a restart, sent once by one of two servers, and never makes a request wait or fail.
 * Account deletion takes the account's queued mail with it; clearing the data does not.
 */
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { CLEAR_DATA_CONFIRMATION } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.js';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from '../src/mail/outbox/back-off.js';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './support/test-app.js';

/** A transport the test drives: each send fails while `failures` lasts, or waits for `gate` when one is set. */
class ScriptedMailer implements Mailer {
  sent: OutgoingMail[] = [];
  tries = 0;
  failures = 0;
  gate: Promise<void> | undefined;
  started = 0;
  async send(mail: OutgoingMail): Promise<void> {
    this.tries++;
    this.started++;
    if (this.gate) await this.gate;
    if (this.failures > 0) {
      this.failures--;
      throw new Error('connection refused (scripted)');
    }
    this.sent.push(mail);
  }
  close(): void {}
  to(address: string): OutgoingMail[] {
    return this.sent.filter((mail) => mail.to === address.toLowerCase());
  }
}

async function queuedFor(app: TestApp, address: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['id', 'attempts', 'last_error', 'failed_at', 'next_attempt_at'])
    .where('recipient', '=', address.toLowerCase())
    .execute();
}

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

describeEachDatabase('mail outbox', (database) => {
  const opened: TestApp[] = [];
  const open = async (...args: Parameters<typeof createTestApp>) => {
    const app = await createTestApp(...args);
    opened.push(app);
    return app;
  };
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  it('answers before a slow mail server has taken the mail, and sends it afterwards', async () => {
    const mailer = new ScriptedMailer();
    const app = await open(database, {}, { mailer });
    const user = await registerVerifiedUserWith(app, mailer);
    let release = () => {};
    mailer.gate = new Promise<void>((resolve) => (release = resolve));
    const started = performance.now();
    const answer = await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    const elapsed = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    // The answer came while the transport still holds the mail.
    await waitFor(() => mailer.started > 1);
    expect(mailer.to(user.email).filter((m) => m.subject.includes('Reset'))).toHaveLength(0);
    expect(elapsed).toBeLessThan(1000);
    release();
    mailer.gate = undefined;
    await app.mailOutbox.drain();
    expect(mailer.to(user.email).filter((m) => m.subject.includes('Reset'))).toHaveLength(1);
    expect(await queuedFor(app, user.email)).toEqual([]);
  });

  it('retries a failing transport with growing waits, without failing the request, and deletes the row once sent', async () => {
    const clock = new ManualClock(new Date('2026-11-28T10:00:00.000Z'));
    const mailer = new ScriptedMailer();
    const app = await open(database, {}, { mailer, clock });
    const user = await registerVerifiedUserWith(app, mailer);
    mailer.failures = 2;
    mailer.tries = 0;
    const answer = await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: expect.any(String) as unknown });
    await app.mailOutbox.drain();
    expect(mailer.tries).toBe(1);
    const [afterFirst] = await queuedFor(app, user.email);
    expect(afterFirst).toMatchObject({ attempts: 1, failed_at: null, last_error: 'connection refused (scripted)' });

    // Not yet due: nothing is tried before the first wait is over.
    clock.advance(retryDelayMs(1) - 1);
    await app.mailOutbox.drain();
    expect(mailer.tries).toBe(1);
    clock.advance(1);
    await app.mailOutbox.drain();
    expect(mailer.tries).toBe(2);
    // The second wait is longer than the first.
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    clock.advance(retryDelayMs(2) - 1);
    await app.mailOutbox.drain();
    expect(mailer.tries).toBe(2);
    clock.advance(1);
    await app.mailOutbox.drain();
    expect(mailer.tries).toBe(3);
    expect(mailer.to(user.email).filter((m) => m.subject.includes('Reset'))).toHaveLength(1);
    expect(await queuedFor(app, user.email)).toEqual([]);
  });

  it(`gives up after ${MAX_SEND_ATTEMPTS} attempts and keeps the row, marked failed, for the operator`, async () => {
    const clock = new ManualClock(new Date('2026-11-28T10:00:00.000Z'));
    const mailer = new ScriptedMailer();
    const app = await open(database, {}, { mailer, clock });
    const user = await registerVerifiedUserWith(app, mailer);
    mailer.failures = Number.POSITIVE_INFINITY;
    mailer.tries = 0;
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    await app.mailOutbox.drain();
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      clock.advance(retryDelayMs(attempt));
      await app.mailOutbox.drain();
    }
    expect(mailer.tries).toBe(MAX_SEND_ATTEMPTS);
    clock.advance(24 * 3600 * 1000);
    await app.mailOutbox.drain();
    expect(mailer.tries).toBe(MAX_SEND_ATTEMPTS);
    const [row] = await queuedFor(app, user.email);
    expect(row).toMatchObject({ attempts: MAX_SEND_ATTEMPTS, failed_at: expect.any(String) as unknown });
  });

  it('keeps a queued mail across a restart: the next server on the database sends it at start, with no request', async () => {
    const clock = new ManualClock(new Date('2026-11-28T10:00:00.000Z'));
    const outboxDir = mkdtempSync(join(tmpdir(), 'wellness-outbox-restart-'));
    const mailQueue = `restart-${crypto.randomUUID()}`;
    const down = new ScriptedMailer();
    const first = await open(database, {}, { mailer: down, clock, mailQueue, outboxDir });
    const user = await registerVerifiedUserWith(first, down);
    down.failures = Number.POSITIVE_INFINITY;
    expect((await new Client(first).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    await first.mailOutbox.drain();
    expect(await queuedFor(first, user.email)).toMatchObject([{ attempts: 1 }]);
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    // The same configuration started again once the wait is over: the .eml transport this time.
    clock.advance(retryDelayMs(1));
    const second = await open(database, {}, { clock, mailQueue, outboxDir });
    await waitFor(async () => (await emlFiles(outboxDir)).length > 0);
    // The file is written before its row is deleted: let that pass finish before looking at the table.
    await second.mailOutbox.drain();
    const files = await emlFiles(outboxDir);
    expect(files).toHaveLength(1);
    expect(await queuedFor(second, user.email)).toEqual([]);
  });

  it('shuts down while a mail server hangs: waits a few seconds, then closes, and the mail stays queued', async () => {
    const mailer = new ScriptedMailer();
    const mailQueue = `hang-${crypto.randomUUID()}`;
    const app = await open(database, {}, { mailer, mailQueue });
    const user = await registerVerifiedUserWith(app, mailer);
    let release = () => {};
    mailer.gate = new Promise<void>((resolve) => (release = resolve));
    await new Client(app).post('/api/auth/forgot-password', { email: user.email });
    await waitFor(() => mailer.started > 1);
    const started = performance.now();
    await app.close();
    opened.splice(opened.indexOf(app), 1);
    expect(performance.now() - started).toBeLessThan(8000);
    // The transport answering after the close harms nothing: the row was claimed and stays for the next start.
    release();
    const next = await open(database, {}, { mailQueue });
    expect(await queuedFor(next, user.email)).toMatchObject([{ attempts: 1, failed_at: null }]);
  });

  it('sends each mail once when two servers share the queue', async () => {
    const mailQueue = `shared-${crypto.randomUUID()}`;
    const mailers = [new ScriptedMailer(), new ScriptedMailer()];
    const apps = [
      await open(database, { RATE_LIMIT_AUTH: 'off' }, { mailer: mailers[0], mailQueue }),
      await open(database, { RATE_LIMIT_AUTH: 'off' }, { mailer: mailers[1], mailQueue }),
    ];
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('once'));
    await Promise.all(
      addresses.map((email, i) => new Client(apps[i % 2] as TestApp).post('/api/auth/register', { name: 'Once', email, password: STRONG_PASSWORD })),
    );
    await Promise.all(apps.map((app) => app.mailOutbox.drain()));
    await Promise.all(apps.map((app) => app.mailOutbox.drain()));
    const sent = mailers.flatMap((m) => m.sent.map((mail) => mail.to));
    expect(sent.sort()).toEqual(addresses.map((a) => a.toLowerCase()).sort());
  });

  it('drops an account’s queued mail with the account, and keeps it when only the data is cleared', async () => {
    const mailer = new ScriptedMailer();
    const app = await open(database, {}, { mailer });
    const me = await signedInUserWith(app, mailer);
    mailer.failures = Number.POSITIVE_INFINITY;
    await new Client(app).post('/api/auth/forgot-password', { email: me.user.email });
    await app.mailOutbox.drain();
    expect(await queuedFor(app, me.user.email)).toHaveLength(1);

    expect((await me.call('POST', '/api/settings/clear-data', { confirmation: CLEAR_DATA_CONFIRMATION })).statusCode).toBe(200);
    expect(await queuedFor(app, me.user.email)).toHaveLength(1);

    const deleted = await me.call('POST', '/api/settings/delete-account', { password: me.user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await queuedFor(app, me.user.email)).toEqual([]);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** registerVerifiedUser reads the .eml folder; with a scripted transport the link is taken from what it was given. */
async function registerVerifiedUserWith(app: TestApp, mailer: ScriptedMailer) {
  const email = uniqueEmail('outbox');
  const client = new Client(app);
  const user = { name: 'Outbox Person', email, password: STRONG_PASSWORD };
  expect((await client.post('/api/auth/register', user)).statusCode).toBe(201);
  await app.mailOutbox.drain();
  const link = mailer
    .to(email)
    .flatMap((m) => m.links)
    .find((l) => l.includes('/verify-email'));
  const token = new URL(link ?? 'http://none').searchParams.get('token');
  expect((await client.post(`/api/auth/verify-email/${token ?? ''}`)).statusCode).toBe(200);
  return user;
}

async function signedInUserWith(app: TestApp, mailer: ScriptedMailer) {
  const user = await registerVerifiedUserWith(app, mailer);
  const client = new Client(app);
  const login = await client.post('/api/auth/login', { email: user.email, password: user.password });
  const accessToken = login.json<{ accessToken: string }>().accessToken;
  return {
    user,
    call: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      client.request({ method, url, headers: { authorization: `Bearer ${accessToken}` }, ...(payload ? { payload } : {}) }),
  };
}
