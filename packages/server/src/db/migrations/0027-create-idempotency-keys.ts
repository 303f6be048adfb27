/**
 * Substances, goals, custom focus aids, experiments and focus sessions added afterwards may carry the key their form
 * chose for one save, as doses and entries do: a save sent again after its answer was lost keeps one record, not two
 * (and a past session is not refused as overlapping itself). Unique per user; rows made without one keep null, which
 * both engines let repeat in a unique index.
 */
import type { Kysely } from 'kysely';

export const KEYED_TABLES = ['substances', 'goals', 'focus_aids', 'experiments', 'focus_sessions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of KEYED_TABLES) {
    await db.schema.alterTable(table).addColumn('idempotency_key', 'text').execute();
    await db.schema.createIndex(`${table}_user_idempotency_key`).on(table).columns(['user_id', 'idempotency_key']).unique().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of KEYED_TABLES) {
    await db.schema.dropIndex(`${table}_user_idempotency_key`).execute();
    await db.schema.alterTable(table).dropColumn('idempotency_key').execute();
  }
}
