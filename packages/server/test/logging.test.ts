/** Structured logs never contain passwords or tokens, whichever call carried them. */
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.js';
import { describeEachDatabase } from './support/databases.js';
import { APP_ORIGIN, STRONG_PASSWORD, uniqueEmail, uniqueIp } from './support/test-app.js';

describeEachDatabase('logging', (database) => {
  it('keeps passwords, access tokens, refresh cookies, mailed tokens and calendar feed tokens out of the log', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        log += chunk.toString();
        callback();
      },
    });
    const mails: OutgoingMail[] = [];
    const mailer: Mailer = { send: async (mail) => void mails.push(mail), close: () => undefined };
    const config = loadConfig({ DATABASE_URL: database.url, APP_URL: APP_ORIGIN, SMTP_URL: 'smtp://unused.invalid:25' });
    const { server, mailOutbox } = await buildApp({ config, mailer, logger: loggerOptions('trace', stream) });
    try {
      const email = uniqueEmail();
      const remoteAddress = uniqueIp();
      const headers = { origin: APP_ORIGIN };
      await server.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: { name: 'Log', email, password: STRONG_PASSWORD } });
      await mailOutbox.drain();
      // Only this user's mail: the reminder scheduler of this app may mail other tests' users of the shared database.
      const mine = mails.find((mail) => mail.to.toLowerCase() === email.toLowerCase());
      const token = new URL(mine?.links[0] ?? '').searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      await server.inject({ method: 'POST', url: `/api/auth/verify-email/${token}`, remoteAddress });
      const login = await server.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password: STRONG_PASSWORD } });
      const accessToken = login.json<{ accessToken: string }>().accessToken;
      const refresh = login.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
      await server.inject({ method: 'GET', url: '/api/auth/me', remoteAddress, headers: { authorization: `Bearer ${accessToken}` } });
      await server.inject({ method: 'POST', url: '/api/auth/refresh', remoteAddress, headers: { ...headers, cookie: `refresh_token=${refresh}` } });
      await server.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password: 'Wrong-Password-1!' } });
      const feed = await server.inject({ method: 'POST', url: '/api/calendar/token', remoteAddress, headers: { authorization: `Bearer ${accessToken}` } });
      const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
      expect((await server.inject({ method: 'GET', url: feedPath, remoteAddress })).statusCode).toBe(200);
      const feedToken = feedPath.split('/').at(-1)?.replace('.ics', '') ?? '';
      expect(feedToken).not.toBe('');

      expect(log.length).toBeGreaterThan(0);
      expect(log).toContain('/api/auth/verify-email/[redacted]');
      expect(log).toContain('/api/calendar/[redacted]');
      for (const secret of [STRONG_PASSWORD, 'Wrong-Password-1!', token, accessToken, refresh, feedToken]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });

  it('writes one line per request, with method, path, status and time', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        log += chunk.toString();
        callback();
      },
    });
    const config = loadConfig({ DATABASE_URL: database.url, APP_URL: APP_ORIGIN });
    const { server } = await buildApp({ config, logger: loggerOptions('info', stream) });
    try {
      log = '';
      await server.inject({ method: 'GET', url: '/api/health' });
      const lines = log
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } });
      expect(lines).toHaveLength(1);
      expect(lines[0]?.msg).toMatch(/^GET \/api\/health 200 \d+\.\d ms$/);
      expect(lines[0]?.res?.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('logs the path of a request without its query string, where searches carry health terms', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        log += chunk.toString();
        callback();
      },
    });
    const config = loadConfig({ DATABASE_URL: database.url, APP_URL: APP_ORIGIN });
    const { server } = await buildApp({ config, logger: loggerOptions('trace', stream) });
    try {
      log = '';
      const remoteAddress = uniqueIp();
      await server.inject({ method: 'GET', url: '/api/entries?search=antidepressant%20sertraline&limit=5', remoteAddress });
      await server.inject({ method: 'GET', url: '/api/interactions/search?q=lithium', remoteAddress });
      await server.inject({ method: 'GET', url: '/verify-email?token=abc&email=a%40b.c', remoteAddress });
      await server.inject({ method: 'GET', url: '/api/health?probe=depression' });
      for (const term of ['antidepressant', 'sertraline', 'lithium', 'search=', 'q=', 'token=', 'a%40b.c', 'depression', '?']) {
        expect(log, term).not.toContain(term);
      }
      const messages = log
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string; req?: { url: string } }).msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^GET \/api\/entries \d{3} /),
          expect.stringMatching(/^GET \/api\/interactions\/search \d{3} /),
          expect.stringMatching(/^GET \/verify-email \d{3} /),
          expect.stringMatching(/^GET \/api\/health 200 /),
        ]),
      );
    } finally {
      await server.close();
    }
  });
});
