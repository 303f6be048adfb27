/**
 * Database guarantees: SQLite durability settings, and migrations that apply whole or not at all, in their own schema;
 * and the statements a connection runs, handed to `onQuery` as sent (the ratio benchmark's PostgreSQL twin replays them).
 */
import { expect, it } from 'vitest';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { openDatabase, SQLITE_BUSY_TIMEOUT_MS } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { describeEachDatabase, type TestDatabase } from './support/databases.js';

function open(database: TestDatabase) {
  return openDatabase(database.url.startsWith('file:') ? { kind: 'sqlite', path: database.url.slice(5) } : { kind: 'postgres', url: database.url });
}

describeEachDatabase('database', (database) => {
  it.runIf(database.name === 'sqlite')('runs SQLite with WAL, synchronous=FULL, foreign keys and a busy timeout of at least 5 s', async () => {
    const { db } = open(database);
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBeGreaterThanOrEqual(5000);
      expect(SQLITE_BUSY_TIMEOUT_MS).toBeGreaterThanOrEqual(5000);
    } finally {
      await db.destroy();
    }
  });

  it('rolls a failing migration back entirely, leaving the earlier ones applied', async () => {
    const { db } = open(database);
    const table = `probe_${Math.random().toString(36).slice(2, 10)}`;
    try {
      const withBrokenOne = {
        ...migrations,
        '9001-half-done': {
          async up(trx: Kysely<unknown>) {
            await trx.schema.createTable(table).addColumn('id', 'text').execute();
            throw new Error('boom in the middle of a migration');
          },
        },
      };
      await expect(migrateToLatest(db, withBrokenOne)).rejects.toThrow('Migration 9001-half-done failed');
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name)).not.toContain(table);
      expect(tables.map((t) => t.name)).toContain('users');
    } finally {
      await db.destroy();
    }
  });

  it('hands every statement, its parameters included, to onQuery once it has run', async () => {
    const seen: CompiledQuery[] = [];
    const settings = database.url.startsWith('file:')
      ? { kind: 'sqlite' as const, path: database.url.slice(5) }
      : { kind: 'postgres' as const, url: database.url };
    const { db } = openDatabase(settings, { onQuery: (query) => void seen.push(query) });
    try {
      const email = `probe-${Math.random().toString(36).slice(2, 10)}@example.test`;
      await db.selectFrom('users').select('id').where('email', '=', email).execute();
      await db.transaction().execute((trx) => trx.selectFrom('users').select('id').where('email', '=', email).execute());
      expect(seen.map((query) => query.sql.replace(/\$1/, '?'))).toEqual([
        'select "id" from "users" where "email" = ?',
        'begin',
        'select "id" from "users" where "email" = ?',
        'commit',
      ]);
      expect(seen[0]?.parameters).toEqual([email]);
    } finally {
      await db.destroy();
    }
  });

  it.runIf(database.name === 'postgres')('migrates a fresh schema while another schema of the same database already holds the migration tables', async () => {
    // This run's own schema is already migrated, so it plays the other schema (a parallel test run, another app).
    const schema = `probe_${Math.random().toString(36).slice(2, 10)}`;
    const { db: admin } = open(database);
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin);
    const url = new URL(database.url);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const { db } = openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      const own = tables.filter((t) => t.schema === schema).map((t) => t.name);
      expect(own).toEqual(expect.arrayContaining(['users', 'kysely_migration', 'kysely_migration_lock']));
    } finally {
      await db.destroy();
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(admin);
      await admin.destroy();
    }
  });
});
