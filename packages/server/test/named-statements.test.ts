/**
 * PostgreSQL: a fixed-shape query (db/prepared-query.ts) is parsed once per connection and sent by name after that
 * (db/named-statements.ts), with each call's own values; other queries stay unnamed; and a connection whose parse
 * of a statement failed parses it again rather than naming a statement it does not have.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { activeSessionUser } from '../src/accounts/repository.js';
import { newestDosesOfDay } from '../src/features/doses/repository.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { statementName, withNamedStatements } from '../src/db/named-statements.js';
import type { Database } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';

const NOW = '2026-11-24T12:00:00.000Z';

const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.runIf(postgres)('named statements [postgres]', () => {
  /** A fresh, migrated schema reached through one pooled connection, so every query below shares its statements. */
  async function oneConnection() {
    if (!postgres) throw new Error('runs on PostgreSQL only');
    const fresh = await freshDatabase(postgres);
    await migrateToLatest(fresh.db);
    await fresh.db.destroy();
    if (fresh.settings.kind !== 'postgres') throw new Error('a fresh PostgreSQL schema was expected');
    const url = fresh.settings.url;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(new pg.Pool({ connectionString: url, max: 1 })) }) });
    const user = (id: string) => ({
      id,
      name: `User ${id}`,
      email: `${id}@example.com`,
      password_hash: 'x',
      timezone: 'Europe/Berlin',
      created_at: NOW,
      updated_at: NOW,
    });
    await db
      .insertInto('users')
      .values([user('u1'), user('u2')])
      .execute();
    const login = (id: string, userId: string, expiresAt: string) => ({ id, user_id: userId, created_at: NOW, expires_at: expiresAt, last_used_at: NOW });
    await db
      .insertInto('auth_sessions')
      .values([login('s1', 'u1', '2026-12-24T12:00:00.000Z'), login('s2', 'u2', '2026-12-24T12:00:00.000Z'), login('s3', 'u1', '2026-11-01T00:00:00.000Z')])
      .execute();
    const prepared = async () =>
      (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;
    return {
      db,
      url,
      prepared,
      dispose: async () => {
        await db.destroy();
        await fresh.dispose();
      },
    };
  }

  it("parses the session check once and sends it by name with each call's values; other queries stay unnamed", async () => {
    const { db, prepared, dispose } = await oneConnection();
    try {
      expect(await prepared()).toEqual([]);
      const check = (sessionId: string, userId: string) => activeSessionUser.executeTakeFirst(db, { sessionId, userId, now: NOW });
      expect(await check('s1', 'u1')).toMatchObject({ id: 'u1', email: 'u1@example.com', timezone: 'Europe/Berlin' });
      expect(await check('s2', 'u2')).toMatchObject({ id: 'u2', email: 'u2@example.com' });
      // Another user's login, and an expired one, find nobody: the values are bound anew on every call.
      expect(await check('s2', 'u1')).toBeUndefined();
      expect(await check('s3', 'u1')).toBeUndefined();
      await db.selectFrom('users').select('id').where('id', '=', 'u1').execute();

      const sent = activeSessionUser.compile(db, { sessionId: 's1', userId: 'u1', now: NOW }).sql;
      const name = statementName(sent);
      expect(name).toMatch(/^wellness_\d+$/);
      // One statement for four calls; the plain query and the listing itself were never named.
      expect(await prepared()).toEqual([{ name, statement: sent }]);
    } finally {
      await dispose();
    }
  });

  it('parses a statement again on a connection where its first parse failed', async () => {
    const { db, prepared, dispose } = await oneConnection();
    try {
      const failed = db.connection().execute((connection) =>
        connection.transaction().execute(async (trx) => {
          await sql`select * from no_such_table`.execute(trx).catch(() => undefined);
          // The transaction is aborted: PostgreSQL refuses the parse, so the statement is never made.
          await activeSessionUser.executeTakeFirst(trx, { sessionId: 's1', userId: 'u1', now: NOW });
        }),
      );
      await expect(failed).rejects.toThrow(/current transaction is aborted/);
      expect(await prepared()).toEqual([]);
      expect(await activeSessionUser.executeTakeFirst(db, { sessionId: 's1', userId: 'u1', now: NOW })).toMatchObject({ id: 'u1' });
      expect(await prepared()).toHaveLength(1);
    } finally {
      await dispose();
    }
  });

  it("answers a `select *` statement again after a migration changed its table's columns", async () => {
    const { db, url, prepared, dispose } = await oneConnection();
    try {
      const today = { userId: 'u1', day: '2026-11-24' };
      expect(await newestDosesOfDay.execute(db, today)).toEqual([]);
      // Another process migrates while this one runs: PostgreSQL refuses the statement parsed before, whose rows no
      // longer have the table's shape.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query('alter table doses add column later_added text');
      } finally {
        await other.end();
      }
      const rows = await newestDosesOfDay.execute(db, today);
      expect(rows).toEqual([]);
      const names = (await prepared()).map((p) => p.name);
      // Parsed again under a new name: the stale one is never sent again.
      expect(names).toHaveLength(2);
      expect(names).toContain(`${statementName(newestDosesOfDay.compile(db, today).sql)}_1`);
    } finally {
      await dispose();
    }
  });
});
