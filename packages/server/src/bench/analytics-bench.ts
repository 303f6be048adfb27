/**
 * Analytics on years of data: users with one and five years of daily records (two entries, two doses,
 * one focus session a day, seeded straight into the database), each analytics call's median time through the app
 * against a plain SQL read of the same rows (the entries, doses and sessions of the range), as a ratio, and the
 * growth from one year to five. Fails when a call takes longer than CEILING_MS, the mark of a query per day or per
 * substance. Figures: docs/performance.md.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addDays, calendarDayIn } from '../lib/calendar.js';
import type { Db } from '../db/schema.js';
import { registerVerified, startBenchApp, type BenchApp } from './bench-app.js';
import { percentile, timeRuns } from './timing.js';

const RUNS = 15;
const CEILING_MS = 1000;
const PASSWORD = 'Bench-Password-123!';

export interface SeededUser {
  token: string;
  userId: string;
  substanceId: string;
  days: number;
  from: string;
  to: string;
}

export async function seedUser(app: BenchApp, email: string, days: number): Promise<SeededUser> {
  await registerVerified(app, email, PASSWORD);
  const login = await app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const token = login.json<{ accessToken: string }>().accessToken;
  const auth = { authorization: `Bearer ${token}` };
  const me = await app.server.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const userId = me.json<{ user: { id: string } }>().user.id;
  const ids: string[] = [];
  for (const name of ['Magnesium', 'Omega-3', 'Vitamin D', 'L-Theanine']) {
    const created = await app.server.inject({ method: 'POST', url: '/api/supplements', headers: auth, payload: { name } });
    ids.push(created.json<{ id: string }>().id);
  }
  const to = calendarDayIn(new Date(), 'UTC');
  const from = addDays(to, -(days - 1));
  await seedRows(app.db, userId, ids, from, days);
  return { token, userId, substanceId: ids[0] ?? '', days, from, to };
}

async function seedRows(db: Db, userId: string, substanceIds: string[], from: string, days: number): Promise<void> {
  const created = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < days; i++) {
      const day = addDays(from, i);
      const rating = 3 + ((i * 7) % 7);
      const entries = [0, 1].map((k) => ({
        id: randomUUID(),
        user_id: userId,
        entry_type: 'REGULAR',
        local_day: day,
        local_time: k === 0 ? '09:00' : '18:00',
        overall_rating: rating,
        focus_level: rating,
        task_initiation: 5,
        restlessness: 4,
        productivity: Math.min(10, rating + k),
        notes: null,
        tags: '[]',
        session_id: null,
        created_at: created,
      }));
      await trx.insertInto('entries').values(entries).execute();
      await trx
        .insertInto('entry_supplements')
        .values({ entry_id: entries[0]?.id ?? '', substance_id: substanceIds[i % substanceIds.length] ?? '', taken: 1, time_of_day: 'morning' })
        .execute();
      await trx
        .insertInto('entry_focus_aids')
        .values({ entry_id: entries[1]?.id ?? '', aid_id: i % 2 === 0 ? 'default-walk' : 'default-fidget' })
        .execute();
      await trx
        .insertInto('doses')
        .values(
          [0, 1].map((k) => ({
            id: randomUUID(),
            user_id: userId,
            substance_id: substanceIds[(i + k) % substanceIds.length] ?? '',
            taken_at: `${day}T0${8 + k}:00:00.000Z`,
            local_day: day,
            dosage: null,
            notes: null,
            supply_taken: 0,
            created_at: created,
          })),
        )
        .execute();
      await trx
        .insertInto('focus_sessions')
        .values({
          id: randomUUID(),
          user_id: userId,
          session_type: 'BORING_TASK',
          started_at: `${day}T10:00:00.000Z`,
          local_day: day,
          planned_minutes: 25,
          notes: null,
          paused_at: null,
          ended_at: `${day}T10:25:00.000Z`,
          duration_seconds: 1500,
          productivity: 7,
          created_at: created,
        })
        .execute();
    }
    await trx
      .updateTable('substances')
      .set({ total_doses: Math.ceil(days / 2) })
      .where('user_id', '=', userId)
      .execute();
  });
}

/** The rows an analytics call over the range reads, fetched plainly: what its time is compared with. */
async function plainRead(db: Db, user: SeededUser): Promise<void> {
  const mine = sql<boolean>`user_id = ${user.userId} and local_day >= ${user.from} and local_day <= ${user.to}`;
  await Promise.all([
    db.selectFrom('entries').selectAll().where(mine).execute(),
    db.selectFrom('doses').selectAll().where(mine).execute(),
    db.selectFrom('focus_sessions').selectAll().where(mine).execute(),
  ]);
}

function calls(user: SeededUser): Array<{ name: string; url: string }> {
  return [
    { name: 'dashboard', url: '/api/analytics/dashboard?period=all' },
    { name: 'effective-aids', url: '/api/analytics/effective-aids?period=all' },
    { name: 'weekly-trends', url: '/api/analytics/weekly-trends?period=all' },
    { name: 'supplement-effectiveness', url: '/api/analytics/supplement-effectiveness?period=all' },
    { name: 'user-supplements', url: '/api/analytics/user-supplements' },
    { name: 'supplement-timeline', url: `/api/analytics/supplement-timeline?supplementId=${user.substanceId}&days=${user.days}` },
    { name: 'supplement-insights', url: `/api/analytics/supplement-insights/${user.substanceId}?days=${user.days}` },
  ];
}

async function median(runs: number, once: () => Promise<void>): Promise<number> {
  await once();
  return percentile(await timeRuns(runs, once), 50);
}

export async function runAnalyticsBench(): Promise<boolean> {
  const app = await startBenchApp();
  try {
    const year = await seedUser(app, 'bench-1y@example.test', 365);
    const five = await seedUser(app, 'bench-5y@example.test', 1826);
    const plain1 = await median(RUNS, () => plainRead(app.db, year));
    const plain5 = await median(RUNS, () => plainRead(app.db, five));
    console.log(`\nAnalytics on years of data (2 entries, 2 doses, 1 session a day; median of ${RUNS} runs)`);
    console.log(`plain read of the same rows: 1 year ${plain1.toFixed(2)} ms, 5 years ${plain5.toFixed(2)} ms`);
    console.log('call'.padEnd(26), '1y ms'.padStart(8), '5y ms'.padStart(8), 'x plain 1y'.padStart(11), 'x plain 5y'.padStart(11), '5y/1y'.padStart(7));
    let ok = true;
    const one = calls(year);
    const fives = calls(five);
    for (let i = 0; i < one.length; i++) {
      const a = one[i];
      const b = fives[i];
      if (!a || !b) continue;
      const time = (user: SeededUser, url: string) =>
        median(RUNS, async () => {
          const response = await app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        });
      const t1 = await time(year, a.url);
      const t5 = await time(five, b.url);
      if (t5 > CEILING_MS) ok = false;
      console.log(
        a.name.padEnd(26),
        t1.toFixed(2).padStart(8),
        t5.toFixed(2).padStart(8),
        (t1 / plain1).toFixed(2).padStart(11),
        (t5 / plain5).toFixed(2).padStart(11),
        (t5 / t1).toFixed(2).padStart(7),
        t5 > CEILING_MS ? 'OVER' : '',
      );
    }
    return ok;
  } finally {
    await app.close();
  }
}
