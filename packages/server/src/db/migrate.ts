/** Brings the schema up to date at start: one migration at a time, each inside its own transaction. */
import { Migrator, type Migration, type MigrationResult } from 'kysely';
import type { Db } from './schema.js';
import { migrations as allMigrations } from './migrations/index.js';

export async function migrateToLatest(db: Db, migrations: Record<string, Migration> = allMigrations): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
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
