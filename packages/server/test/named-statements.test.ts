/**
 * PostgreSQL: a fixed-shape query (db/prepared-query.ts) is parsed once per connection and sent by name after that
 * (db/named-statements.ts), with each call's own values; other queries stay unnamed; and a connection whose parse
 * of a statement failed parses it again rather than naming a statement it does not have.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { activeSessionUser } from '../src/accounts/repository.js';
import { countAndInsertDose, newestDosesOfDay } from '../src/features/doses/repository.js';
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
    /** A migration by another process: a column added to `table`. */
    const addColumnElsewhere = async (table: string) => {
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query(`alter table ${table} add column later_added text`);
      } finally {
        await other.end();
      }
    };
    return {
      db,
      addColumnElsewhere,
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

  it("answers a `select *` statement again after another process's migration changed its table's columns", async () => {
    const { db, addColumnElsewhere, prepared, dispose } = await oneConnection();
    try {
      const today = { userId: 'u1', day: '2026-11-24' };
      expect(await newestDosesOfDay.execute(db, today)).toEqual([]);
      // PostgreSQL refuses the statement parsed before: its rows no longer have the table's shape.
      await addColumnElsewhere('doses');
      expect(await newestDosesOfDay.execute(db, today)).toEqual([]);
      const name = statementName(newestDosesOfDay.compile(db, today).sql);
      // Parsed again under its next name: the stale one is never sent again; the others keep theirs.
      expect((await prepared()).map((p) => p.name).sort()).toEqual([name, `${name}_1`].sort());
    } finally {
      await dispose();
    }
  });

  it('fails a transaction whose statement went stale, as any error would, and answers the next attempt', async () => {
    const { db, addColumnElsewhere, dispose } = await oneConnection();
    try {
      const today = { userId: 'u1', day: '2026-11-24' };
      expect(await newestDosesOfDay.execute(db, today)).toEqual([]);
      await addColumnElsewhere('doses');
      const attempt = () =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ name: 'Renamed' }).where('id', '=', 'u1').execute();
          return newestDosesOfDay.execute(trx, today);
        });
      // The refusal is the error the transaction ends with (not a later "transaction is aborted"), and it wrote nothing.
      await expect(attempt()).rejects.toThrow(/cached plan must not change result type/);
      expect((await db.selectFrom('users').select('name').where('id', '=', 'u1').executeTakeFirstOrThrow()).name).toBe('User u1');
      expect(await attempt()).toEqual([]);
      expect((await db.selectFrom('users').select('name').where('id', '=', 'u1').executeTakeFirstOrThrow()).name).toBe('Renamed');
    } finally {
      await dispose();
    }
  });

  it('parses a statement again when its connection no longer holds it', async () => {
    const { db, prepared, dispose } = await oneConnection();
    try {
      const values = { sessionId: 's1', userId: 'u1', now: NOW };
      expect(await activeSessionUser.executeTakeFirst(db, values)).toMatchObject({ id: 'u1' });
      const name = statementName(activeSessionUser.compile(db, values).sql) ?? '';
      await sql.raw(`deallocate ${name}`).execute(db);
      expect(await prepared()).toEqual([]);
      expect(await activeSessionUser.executeTakeFirst(db, values)).toMatchObject({ id: 'u1' });
      expect((await prepared()).map((p) => p.name)).toEqual([`${name}_1`]);
    } finally {
      await dispose();
    }
  });

  it("logs each dose by name with its own values, moving its substance's counters once per dose", async () => {
    const { db, prepared, dispose } = await oneConnection();
    try {
      const substance = (id: string, userId: string, supply: number) => ({
        id,
        user_id: userId,
        name: `Substance ${id}`,
        substance_type: 'supplement',
        remaining_supply: supply,
        total_doses: 0,
        created_at: NOW,
        updated_at: NOW,
      });
      await db
        .insertInto('substances')
        .values([substance('a', 'u1', 1), substance('b', 'u2', 5)])
        .execute();
      const dose = (id: string, userId: string, substanceId: string, notes: string | null) => ({
        id,
        user_id: userId,
        substance_id: substanceId,
        taken_at: NOW,
        local_day: '2026-11-24',
        dosage: 2.5,
        notes,
        created_at: NOW,
        idempotency_key: null,
      });
      expect(await countAndInsertDose(db, dose('d1', 'u1', 'a', 'first'))).toEqual({ remaining_supply: 0, total_doses: 1, supplyTaken: true });
      // The last unit was taken: the next dose is counted but takes none.
      expect(await countAndInsertDose(db, dose('d2', 'u1', 'a', null))).toEqual({ remaining_supply: 0, total_doses: 2, supplyTaken: false });
      expect(await countAndInsertDose(db, dose('d3', 'u2', 'b', 'other'))).toEqual({ remaining_supply: 4, total_doses: 1, supplyTaken: true });
      // Another user's substance: nothing is written.
      expect(await countAndInsertDose(db, dose('d4', 'u1', 'b', null))).toBeUndefined();
      const rows = await db.selectFrom('doses').select(['id', 'user_id', 'substance_id', 'notes', 'supply_taken']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'd1', user_id: 'u1', substance_id: 'a', notes: 'first', supply_taken: 1 },
        { id: 'd2', user_id: 'u1', substance_id: 'a', notes: null, supply_taken: 0 },
        { id: 'd3', user_id: 'u2', substance_id: 'b', notes: 'other', supply_taken: 1 },
      ]);
      expect((await prepared()).filter((p) => p.statement.includes('insert into doses'))).toHaveLength(1);
    } finally {
      await dispose();
    }
  });
});
