/**
 * The daily insight's read: per day of the window, the entries (how many, their mean productivity and rating) and
 * the focus sessions started (how many), in one UNION ALL compiled once. It counts a day exactly as the shared day
 * series does (reads/day-series: the same tables, conditions and (user_id, local_day) indexes) but reads only what
 * the insight uses: not the doses, the other metrics or the running session, which were most of its cost.
 */
import { sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DbOrTx } from '../../db/schema.js';

/** Numbers arrive as strings from PostgreSQL's count/avg; daily-insight.ts converts them. */
type DbNumber = number | string;

export interface InsightDayRow {
  kind: 'entries' | 'sessions';
  local_day: string;
  n: DbNumber;
  /** Means of the day's entries that rated them; null for sessions and when none did. */
  productivity: DbNumber | null;
  rating: DbNumber | null;
}

// A typed NULL: PostgreSQL would otherwise type the sessions branch's NULLs as text against the entries' numerics.
const noAverage = sql<DbNumber | null>`cast(null as numeric)`;

export const insightDays = preparedQuery(['userId', 'fromDay', 'toDay'], (db, { userId, fromDay, toDay }) => {
  const mine = sql<boolean>`user_id = ${userId} and local_day >= ${fromDay} and local_day <= ${toDay}`;
  const entries = db
    .selectFrom('entries')
    .select((eb) => [
      sql<InsightDayRow['kind']>`'entries'`.as('kind'),
      'local_day',
      eb.fn.countAll<DbNumber>().as('n'),
      eb.fn.avg<DbNumber | null>('productivity').as('productivity'),
      eb.fn.avg<DbNumber | null>('overall_rating').as('rating'),
    ])
    .where(mine)
    .groupBy('local_day');
  const sessions = db
    .selectFrom('focus_sessions')
    .select((eb) => [
      sql<InsightDayRow['kind']>`'sessions'`.as('kind'),
      'local_day',
      eb.fn.countAll<DbNumber>().as('n'),
      noAverage.as('productivity'),
      noAverage.as('rating'),
    ])
    .where(mine)
    .groupBy('local_day');
  return entries.unionAll(sessions);
});

/** Sparse: a day without entries or sessions has no row. */
export async function readInsightDays(db: DbOrTx, userId: string, fromDay: string, toDay: string): Promise<InsightDayRow[]> {
  return insightDays.execute(db, { userId, fromDay, toDay });
}
