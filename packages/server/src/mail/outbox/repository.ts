/** Queries of the mail_outbox table (migration 0018). No rules here: the dispatcher decides when and what. */
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx, MailOutboxTable } from '../../db/schema.js';

export type OutboxRow = Selectable<MailOutboxTable>;
export type NewOutboxRow = Insertable<MailOutboxTable>;

export async function insertRow(db: DbOrTx, row: NewOutboxRow): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

/** Rows of the queue that are due, not given up and not held by a live claim, oldest first. */
export async function dueRows(db: DbOrTx, queue: string, now: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('queue', '=', queue)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes the row for one attempt if no one else holds it: a single conditional UPDATE, so of two dispatchers (two
 * processes on one PostgreSQL) exactly one sees a changed row. The attempt is counted now, so a process that dies
 * while sending still uses one up.
 */
export async function claim(db: DbOrTx, id: string, now: string, claimedUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRow(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

/** After a failed attempt: free the claim and set the next try, or mark the row given up. */
export async function recordFailure(db: DbOrTx, id: string, error: string, next: { retryAt: string } | { failedAt: string }): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      claimed_until: null,
      last_error: error,
      ...('retryAt' in next ? { next_attempt_at: next.retryAt } : { failed_at: next.failedAt }),
    })
    .where('id', '=', id)
    .execute();
}

/** Rows given up before the instant: kept a while for the operator, then dropped. */
export async function deleteFailedBefore(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('failed_at', '<', before).execute();
}
