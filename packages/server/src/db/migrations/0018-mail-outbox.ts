/**
 * The durable mail outbox: every mail the server sends is first a row here, written in the same
 * transaction as the token it carries, and sent after the answer by the dispatcher (mail/outbox/). A row is
 * either a composed mail or an intent ("a reset was asked for this address") that the dispatcher composes, so
 * the request does the same work whether or not the address has an account. Rows are deleted once sent: the
 * text holds live links. A user's queued mail goes with the account (its links point at tokens deleted with it).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('links', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['queue', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_user').on('mail_outbox').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
