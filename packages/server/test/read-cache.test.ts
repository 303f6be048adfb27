/**
 * Kept answers of signed-in reads (http/read-cache.ts): the same read again answers the same bytes, and never once
 * the user's data, calendar day or time zone has changed, whoever changed it (the API, a job writing the database,
 * another server on the same database); an answer that counts the time of day is computed at every read; one user's
 * kept answer never reaches another; and the cache stays within its bounds.
 */
import { sql } from 'kysely';
import type { FocusSession, Substance, TodayDoses } from '@wellness/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_USER_BYTES } from '../src/http/read-cache.js';
import { ManualClock } from '../src/lib/clock.js';
import { UNVERSIONED_TABLES, VERSIONED_CHILD_TABLES, VERSIONED_TABLES } from '../src/db/migrations/0025-data-versions.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { describeEachDatabase } from './support/databases.js';
import { freshDatabase } from './support/fresh-database.js';
import { tablesWithUserId } from './support/schema-tables.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const START = new Date('2026-11-18T10:00:00Z');

describeEachDatabase('read cache', (database) => {
  const clock = new ManualClock(START);
  let app: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
    // A second server of the same deployment: same database, its own memory.
    other = await createTestApp(database, {}, { clock });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  async function user(): Promise<SignedIn> {
    clock.set(START);
    return signedInUser(app, { timezone: 'UTC' });
  }

  async function supplement(me: SignedIn, name = 'Magnesium'): Promise<Substance> {
    const response = await me.call('POST', '/api/supplements', { name, dosage: 200, unit: 'mg', remainingSupply: 60 });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Substance>();
  }

  async function todaysDoses(me: SignedIn): Promise<TodayDoses> {
    const response = await me.call('GET', '/api/supplement-doses/today');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TodayDoses>();
  }

  const doseCount = (today: TodayDoses) => Object.values(today).reduce((n, s) => n + s.doses.length, 0);

  it('answers the same read again from what it kept: same bytes, same headers', async () => {
    const me = await user();
    await supplement(me);
    const first = await me.call('GET', '/api/supplements');
    const before = app.readCache.stats();
    const second = await me.call('GET', '/api/supplements');
    expect(app.readCache.stats().hits).toBe(before.hits + 1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const { date: _a, ...firstHeaders } = first.headers;
    const { date: _b, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
  });

  it('shows a dose logged through the API at the next read', async () => {
    const me = await user();
    const item = await supplement(me);
    expect(doseCount(await todaysDoses(me))).toBe(0);
    expect(doseCount(await todaysDoses(me))).toBe(0);
    expect((await me.call('POST', '/api/supplement-doses', { supplementId: item.id })).statusCode).toBe(201);
    expect(doseCount(await todaysDoses(me))).toBe(1);
    const list = (await me.call('GET', '/api/supplements')).json<Substance[]>();
    expect(list[0]?.remainingSupply).toBe(59);
  });

  it('shows a change written to the database outside the API (a job, an import, another tool) at the next read', async () => {
    const me = await user();
    const item = await supplement(me);
    await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
    expect(doseCount(await todaysDoses(me))).toBe(1);
    expect(doseCount(await todaysDoses(me))).toBe(1);
    await app.db.deleteFrom('doses').where('substance_id', '=', item.id).execute();
    expect(doseCount(await todaysDoses(me))).toBe(0);
    // A child row (an ingredient) changes its parent's owner's version too.
    const before = (await me.call('GET', '/api/supplements')).body;
    await app.db
      .insertInto('substance_ingredients')
      .values({
        id: `ing-${item.id}`,
        substance_id: item.id,
        position: 0,
        name: 'Magnesium glycinate',
        amount: 200,
        unit: 'mg',
        form: null,
        percentage: null,
        standardized: 0,
      })
      .execute();
    const after = await me.call('GET', '/api/supplements');
    expect(after.body).not.toBe(before);
  });

  it('shows a write made on another server at the next read on this one, and the other way round', async () => {
    const me = await user();
    const item = await supplement(me);
    const onOther = (method: 'GET' | 'POST', url: string, payload?: object) =>
      other.server.inject({ method, url, headers: { authorization: `Bearer ${me.accessToken}` }, ...(payload ? { payload } : {}) });
    expect(doseCount((await onOther('GET', '/api/supplement-doses/today')).json<TodayDoses>())).toBe(0);
    expect(doseCount(await todaysDoses(me))).toBe(0);
    expect((await onOther('POST', '/api/supplement-doses', { supplementId: item.id })).statusCode).toBe(201);
    expect(doseCount(await todaysDoses(me))).toBe(1);
    expect((await me.call('POST', '/api/supplement-doses', { supplementId: item.id })).statusCode).toBe(201);
    expect(doseCount((await onOther('GET', '/api/supplement-doses/today')).json<TodayDoses>())).toBe(2);
  });

  it("never answers one user's kept answer to another", async () => {
    const alice = await user();
    const bob = await user();
    await supplement(alice, 'Alice only');
    await supplement(bob, 'Bob only');
    for (let i = 0; i < 2; i++) {
      expect((await alice.call('GET', '/api/supplements')).body).toContain('Alice only');
      const bobs = (await bob.call('GET', '/api/supplements')).body;
      expect(bobs).toContain('Bob only');
      expect(bobs).not.toContain('Alice only');
    }
  });

  it("starts a new calendar day afresh, and follows a change of the user's time zone at once", async () => {
    const me = await user();
    const item = await supplement(me);
    await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
    expect(Object.values(await todaysDoses(me)).flatMap((logged) => logged.doses.map((dose) => dose.date))).toEqual(['2026-11-18']);
    clock.set(new Date('2026-11-18T23:30:00Z'));
    await me.refresh();
    expect(doseCount(await todaysDoses(me))).toBe(1);
    // Tokyo is already on the 19th: the zone is read with every request, so the kept answer of the 18th is not used.
    await app.db.updateTable('users').set({ timezone: 'Asia/Tokyo' }).where('email', '=', me.user.email).execute();
    expect(doseCount(await todaysDoses(me))).toBe(0);
    await app.db.updateTable('users').set({ timezone: 'UTC' }).where('email', '=', me.user.email).execute();
    clock.set(new Date('2026-11-19T00:30:00Z'));
    await me.refresh();
    expect(doseCount(await todaysDoses(me))).toBe(0);
  });

  it("counts a running focus session's time at every read, and keeps answers again once it is paused", async () => {
    const me = await user();
    const started = await me.call('POST', '/api/focus-sessions/start', { sessionType: 'READING', plannedDuration: 45 });
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json<FocusSession>();
    const reads = async () => ({
      today: (await me.call('GET', '/api/focus-sessions/today')).json<{ summary: { totalTime: number } }>().summary.totalTime,
      active: (await me.call('GET', '/api/focus-sessions/active')).json<{ session: FocusSession }>().session.duration,
      summary: (await me.call('GET', '/api/entries/daily-summary')).json<{ totalFocusTime: number }>().totalFocusTime,
    });
    const first = await reads();
    clock.advance(120_000);
    const later = await reads();
    expect(later.today - first.today).toBe(120);
    expect(later.active - first.active).toBe(120);
    expect(later.summary).toBeGreaterThan(first.summary);
    expect((await me.call('PATCH', `/api/focus-sessions/${session.id}/pause`)).statusCode).toBe(200);
    const paused = await reads();
    const hits = app.readCache.stats().hits;
    clock.advance(60_000);
    expect(await reads()).toEqual(paused);
    expect(app.readCache.stats().hits).toBe(hits + 3);
  });

  it('keeps an answer that counts a running session for the rest of its second, and never past it', async () => {
    const me = await user();
    expect((await me.call('POST', '/api/focus-sessions/start', { sessionType: 'READING', plannedDuration: 45 })).statusCode).toBe(201);
    const paths = ['/api/focus-sessions/active', '/api/focus-sessions/today', '/api/entries/daily-summary'];
    const read = async () => Promise.all(paths.map(async (path) => (await me.call('GET', path)).body));
    // The session started at a whole second of the manual clock: from there, steps of 300 ms cross a second every
    // third or fourth step. At each step every answer must be what a fresh computation gives: the same bytes
    // within a second (answered from the cache), the new count from the step that crosses it.
    clock.advance(100);
    let previous = await read();
    let hits = 0;
    let within = 0;
    for (let step = 1; step <= 12; step++) {
      const before = app.readCache.stats().hits;
      const crosses = Math.floor((100 + 300 * step) / 1000) !== Math.floor((100 + 300 * (step - 1)) / 1000);
      clock.advance(300);
      const now = await read();
      const active = JSON.parse(now[0] ?? '{}') as { session: FocusSession };
      expect(active.session.duration).toBe(Math.floor((100 + 300 * step) / 1000));
      if (crosses) expect(now).not.toEqual(previous);
      else {
        expect(now).toEqual(previous);
        within++;
      }
      hits += app.readCache.stats().hits - before;
      previous = now;
    }
    // The steps that stay within their second answer all three reads from the cache; the others compute afresh.
    expect(within).toBe(9);
    expect(hits).toBe(3 * within);
  });

  it("while a focus session runs, the days' totals still follow every change and the running time follows the clock", async () => {
    const me = await user();
    const item = await supplement(me);
    await me.call('POST', '/api/focus-sessions/start', { sessionType: 'READING', plannedDuration: 45 });
    const today = async () => {
      const response = await me.call('GET', '/api/entries/daily-summary');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ dosesCount: number; totalFocusTime: number }>();
    };
    const history = async () => (await me.call('GET', '/api/history/daily-summaries?days=30')).json<{ days: { date: string; dosesCount: number }[] }>().days;
    expect((await today()).dosesCount).toBe(0);
    expect(await history()).toEqual([expect.objectContaining({ dosesCount: 0 })]);
    await me.call('POST', '/api/supplement-doses', { supplementId: item.id });
    expect((await today()).dosesCount).toBe(1);
    expect((await history())[0]?.dosesCount).toBe(1);
    await app.db.deleteFrom('doses').where('substance_id', '=', item.id).execute();
    expect((await today()).dosesCount).toBe(0);
    expect((await history())[0]?.dosesCount).toBe(0);
    const before = (await today()).totalFocusTime;
    const historyBefore = (await me.call('GET', '/api/history/daily-summaries?days=30')).body;
    clock.advance(30 * 60_000);
    await me.refresh();
    expect((await today()).totalFocusTime).toBeGreaterThan(before);
    // The history counts completed sessions only, so the running one leaves its answer as it was: kept.
    const hits = app.readCache.stats().hits;
    expect((await me.call('GET', '/api/history/daily-summaries?days=30')).body).toBe(historyBefore);
    expect(app.readCache.stats().hits).toBe(hits + 1);
  });

  it('computes run-out forecasts afresh at every read while the user has a schedule', async () => {
    const me = await user();
    const item = await supplement(me);
    const schedule = {
      kind: 'fixed',
      times: ['08:00', '20:00'],
      weekdays: null,
      everyNDays: null,
      amount: 1,
      startDate: '2026-11-16',
      endDate: null,
      reminders: { enabled: false, channels: ['in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null },
      refillLeadDays: 5,
    };
    const put = await me.call('PUT', `/api/schedules/${item.id}`, schedule);
    expect(put.statusCode, put.body).toBe(200);
    const hits = app.readCache.stats().hits;
    for (let i = 0; i < 3; i++) {
      expect((await me.call('GET', '/api/supplements')).statusCode).toBe(200);
      expect((await me.call('GET', '/api/daily/supplements')).statusCode).toBe(200);
    }
    expect(app.readCache.stats().hits).toBe(hits);
  });

  it("keeps no more than a user's share however many different reads they make", async () => {
    const me = await user();
    const item = await supplement(me);
    for (let i = 0; i < 40; i++) await me.call('POST', '/api/supplement-doses', { supplementId: item.id, notes: 'x'.repeat(400) });
    for (let limit = 1; limit <= 100; limit++)
      expect((await me.call('GET', `/api/supplement-doses/${item.id}/history?days=30&page=1&limit=${limit}`)).statusCode).toBe(200);
    expect(app.readCache.stats().bytes).toBeLessThanOrEqual(MAX_USER_BYTES * app.readCache.stats().users);
  });

  it('migrates a database with data: versions start at 0 and move once a statement (SQLite) or a transaction (PostgreSQL)', async () => {
    const fresh = await freshDatabase(database);
    try {
      await migrateToLatest(fresh.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0025')));
      const at = new Date().toISOString();
      await fresh.db
        .insertInto('users')
        .values({ id: 'u1', name: 'A', email: 'a@example.test', password_hash: 'x', email_verified_at: at, timezone: 'UTC', created_at: at, updated_at: at })
        .execute();
      await fresh.db
        .insertInto('substances')
        .values({ id: 's1', user_id: 'u1', substance_type: 'supplement', name: 'Mg', created_at: at, updated_at: at })
        .execute();
      // 0025 and whatever came after it.
      expect(await migrateToLatest(fresh.db)).toEqual(Object.keys(migrations).filter((name) => name >= '0025'));
      const version = async () => Number((await fresh.db.selectFrom('users').select('data_version').executeTakeFirstOrThrow()).data_version);
      expect(await version()).toBe(0);
      await fresh.db.updateTable('substances').set({ name: 'Magnesium' }).execute();
      expect(await version()).toBe(1);
      await fresh.db.transaction().execute(async (trx) => {
        await trx.updateTable('substances').set({ name: 'Magnesium glycinate' }).execute();
        await trx.updateTable('substances').set({ name: 'Magnesium citrate' }).execute();
      });
      expect(await version()).toBe(database.name === 'postgres' ? 2 : 3);
      // A transaction that rolls back moves nothing.
      await expect(
        fresh.db.transaction().execute(async (trx) => {
          await trx.updateTable('substances').set({ name: 'Never' }).execute();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await version()).toBe(database.name === 'postgres' ? 2 : 3);
    } finally {
      await fresh.dispose();
    }
  });

  it("moves the version with every table that holds a user's data", async () => {
    const tables = await tablesWithUserId(app.db, app.databaseKind);
    const unversioned: readonly string[] = UNVERSIONED_TABLES;
    const versioned: readonly string[] = VERSIONED_TABLES;
    expect(tables.filter((t) => !versioned.includes(t) && !unversioned.includes(t))).toEqual([]);
    const triggered = [...versioned, ...VERSIONED_CHILD_TABLES.map((c) => c.table)];
    const names =
      app.databaseKind === 'sqlite'
        ? (await sql<{ name: string }>`select tbl_name as name from sqlite_master where type = 'trigger'`.execute(app.db)).rows.map((r) => r.name)
        : (
            await sql<{
              name: string;
            }>`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(
              app.db,
            )
          ).rows.map((r) => r.name);
    for (const table of [...triggered, 'users']) expect(names, table).toContain(table);
  });
});
