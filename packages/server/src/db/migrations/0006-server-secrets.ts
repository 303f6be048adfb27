/**
 * The table of the server's own secrets (the generated JWT signing key) was called app_settings; "settings" now
 * means the user's Settings (profile, preferences), so it becomes server_secrets. Rows are kept as they are.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_settings').renameTo('server_secrets').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('server_secrets').renameTo('app_settings').execute();
}
