/** Brings the schema up to date at start: one migration at a time, each inside its own transaction. */
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
