/**
 * The hot reads (the Daily tab's, the dose history, the entry list) run as one index range scan in the order they
 * return, with no sort step: the database's own plan for the exact SQL each repository function sends (EXPLAIN QUERY
 * PLAN on SQLite; EXPLAIN on PostgreSQL with sequential scans and sorts priced out, since an empty test table would
 * otherwise make any plan look fine).
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { DAILY_READS } from '../src/bench/soak-bench.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { namedStatementTexts } from '../src/db/named-statements.js';
import type { Database } from '../src/db/schema.js';
import { activeSessionUser } from '../src/accounts/repository.js';
import { narrowDays } from '../src/reads/day-series/narrow-days.js';
import { countDosesSince, newestDosesOfDay, pageDosesSince } from '../src/features/doses/repository.js';
import { listEntries } from '../src/features/entries/repository.js';
import { sessionsOfDay } from '../src/features/focus-sessions/repository.js';
import { dayAggregates } from '../src/reads/day-series/repository.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';
import { createTestApp, signedInUser } from './support/test-app.js';

/** Runs `work` against a database that records every query it sends, and returns the ones with an ORDER BY. */
async function orderedQueriesOf(db: Kysely<Database>, work: (spy: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  return (await queriesOf(db, work)).filter((q) => /order by/i.test(q.sql));
}

/** Runs `work` against a database that records every query it sends, and returns them. */
async function queriesOf(db: Kysely<Database>, work: (spy: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const captured: CompiledQuery[] = [];
  const spy = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      captured.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await work(spy);
  return captured;
}

describeEachDatabase('hot query plans', (database) => {
  async function planOf(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
    if (database.name === 'sqlite') {
      const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
      return rows.map((r) => r.detail).join('\n');
    }
    return db.transaction().execute(async (trx) => {
      await priceOutScansAndSorts(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  async function priceOutScansAndSorts(trx: Kysely<Database>) {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
  }

  /**
   * PostgreSQL: the plan a named statement (db/named-statements.ts) may settle on after its first runs, made for any
   * values rather than these ones (forced here, as PostgreSQL may choose it itself once it looks no dearer).
   */
  async function genericPlanOf(db: Kysely<Database>, query: Pick<CompiledQuery, 'sql'>): Promise<string> {
    return db.connection().execute(async (connection) => {
      await sql.raw(`prepare generic_plan_probe as ${query.sql}`).execute(connection);
      try {
        const { rows: described } = await sql<{
          n: number;
        }>`select cardinality(parameter_types) as n from pg_prepared_statements where name = 'generic_plan_probe'`.execute(connection);
        return await connection.transaction().execute(async (trx) => {
          await priceOutScansAndSorts(trx);
          await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
          // A generic plan is made without the values, so any will do: nulls fit every parameter's type.
          const nulls = Array.from({ length: described[0]?.n ?? 0 }, () => 'null').join(', ');
          const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain execute generic_plan_probe(${nulls})`));
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      } finally {
        await sql`deallocate generic_plan_probe`.execute(connection);
      }
    });
  }

  function expectIndexOrdered(plan: string, index: string) {
    expect(plan).toContain(index);
    // SQLite says "USE TEMP B-TREE FOR ORDER BY" when it sorts; PostgreSQL shows a Sort node.
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  }

  it("reads a substance's dose history, the entry list and a day's sessions in index order, without sorting", async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db);
      const [doses] = await orderedQueriesOf(fresh.db, (spy) => pageDosesSince(spy, 'u1', 's1', '2026-01-01', { limit: 20, offset: 0 }));
      const [entries] = await orderedQueriesOf(fresh.db, (spy) => listEntries(spy, 'u1', {}, { limit: 500, offset: 0 }));
      // Compiled once (db/prepared-query.ts), so asked of the query itself rather than caught on its way.
      const sessions = sessionsOfDay.compile(fresh.db, { userId: 'u1', day: '2026-11-24' });
      const todaysNewest = newestDosesOfDay.compile(fresh.db, { userId: 'u1', day: '2026-11-24' });
      if (!doses || !entries) throw new Error('a repository function sent no ordered query');
      expectIndexOrdered(await planOf(fresh.db, doses), 'doses_user_substance_taken');
      expectIndexOrdered(await planOf(fresh.db, entries), 'entries_user_day_time');
      // Walked backwards along the index, so the cap on today's doses stops the read rather than a sort of the whole day.
      expectIndexOrdered(await planOf(fresh.db, todaysNewest), 'doses_user_day_taken');
      expectIndexOrdered(await planOf(fresh.db, sessions), 'focus_sessions_user_day_start');
    } finally {
      await fresh.dispose();
    }
  });

  it("reads the day aggregates, the insight's days and the session check through indexes only", async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db);
      const range = { userId: 'u1', fromDay: '2026-11-11', toDay: '2026-11-24' };
      const aggregates = await planOf(fresh.db, dayAggregates.compile(fresh.db, range));
      const insight = await planOf(fresh.db, narrowDays.compile(fresh.db, range));
      const session = await planOf(fresh.db, activeSessionUser.compile(fresh.db, { sessionId: 's1', userId: 'u1', now: '2026-11-24T00:00:00.000Z' }));
      for (const plan of [aggregates, insight, session]) {
        // SQLite: "SCAN t" reads a whole table, a TEMP B-TREE groups by sorting; PostgreSQL: a Seq Scan or a Sort node.
        expect(plan).not.toMatch(/\bSCAN \w|TEMP B-TREE|Seq Scan|Sort/);
      }
      for (const index of ['entries_user_day_time', 'doses_user_day', 'focus_sessions_user_day_start']) expect(aggregates).toContain(index);
      for (const index of ['entries_user_day_time', 'focus_sessions_user_day_start']) expect(insight).toContain(index);
      expect(insight).not.toContain('doses');
      // The dose history's count of a window tests the calendar day: answered from the index, no dose row read.
      const [count] = await queriesOf(fresh.db, (spy) => countDosesSince(spy, 'u1', 's1', '2025-11-25'));
      if (!count) throw new Error('countDosesSince sent no query');
      expect(await planOf(fresh.db, count)).toMatch(/COVERING INDEX doses_user_substance_taken|Index Only Scan using doses_user_substance_taken/);
    } finally {
      await fresh.dispose();
    }
  });

  if (database.name === 'postgres') {
    it('keeps the same index reads in the plans named statements may settle on for any values', async () => {
      const fresh = await freshDatabase(database);
      try {
        await migrateToLatest(fresh.db);
        const range = { userId: 'u1', fromDay: '2026-11-11', toDay: '2026-11-24' };
        const day = { userId: 'u1', day: '2026-11-24' };
        const generic = async (query: CompiledQuery) => {
          const plan = await genericPlanOf(fresh.db, query);
          // Made for any values: the parameters stay symbols, which shows the plan is the generic one.
          expect(plan).toMatch(/\$1/);
          expect(plan).not.toMatch(/Seq Scan/);
          return plan;
        };
        expectIndexOrdered(await generic(newestDosesOfDay.compile(fresh.db, day)), 'doses_user_day_taken');
        expectIndexOrdered(await generic(sessionsOfDay.compile(fresh.db, day)), 'focus_sessions_user_day_start');
        const aggregates = await generic(dayAggregates.compile(fresh.db, range));
        for (const index of ['entries_user_day_time', 'doses_user_day', 'focus_sessions_user_day_start']) expect(aggregates).toContain(index);
        expect(await generic(narrowDays.compile(fresh.db, range))).toContain('entries_user_day_time');
        const session = await generic(activeSessionUser.compile(fresh.db, { sessionId: 's1', userId: 'u1', now: '2026-11-24T00:00:00.000Z' }));
        // Which of the login's indexes (its key, or the user's logins) depends on the table's statistics; either is a few rows.
        expect(session).toMatch(/Index Scan using auth_sessions_\w+ on auth_sessions/);
        expect(session).toMatch(/Index Scan using users_pkey/);
      } finally {
        await fresh.dispose();
      }
    });

    it('reads through indexes in the generic plan of every statement the Daily tab and a dose send by name', async () => {
      const app = await createTestApp(database);
      try {
        const user = await signedInUser(app);
        const created = await user.call('POST', '/api/supplements', { name: 'Magnesium', remainingSupply: 30 });
        expect(created.statusCode).toBe(201);
        const logged = await user.call('POST', '/api/supplement-doses', { supplementId: created.json<{ id: string }>().id });
        expect(logged.statusCode).toBe(201);
        // The soak's Daily reads, the session check alone and the History tab's month.
        for (const url of ['/api/auth/me', ...DAILY_READS, '/api/history/daily-summaries?days=30']) {
          expect((await user.call('GET', url)).statusCode, url).toBe(200);
        }

        const texts = namedStatementTexts();
        // The session check, the dose's statement and the Daily tab's reads (more when more is registered).
        expect(texts.length).toBeGreaterThanOrEqual(10);
        for (const text of texts) {
          const plan = await genericPlanOf(app.db, { sql: text });
          expect(plan, text).not.toMatch(/Seq Scan/);
          expect(plan, text).toMatch(/Index (Only )?Scan/);
        }
      } finally {
        await app.close();
      }
    });
  }
});
