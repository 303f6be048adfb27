/**
 * Tracking preferences: one row per user holding the whole object as JSON text, read through the
 * contract's schema and merged over the defaults, so adding a preference needs no migration. Entries gain the
 * optional metrics energy, mood and anxiety (1-10, null when not recorded; existing entries have none).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['energy', 'mood', 'anxiety']) {
    await db.schema.alterTable('entries').addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['anxiety', 'mood', 'energy']) {
    await db.schema.alterTable('entries').dropColumn(column).execute();
  }
  await db.schema.dropTable('user_preferences').execute();
}
