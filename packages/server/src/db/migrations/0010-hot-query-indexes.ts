/**
 * Indexes shaped like the hot reads, so each is one index range scan in the order it returns, with no sort step:
 * a substance's dose history page (user, substance, newest first), the entry list (user, day, time, creation,
 * newest first) and a day's focus sessions (user, day, start). The last two replace the (user, day) indexes they
 * extend, which every per-day aggregate still uses as their prefix.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('doses_user_substance_taken').on('doses').columns(['user_id', 'substance_id', 'taken_at', 'id']).execute();
  await db.schema.createIndex('entries_user_day_time').on('entries').columns(['user_id', 'local_day', 'local_time', 'created_at']).execute();
  await db.schema.dropIndex('entries_user_day').execute();
  await db.schema.createIndex('focus_sessions_user_day_start').on('focus_sessions').columns(['user_id', 'local_day', 'started_at']).execute();
  await db.schema.dropIndex('focus_sessions_user_day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('focus_sessions_user_day').on('focus_sessions').columns(['user_id', 'local_day']).execute();
  await db.schema.dropIndex('focus_sessions_user_day_start').execute();
  await db.schema.createIndex('entries_user_day').on('entries').columns(['user_id', 'local_day']).execute();
  await db.schema.dropIndex('entries_user_day_time').execute();
  await db.schema.dropIndex('doses_user_substance_taken').execute();
}
