/**
 * A dose may carry the key its client chose when the user tapped: a tap queued offline and retried after a lost answer
 * must log one dose, not two. The key is unique per user; doses logged without one (every older row) keep null, which
 * both engines let repeat in a unique index.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doses').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('doses_user_idempotency_key').on('doses').columns(['user_id', 'idempotency_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('doses_user_idempotency_key').execute();
  await db.schema.alterTable('doses').dropColumn('idempotency_key').execute();
}
