/** An empty database of the test's engine (a new SQLite file, or a new PostgreSQL schema), for migration tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/connection.js';
import type { TestDatabase } from './databases.js';

/**
 * An empty database of the same engine, for a migration test that must start before the latest schema. `settings`
 * opens another connection to it (a second server), which the test closes itself.
 */
export async function freshDatabase(database: TestDatabase) {
  if (database.name === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'wellness-migration-'));
    const settings = { kind: 'sqlite' as const, path: join(dir, 'fresh.db') };
    const { db } = openDatabase(settings);
    return {
      db,
      settings,
      dispose: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = new URL(database.url);
  const schema = `migration_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  base.searchParams.delete('options');
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const settings = { kind: 'postgres' as const, url: url.toString() };
  const { db } = openDatabase(settings);
  return {
    db,
    settings,
    dispose: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: base.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
