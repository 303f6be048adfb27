/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each mail as one RFC 822 .eml file in the outbox
 * folder and logs its links, so a fresh install works without a mail server. Features never call
 * it: they queue mail in the database, and the outbox's dispatcher (mail/outbox/) sends through it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import { onFirstUse } from '../lib/on-first-use.js';
import { newId } from '../lib/secure-token.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the mail carries; logged in outbox mode, where the log is the only way to reach them. */
  links: string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

/**
 * A transport made at the first mail: nodemailer is about forty modules the server would otherwise read at every
 * start, for mail that most starts never send (issue 35). `close` closes it only if it was made.
 */
const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);

function lazyTransport<T extends Transporter<unknown>>(
  make: (nodemailer: Awaited<ReturnType<typeof loadNodemailer>>) => T,
): { get(): Promise<T>; close(): void } {
  let made: T | undefined;
  const get = onFirstUse(async () => (made = make(await loadNodemailer())));
  return { get, close: () => made?.close() };
}

export function createMailer(settings: MailerSettings, log: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) return smtpMailer(settings.smtpUrl, settings.from, log);
  return outboxMailer(settings.outboxDir, settings.from, log);
}

function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  // Bounded waits (nodemailer's defaults reach minutes), so a hanging server fails an attempt well within the
  // outbox's claim on the row, and the outbox retries it later (mail/outbox/).
  const transport = lazyTransport<Transporter<SMTPTransport.SentMessageInfo>>((nodemailer) =>
    nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
  );
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      log.info({ messageId: info.messageId, subject: mail.subject }, 'mail sent');
    },
    close: transport.close,
  };
}

function outboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport<Transporter<StreamTransport.SentMessageInfo>>((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      // 0700: the mails hold sign-in links (the umask can only narrow this mode further).
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: mail.subject, links: mail.links }, 'mail written to outbox (no SMTP_URL set)');
    },
    close: transport.close,
  };
}
