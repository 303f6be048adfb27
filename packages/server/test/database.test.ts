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
import { freshDatabase } from './support/fresh-database.js';

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

  it('rolls an upgrade with a failing migration back whole: the migrations before it in the same upgrade too', async () => {
    const { db } = open(database);
    const suffix = Math.random().toString(36).slice(2, 10);
    const [good, half] = [`probe_good_${suffix}`, `probe_half_${suffix}`];
    try {
      const withBrokenOne = {
        ...migrations,
        [`9000-good-${suffix}`]: {
          async up(trx: Kysely<unknown>) {
            await trx.schema.createTable(good).addColumn('id', 'text').execute();
          },
        },
        [`9001-half-done-${suffix}`]: {
          async up(trx: Kysely<unknown>) {
            await trx.schema.createTable(half).addColumn('id', 'text').execute();
            throw new Error('boom in the middle of a migration');
          },
        },
      };
      await expect(migrateToLatest(db, withBrokenOne)).rejects.toThrow(`Migration 9001-half-done-${suffix} failed`);
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain(good);
      expect(tables).not.toContain(half);
      expect(tables).toContain('users');
      const recorded = await sql<{ name: string }>`select name from kysely_migration where name like ${`%${suffix}`}`.execute(db);
      expect(recorded.rows).toEqual([]);
      // The schema is as the previous version left it: migrating again with the shipped set has nothing to do.
      expect(await migrateToLatest(db)).toEqual([]);
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

  it.runIf(database.name === 'postgres')('migrates once when two servers start on the same fresh schema at once', async () => {
    const fresh = await freshDatabase(database);
    const first = fresh.db;
    const second = openDatabase(fresh.settings).db;
    // Slow enough that the two starts overlap: without the migrator's lock both would create the table.
    const slow = {
      '0001-slow': {
        async up(trx: Kysely<unknown>) {
          await trx.schema.createTable('probe_slow').addColumn('id', 'text').execute();
          await sql`select pg_sleep(0.3)`.execute(trx);
        },
      },
    };
    try {
      const applied = await Promise.all([first, second].map((db) => migrateToLatest(db, slow)));
      // One of them applied the migration under the lock; the other then found nothing left to do.
      expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 1]);
      const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(first);
      expect(recorded.rows.map((row) => row.name)).toEqual(['0001-slow']);
    } finally {
      await second.destroy();
      await fresh.dispose();
    }
  });
});
