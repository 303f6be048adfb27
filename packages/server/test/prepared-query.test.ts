/**
 * Queries compiled once (db/prepared-query.ts) send the SQL Kysely would and bind each call's own values, on both
 * engines, inside transactions too; a query whose shape would not survive being compiled once is refused.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { preparedQuery } from '../src/db/prepared-query.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';

describeEachDatabase('prepared queries', (database) => {
  it("binds each call's values where the query uses them, with the query's own constants kept, compiled once", async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db);
      const row = (id: string, userId: string, day: string) => ({
        id,
        user_id: userId,
        session_type: 'READING',
        started_at: `${day}T08:00:00.000Z`,
        local_day: day,
        planned_minutes: 25,
        notes: null,
        paused_at: null,
        ended_at: `${day}T08:25:00.000Z`,
        duration_seconds: 1500,
        productivity: null,
        created_at: `${day}T08:25:00.000Z`,
      });
      await fresh.db
        .insertInto('users')
        .values([userRow('u1'), userRow('u2')])
        .execute();
      await fresh.db
        .insertInto('focus_sessions')
        .values([row('d1', 'u1', '2026-11-20'), row('d2', 'u1', '2026-11-22'), row('d3', 'u1', '2026-11-24'), row('d4', 'u2', '2026-11-22')])
        .execute();
      let builds = 0;
      const doses = preparedQuery(['userId', 'fromDay', 'toDay'], (db, { userId, fromDay, toDay }) => {
        builds++;
        return db
          .selectFrom('focus_sessions')
          .select(['id', sql<string>`'kept'`.as('constant')])
          .where('user_id', '=', userId)
          .where('local_day', '>=', fromDay)
          .where('local_day', '<=', toDay)
          .where('id', '!=', 'd0')
          .orderBy('local_day');
      });
      const ids = async (values: { userId: string; fromDay: string; toDay: string }) => (await doses.execute(fresh.db, values)).map((r) => r.id);
      expect(await ids({ userId: 'u1', fromDay: '2026-11-21', toDay: '2026-11-24' })).toEqual(['d2', 'd3']);
      expect(await ids({ userId: 'u1', fromDay: '2026-11-01', toDay: '2026-11-22' })).toEqual(['d1', 'd2']);
      expect(await ids({ userId: 'u2', fromDay: '2026-11-01', toDay: '2026-11-30' })).toEqual(['d4']);
      expect(await ids({ userId: 'u3', fromDay: '2026-11-01', toDay: '2026-11-30' })).toEqual([]);
      expect(await doses.executeTakeFirst(fresh.db, { userId: 'u1', fromDay: '2026-11-24', toDay: '2026-11-24' })).toEqual({ id: 'd3', constant: 'kept' });
      // The same statement inside a transaction, and the query's constant parameter ('d0') stays where it was.
      const inTransaction = await fresh.db.transaction().execute((trx) => doses.execute(trx, { userId: 'u2', fromDay: '2026-11-22', toDay: '2026-11-22' }));
      expect(inTransaction).toEqual([{ id: 'd4', constant: 'kept' }]);
      expect(builds).toBe(1);
      const compiled = doses.compile(fresh.db, { userId: 'u1', fromDay: 'a', toDay: 'b' });
      expect(compiled.parameters).toEqual(['u1', 'a', 'b', 'd0']);
    } finally {
      await fresh.dispose();
    }
  });

  it('binds a value the query uses in several places in each of them', async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db);
      const twice = preparedQuery(['day'], (db, { day }) =>
        db
          .selectFrom('doses')
          .select('id')
          .where('local_day', '>=', day)
          .unionAll(db.selectFrom('entries').select('id').where('local_day', '<=', day)),
      );
      expect(twice.compile(fresh.db, { day: '2026-11-24' }).parameters).toEqual(['2026-11-24', '2026-11-24']);
      expect(await twice.execute(fresh.db, { day: '2026-11-24' })).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  it('binds numbers and nulls as well as strings, when the query says so in its values type', async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db);
      await fresh.db.insertInto('users').values(userRow('u1')).execute();
      const insert = preparedQuery(
        ['id', 'planned', 'notes', 'duration'],
        (db, v: { id: string; planned: number; notes: string | null; duration: number | null }) =>
          db.insertInto('focus_sessions').values({
            id: v.id,
            user_id: 'u1',
            session_type: 'READING',
            started_at: '2026-11-20T08:00:00.000Z',
            local_day: '2026-11-20',
            planned_minutes: v.planned,
            notes: v.notes,
            paused_at: null,
            ended_at: '2026-11-20T09:00:00.000Z',
            duration_seconds: v.duration,
            productivity: null,
            created_at: '2026-11-20T08:00:00.000Z',
          }),
      );
      await insert.execute(fresh.db, { id: 'a', planned: 25, notes: null, duration: null });
      await fresh.db.transaction().execute((trx) => insert.execute(trx, { id: 'b', planned: 50, notes: 'why', duration: 1200 }));
      const rows = await fresh.db.selectFrom('focus_sessions').select(['id', 'planned_minutes', 'notes', 'duration_seconds']).orderBy('id').execute();
      expect(
        rows.map((r) => ({
          ...r,
          planned_minutes: Number(r.planned_minutes),
          duration_seconds: r.duration_seconds === null ? null : Number(r.duration_seconds),
        })),
      ).toEqual([
        { id: 'a', planned_minutes: 25, notes: null, duration_seconds: null },
        { id: 'b', planned_minutes: 50, notes: 'why', duration_seconds: 1200 },
      ]);
    } finally {
      await fresh.dispose();
    }
  });

  it('refuses a value the query does not bind, and a database with plugins it would bypass', async () => {
    const fresh = await freshDatabase(database);
    try {
      const unused = preparedQuery(['userId', 'day'], (db, { userId }) => db.selectFrom('doses').select('id').where('user_id', '=', userId));
      await expect(unused.execute(fresh.db, { userId: 'u1', day: 'x' })).rejects.toThrow('"day" is not a parameter');
      const inlined = preparedQuery(['day'], (db, { day }) => db.selectFrom('doses').select('id').where('local_day', '=', sql.lit(day)));
      await expect(inlined.execute(fresh.db, { day: 'x' })).rejects.toThrow('"day" was written into the SQL');
      const fine = preparedQuery(['userId'], (db, { userId }) => db.selectFrom('doses').select('id').where('user_id', '=', userId));
      const withPlugin = fresh.db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => result });
      await expect(fine.execute(withPlugin, { userId: 'u1' })).rejects.toThrow('plugins');
    } finally {
      await fresh.dispose();
    }
  });
});

function userRow(id: string) {
  return {
    id,
    name: id,
    email: `${id}@example.test`,
    password_hash: 'x',
    email_verified_at: null,
    timezone: 'UTC',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}
