/** Mail over a real SMTP server started in the test, and the .eml outbox when no SMTP_URL is set. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase } from './support/databases.js';
import { parseMail, readOutbox } from './support/outbox.js';
import { Client, createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './support/test-app.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

describeEachDatabase('mail', (database) => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let app: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp(database, { SMTP_URL: `smtp://mailer:secret@127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification mail through SMTP with text and HTML bodies and writes no outbox file', async () => {
    const email = uniqueEmail();
    const response = await new Client(app).post('/api/auth/register', { name: 'Smtp User', email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(201);
    await app.mailOutbox.drain();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.user).toBe('mailer');
    const parsed = parseMail('smtp', mail?.raw ?? '');
    expect(parsed.subject).toContain('Verify your email');
    expect(mail?.raw).toMatch(/multipart\/alternative/);
    expect(mail?.raw).toMatch(/text\/plain/);
    expect(mail?.raw).toMatch(/text\/html/);
    expect(parsed.links.some((l) => l.startsWith('http://wellness.test/verify-email?token='))).toBe(true);
    expect(await readOutbox(app.outboxDir)).toHaveLength(0);
  });
});
