/**
 * Sign-in activity: each login records a coarse browser summary ("Chrome on Windows", parsed from the
 * User-Agent at sign-in; the header itself is not kept) and when it was last used (set at sign-in, moved on
 * each refresh). No IP address is stored. Logins from before this migration have no browser (shown as
 * "Unknown browser") and start with last use = sign-in time.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').addColumn('browser', 'text').execute();
  // NOT NULL needs a default when a column is added to existing rows (SQLite); the update below replaces it.
  await db.schema
    .alterTable('auth_sessions')
    .addColumn('last_used_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update auth_sessions set last_used_at = created_at`.execute(db);
  // The list reads a user's live logins most recently used first.
  await db.schema.createIndex('auth_sessions_user_last_used').on('auth_sessions').columns(['user_id', 'last_used_at']).execute();
  await db.schema.dropIndex('auth_sessions_user').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute();
  await db.schema.dropIndex('auth_sessions_user_last_used').execute();
  await db.schema.alterTable('auth_sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('auth_sessions').dropColumn('browser').execute();
}
