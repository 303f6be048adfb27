/**
 * An entry may carry the key its form chose for one save: a save sent again after its answer was lost must keep one
 * entry, not two. Unique per user; entries saved without one (every older row, restored backups) keep null, which both
 * engines let repeat in a unique index.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('entries').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('entries_user_idempotency_key').on('entries').columns(['user_id', 'idempotency_key']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('entries_user_idempotency_key').execute();
  await db.schema.alterTable('entries').dropColumn('idempotency_key').execute();
}
