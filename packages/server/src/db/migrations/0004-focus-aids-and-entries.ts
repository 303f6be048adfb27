/** Custom focus aids, per-user visibility of the built-in ones, and daily entries with their supplements and aids. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('focus_aids')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('focus_aids_user').on('focus_aids').column('user_id').execute();

  await db.schema
    .createTable('focus_aid_visibility')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('aid_id', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('focus_aid_visibility_pk', ['user_id', 'aid_id'])
    .execute();

  await db.schema
    .createTable('entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entry_type', 'text', (c) => c.notNull())
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('local_time', 'text', (c) => c.notNull())
    .addColumn('overall_rating', 'integer')
    .addColumn('focus_level', 'integer')
    .addColumn('task_initiation', 'integer')
    .addColumn('restlessness', 'integer')
    .addColumn('productivity', 'integer')
    .addColumn('notes', 'text')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.references('focus_sessions.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('entries_user_day').on('entries').columns(['user_id', 'local_day']).execute();

  await db.schema
    .createTable('entry_supplements')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('substance_id', 'text', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('taken', 'integer', (c) => c.notNull())
    .addColumn('time_of_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_supplements_pk', ['entry_id', 'substance_id'])
    .execute();
  await db.schema.createIndex('entry_supplements_substance').on('entry_supplements').column('substance_id').execute();

  await db.schema
    .createTable('entry_focus_aids')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('aid_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_focus_aids_pk', ['entry_id', 'aid_id'])
    .execute();
  await db.schema.createIndex('entry_focus_aids_aid').on('entry_focus_aids').column('aid_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['entry_focus_aids', 'entry_supplements', 'entries', 'focus_aid_visibility', 'focus_aids']) {
    await db.schema.dropTable(table).execute();
  }
}
