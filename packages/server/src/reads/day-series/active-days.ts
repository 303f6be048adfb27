/**
 * The user's days with any record (an entry, a dose or a focus session): a projection of the day series over the
 * whole history, read without aggregating each day's values. The dashboard's streaks and first active day and the
 * account summary's tracked-day count read it (reads/day-series is the only code that aggregates per
 * day).
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';

const daysOf = (userId: string) => sql`
  select local_day from entries where user_id = ${userId}
  union select local_day from doses where user_id = ${userId}
  union select local_day from focus_sessions where user_id = ${userId}`;

/** Every calendar day with a record, ascending (one row per day). */
export async function activeDays(db: DbOrTx, userId: string): Promise<string[]> {
  const result = await sql<{ local_day: string }>`${daysOf(userId)} order by local_day`.execute(db);
  return result.rows.map((r) => r.local_day);
}

/** How many calendar days have a record. */
export async function countActiveDays(db: DbOrTx, userId: string): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from (${daysOf(userId)}) as d`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
