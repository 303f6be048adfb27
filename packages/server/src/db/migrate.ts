/**
 * Brings the schema up to date at start: every pending migration in one transaction, so an upgrade either lands
 * whole or leaves the database exactly as the previous version left it (which that version can still run on).
 */
import { Migrator, PostgresAdapter, sql, type Migration, type MigrationResult } from 'kysely';
import type { Db } from './schema.js';
import { migrations as allMigrations } from './migrations/index.js';

/**
 * On PostgreSQL, the schema the tables go to (the first of search_path). Kysely looks for its migration tables in
 * every schema unless told one, so a database where another schema already has them (a parallel test run, another
 * app) would make it skip creating its own and then fail on them.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}

export async function migrateToLatest(db: Db, migrations: Record<string, Migration> = allMigrations): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  // One call, one transaction (both adapters say their DDL is transactional): calling migrateUp once per migration
  // repeated Kysely's introspection of every table and its lock for each, about 130 ms of a fresh start (issue 35).
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r: MigrationResult) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Migration${name} failed`, { cause: error });
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
}
