/** Brings the schema up to date at start: one migration at a time, each inside its own transaction. */
import { Migrator, PostgresAdapter, sql, type Migration, type MigrationResult } from 'kysely';
import type { Db } from './schema.js';
import { migrations as allMigrations } from './migrations/index.js';

/**
 * On PostgreSQL, the schema the connection works in (its search_path). Kysely's migrator otherwise takes a
 * migration table in ANY schema it can see as its own, so a second deployment or a test run in another schema
 * of the same database made it skip creating its tables and fail ("kysely_migration_lock does not exist").
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path of DATABASE_URL');
  return schema;
}

export async function migrateToLatest(db: Db, migrations: Record<string, Migration> = allMigrations): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const applied: string[] = [];
  for (;;) {
    const { error, results } = await migrator.migrateUp();
    const failed = results?.find((r: MigrationResult) => r.status === 'Error');
    if (error || failed) {
      const name = failed ? ` ${failed.migrationName}` : '';
      throw new Error(`Migration${name} failed`, { cause: error });
    }
    const done = results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    if (done.length === 0) return applied;
    applied.push(...done);
  }
}
