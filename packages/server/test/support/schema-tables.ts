/**
 * The schema as the database reports it, and the tables that are no backup section's (the account's own and the
 * server's bookkeeping): what the tests hold the backup sections against.
 */
import { sql } from 'kysely';
import type { DatabaseKind } from '../../src/db/connection.js';
import type { DbOrTx } from '../../src/db/schema.js';

/**
 * Tables that are not the user's data, so no backup section carries them: the account itself (clearing the data
 * keeps it; deleting the account removes it by cascade; the mail outbox is one, so a reset link queued just before
 * a clear still arrives) and the server's own bookkeeping.
 */
export const ACCOUNT_TABLES: readonly string[] = [
  'users',
  'email_tokens',
  'auth_sessions',
  'refresh_tokens',
  'mail_outbox',
  // A browser's push subscription and the calendar feed's secret belong to a device or an address, not to the data; the
  // alerts already sent are the scheduler's bookkeeping (a restored backup must not send old reminders again).
  'push_subscriptions',
  'calendar_tokens',
  'reminder_alerts',
];
export const SERVER_TABLES: readonly string[] = ['server_secrets', 'rate_limit_hits', 'login_failures', 'kysely_migration', 'kysely_migration_lock'];

/** Every table of the connected database (in its own schema) that has a user_id column. */
export async function tablesWithUserId(db: DbOrTx, kind: DatabaseKind): Promise<string[]> {
  if (kind === 'sqlite') {
    const result = await sql<{ name: string }>`
      select m.name as name from sqlite_master m, pragma_table_info(m.name) p
      where m.type = 'table' and p.name = 'user_id' order by m.name`.execute(db);
    return result.rows.map((r) => r.name);
  }
  const result = await sql<{ name: string }>`
    select table_name as name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id' order by table_name`.execute(db);
  return result.rows.map((r) => r.name);
}

/** Every table of the connected database, in its own schema. */
export async function allTables(db: DbOrTx, kind: DatabaseKind): Promise<string[]> {
  const result =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
          db,
        );
  return result.rows.map((r) => r.name);
}
