/**
 * A narrow projection of the day series for the Daily insight (reads/day-series is the only code
 * that aggregates per day): per day of the window, the entries (how many, their mean productivity and rating) and the
 * focus sessions started (how many), in one UNION ALL compiled once. It counts a day exactly as the full series does
 * (the same tables, conditions and (user_id, local_day) indexes) but reads only those fields: the doses, the other
 * metrics and the running session were most of the Daily card's cost (docs/performance.md).
 */
import { sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DbOrTx } from '../../db/schema.js';

/** Numbers arrive as strings from PostgreSQL's count/avg; narrowDaysFrom converts them. */
type DbNumber = number | string;

export interface NarrowDayRow {
  kind: 'entries' | 'sessions';
  local_day: string;
  n: DbNumber;
  /** Means of the day's entries that rated them; null for sessions and when none did. */
  productivity: DbNumber | null;
  rating: DbNumber | null;
}

// A typed NULL: PostgreSQL would otherwise type the sessions branch's NULLs as text against the entries' numerics.
const noAverage = sql<DbNumber | null>`cast(null as numeric)`;

export const narrowDays = preparedQuery(['userId', 'fromDay', 'toDay'], (db, { userId, fromDay, toDay }) => {
  const mine = sql<boolean>`user_id = ${userId} and local_day >= ${fromDay} and local_day <= ${toDay}`;
  const entries = db
    .selectFrom('entries')
    .select((eb) => [
      sql<NarrowDayRow['kind']>`'entries'`.as('kind'),
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
      sql<NarrowDayRow['kind']>`'sessions'`.as('kind'),
      'local_day',
      eb.fn.countAll<DbNumber>().as('n'),
      noAverage.as('productivity'),
      noAverage.as('rating'),
    ])
    .where(mine)
    .groupBy('local_day');
  return entries.unionAll(sessions);
});

export interface NarrowDay {
  day: string;
  entries: number;
  avgProductivity: number | null;
  avgRating: number | null;
  sessions: number;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * The days that have entries or sessions, oldest first, from the read's sparse rows (PostgreSQL's numbers arrive
 * as strings). A day with sessions but no entry has 0 entries and null means: missing, never zero.
 */
export function narrowDaysFrom(rows: readonly NarrowDayRow[]): NarrowDay[] {
  const days = new Map<string, NarrowDay>();
  for (const row of rows) {
    let day = days.get(row.local_day);
    if (!day) {
      day = { day: row.local_day, entries: 0, avgProductivity: null, avgRating: null, sessions: 0 };
      days.set(row.local_day, day);
    }
    if (row.kind === 'entries') {
      day.entries = Number(row.n);
      day.avgProductivity = num(row.productivity);
      day.avgRating = num(row.rating);
    } else {
      day.sessions = Number(row.n);
    }
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The days of the window with entries or sessions (sparse: a day with neither is absent), oldest first. */
export async function readNarrowDays(db: DbOrTx, userId: string, fromDay: string, toDay: string): Promise<NarrowDay[]> {
  return narrowDaysFrom(await narrowDays.execute(db, { userId, fromDay, toDay }));
}
