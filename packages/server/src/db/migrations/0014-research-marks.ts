/**
 * The research library's per-user marks: which shipped items a user has opened, and which they bookmarked. The
 * items themselves ship with the code (features/research/) and are not stored; an item id is its stable slug.
 * One row per user and item, so marking twice is a no-op and a user's marks go with the account (cascade).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('research_reads')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('research_reads_pk', ['user_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('research_bookmarks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('research_bookmarks_pk', ['user_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('research_bookmarks').execute();
  await db.schema.dropTable('research_reads').execute();
}
