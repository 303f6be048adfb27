/**
 * A day's doses in the order they were taken, with their substance (issue 35's soak): replaces the (user, day) index
 * of doses with (user, day, time taken, substance). The Daily tab's list of today's newest doses is then one range
 * scan that stops at its cap, and the per-substance counts of today and of the last 30 days (the dose cards, the
 * run-out forecast) are answered from the index alone; every per-day aggregate still uses (user, day) as its prefix.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('doses_user_day_taken').on('doses').columns(['user_id', 'local_day', 'taken_at', 'substance_id']).execute();
  await db.schema.dropIndex('doses_user_day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('doses_user_day').on('doses').columns(['user_id', 'local_day']).execute();
  await db.schema.dropIndex('doses_user_day_taken').execute();
}
