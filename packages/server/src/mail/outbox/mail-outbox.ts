/**
 * The durable mail outbox: features queue mail as rows of mail_outbox inside their own transaction, and
 * this dispatcher, in the server process, sends them after the answer through the Mailer (SMTP or .eml files).
 * A request never waits for a mail server, and a crash loses no mail: rows left unsent are picked up at start.
 *
 * - A row is claimed (one conditional UPDATE with a lease) before it is sent, so of two processes sharing the
 *   database exactly one sends it. A process that dies mid-send leaves the claim to lapse; the row is then sent
 *   again (at least once, never twice at the same time).
 * - A failed attempt is retried with exponential back-off (back-off.ts); after the last one the row is marked
 *   failed, logged as an error and kept a week for the operator (docs/operations.md), then purged.
 * - A sent row is deleted at once: its text holds live links.
 * - An intent row (a reset or a new verification link asked for an address) is composed here, by the function
 *   the composition root passes to start(): the request then does the same work whether or not the address has
 *   an account, and the answer's timing cannot tell them apart.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTx, MailOutboxKind } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import { storedEnum } from '../../lib/stored-enum.js';
import type { Mailer, OutgoingMail } from '../mailer.js';
import { MAX_SEND_ATTEMPTS, mayRetry, retryDelayMs } from './back-off.js';
import * as repo from './repository.js';

/** What a request may ask the dispatcher to compose later, for an address it has not looked up. */
export type MailIntent = Exclude<MailOutboxKind, 'mail'>;
const KINDS: readonly MailOutboxKind[] = ['mail', 'password_reset', 'verification_resend'];

/** Queues the mail an intent asks for (or none) with `add`, inside the given transaction. */
export type ComposeIntent = (trx: Transaction<Database>, intent: MailIntent, address: string) => Promise<void>;

/** What features use: queue a mail or an intent, then wake the dispatcher once the transaction has committed. */
export interface MailQueue {
  /** Queues a composed mail in the caller's transaction, the one that writes the token the mail carries. */
  add(trx: Transaction<Database>, mail: OutgoingMail, userId: string | null): Promise<void>;
  /** Queues an intent; the dispatcher looks the address up and composes what it calls for. */
  addIntent(db: DbOrTx, intent: MailIntent, address: string): Promise<void>;
  /** Sends what is queued soon, after the caller's answer; call it after the commit. */
  wake(): void;
}

export interface MailOutbox extends MailQueue {
  /** Starts sending: now (rows left by an earlier run), on every wake, and every POLL_INTERVAL_MS. */
  start(compose: ComposeIntent): void;
  /** Resolves once every row due now has been tried (tests read mail after it). */
  drain(): Promise<void>;
  /** Stops sending: waits a little for the mail being sent, so shutdown can close the database after it. */
  stop(): Promise<void>;
  /** Drops rows given up more than FAILED_KEPT_MS ago (the hourly maintenance). */
  purgeFailed(): Promise<void>;
}

export interface MailOutboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Which rows this dispatcher sends: 'default' unless several apps share one database (the test suite). */
  queue: string;
  log: FastifyBaseLogger;
}

/** Rows, retries and other processes' leftovers are also looked for this often, without a wake. */
export const POLL_INTERVAL_MS = 30_000;
/** A send taking longer counts as failed (SMTP's own timeouts are shorter: mail/mailer.ts). */
const SEND_TIMEOUT_MS = 60_000;
/** How long a claim holds the row: longer than any send may take. */
const CLAIM_LEASE_MS = 2 * SEND_TIMEOUT_MS;
const FAILED_KEPT_MS = 7 * 24 * 3600 * 1000;
const ROWS_PER_READ = 20;
const STOP_WAIT_MS = 5_000;

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

function parseLinks(stored: string | null): string[] {
  const parsed: unknown = JSON.parse(stored ?? '[]');
  if (!Array.isArray(parsed) || !parsed.every((link) => typeof link === 'string')) throw new Error('mail_outbox.links is not a list of links');
  return parsed as string[];
}

function toOutgoing(row: repo.OutboxRow): OutgoingMail {
  if (row.subject === null || row.text_body === null || row.html_body === null) throw new Error('mail_outbox row has no composed mail');
  return { to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body, links: parseLinks(row.links) };
}

/** Rejects when `work` has not settled within `ms`; a later settling is observed by the race, never unhandled. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the mail transport did not answer within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createMailOutbox(deps: MailOutboxDeps): MailOutbox {
  const { db, clock, mailer, queue, log } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();
  let compose: ComposeIntent | undefined;
  let stopped = false;
  let wakeScheduled = false;
  let poll: NodeJS.Timeout | undefined;
  /** Passes run one after another in this process; `current` is the last one asked for. */
  let current: Promise<void> = Promise.resolve();

  async function recordFailure(row: repo.OutboxRow, error: unknown): Promise<void> {
    const attempt = row.attempts + 1;
    const now = clock.now().getTime();
    const context = { mailId: row.id, kind: row.kind, subject: row.subject, attempt, err: error };
    if (mayRetry(attempt)) {
      const retryAt = iso(now + retryDelayMs(attempt));
      await repo.recordFailure(db, row.id, errorText(error), { retryAt });
      log.warn({ ...context, retryAt }, 'mail could not be sent; it will be tried again');
    } else {
      await repo.recordFailure(db, row.id, errorText(error), { failedAt: iso(now) });
      log.error(context, `mail could not be sent after ${MAX_SEND_ATTEMPTS} attempts; kept in mail_outbox as failed`);
    }
  }

  async function handle(row: repo.OutboxRow, composeIntent: ComposeIntent): Promise<void> {
    try {
      // Inside the try: a row changed behind the app's back counts as a failed attempt and is given up in time.
      const kind = storedEnum(KINDS, row.kind, 'mail_outbox.kind');
      if (kind === 'mail') {
        await within(mailer.send(toOutgoing(row)), SEND_TIMEOUT_MS);
        await repo.deleteRow(db, row.id);
      } else {
        // The intent becomes the mail it calls for (and its token) in one transaction, or nothing.
        await db.transaction().execute(async (trx) => {
          await composeIntent(trx, kind, row.recipient);
          await repo.deleteRow(trx, row.id);
        });
      }
    } catch (error) {
      await recordFailure(row, error);
    }
  }

  /** Claims and handles due rows until none is left that this dispatcher may take. */
  async function passUntilIdle(): Promise<void> {
    const composeIntent = compose;
    if (stopped || !composeIntent) return;
    for (;;) {
      const now = clock.now().getTime();
      const rows = await repo.dueRows(db, queue, iso(now), ROWS_PER_READ);
      let handled = false;
      for (const row of rows) {
        if (stopped) return;
        if (!(await repo.claim(db, row.id, iso(now), iso(now + CLAIM_LEASE_MS)))) continue;
        handled = true;
        await handle(row, composeIntent);
      }
      // Nothing due, or every due row held by another process: done until the next wake or poll.
      if (!handled) return;
    }
  }

  function pass(): Promise<void> {
    current = current
      .then(passUntilIdle)
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox pass failed; it runs again on the next wake or poll'));
    return current;
  }

  return {
    async add(trx, mail, userId) {
      const now = clock.now().toISOString();
      await repo.insertRow(trx, {
        id: newId(),
        queue,
        user_id: userId,
        kind: 'mail',
        recipient: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        links: JSON.stringify(mail.links),
        next_attempt_at: now,
        claimed_until: null,
        last_error: null,
        failed_at: null,
        created_at: now,
      });
    },

    async addIntent(executor, intent, address) {
      const now = clock.now().toISOString();
      await repo.insertRow(executor, {
        id: newId(),
        queue,
        user_id: null,
        kind: intent,
        recipient: address,
        subject: null,
        text_body: null,
        html_body: null,
        links: null,
        next_attempt_at: now,
        claimed_until: null,
        last_error: null,
        failed_at: null,
        created_at: now,
      });
    },

    wake() {
      if (stopped || wakeScheduled) return;
      wakeScheduled = true;
      // After the current turn of the event loop: the caller's answer goes out first.
      setImmediate(() => {
        wakeScheduled = false;
        void pass();
      });
    },

    start(composeIntent) {
      compose = composeIntent;
      poll = setInterval(() => void pass(), POLL_INTERVAL_MS);
      poll.unref();
      void pass();
    },

    drain: pass,

    async stop() {
      stopped = true;
      clearInterval(poll);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_WAIT_MS)));
      const outcome = await Promise.race([current.then(() => 'done' as const), late]);
      clearTimeout(timer);
      if (outcome === 'late') log.warn('a mail was still being sent at shutdown; its claim lapses and it is sent again after the restart');
    },

    async purgeFailed() {
      await repo.deleteFailedBefore(db, iso(clock.now().getTime() - FAILED_KEPT_MS));
    },
  };
}
