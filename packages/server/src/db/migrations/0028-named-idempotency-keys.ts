/**
 * Custom conditions, factors and mood tags may carry the key their form chose for one save too (as migration 0027
 * did for the other creates). Their names are unique, so a save sent again after its answer was lost never made a
 * second row, but it was refused as a name already taken for a row that had in fact been kept; with the key it is
 * answered with that row. Unique per user; rows made without one keep null.
 */
import type { Kysely } from 'kysely';

export const NAMED_KEYED_TABLES = ['custom_conditions', 'factors', 'mood_tags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of NAMED_KEYED_TABLES) {
    await db.schema.alterTable(table).addColumn('idempotency_key', 'text').execute();
    await db.schema.createIndex(`${table}_user_idempotency_key`).on(table).columns(['user_id', 'idempotency_key']).unique().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NAMED_KEYED_TABLES) {
    await db.schema.dropIndex(`${table}_user_idempotency_key`).execute();
    await db.schema.alterTable(table).dropColumn('idempotency_key').execute();
  }
}
