/** Brings the schema up to date at start: one migration at a time, each inside its own transaction. */
import { Migrator, PostgresAdapter, sql, type Migration, type MigrationResult } from 'kysely';
import type { Db } from './schema.js';
import { migrations as allMigrations } from './migrations/index.js';

/**
 * On PostgreSQL, the schema the connection works in. Kysely looks for its bookkeeping tables in every schema
 * unless told which one, so another schema's tables (a second app, or a parallel test run) would hide ours.
 */
async function postgresSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Db, migrations: Record<string, Migration> = allMigrations): Promise<string[]> {
  const migrationTableSchema = await postgresSchema(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
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
