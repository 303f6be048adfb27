/**
 * Per-day aggregates of a user's entries, doses and focus sessions in one query (a UNION ALL of three grouped
 * reads, each served by its (user_id, local_day) index), plus the one active session whose time is still running.
 * Rows are sparse: a day without records has no row here; day-series.ts makes the range dense.
 */
import { sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Selectable } from 'kysely';
import type { DbOrTx, FocusSessionsTable } from '../../db/schema.js';

/** Numbers arrive as strings from PostgreSQL's count/avg/sum; day-series.ts converts them. */
type DbNumber = number | string;

export interface DayAggregateRow {
  kind: 'entries' | 'doses' | 'sessions';
  local_day: string;
  n: DbNumber;
  rating: DbNumber | null;
  focus: DbNumber | null;
  initiation: DbNumber | null;
  restlessness: DbNumber | null;
  productivity: DbNumber | null;
  /** The optional metrics of migration 0008; null when no entry of the day rated them. */
  energy: DbNumber | null;
  mood: DbNumber | null;
  anxiety: DbNumber | null;
  /** Completed sessions' running time; null for the other kinds. */
  seconds: DbNumber | null;
  /** Completed sessions: how many, the longest (seconds) and their mean productivity; null for the other kinds. */
  completed: DbNumber | null;
  longest: DbNumber | null;
  session_productivity: DbNumber | null;
}

// Typed NULLs: PostgreSQL resolves a chain of UNIONs pair by pair, and two untyped NULLs would become text.
const noAverage = sql<DbNumber | null>`cast(null as numeric)`;
const noSeconds = sql<DbNumber | null>`cast(null as bigint)`;

/** Built and compiled once (db/prepared-query.ts): building this UNION ALL cost several times running it. */
export const dayAggregates = preparedQuery(['userId', 'fromDay', 'toDay'], (db, { userId, fromDay, toDay }) => {
  // The same condition in each branch; the tables share the column names.
  const mine = sql<boolean>`user_id = ${userId} and local_day >= ${fromDay} and local_day <= ${toDay}`;
  const entries = db
    .selectFrom('entries')
    .select((eb) => [
      sql<DayAggregateRow['kind']>`'entries'`.as('kind'),
      'local_day',
      eb.fn.countAll<DbNumber>().as('n'),
      eb.fn.avg<DbNumber | null>('overall_rating').as('rating'),
      eb.fn.avg<DbNumber | null>('focus_level').as('focus'),
      eb.fn.avg<DbNumber | null>('task_initiation').as('initiation'),
      eb.fn.avg<DbNumber | null>('restlessness').as('restlessness'),
      eb.fn.avg<DbNumber | null>('productivity').as('productivity'),
      eb.fn.avg<DbNumber | null>('energy').as('energy'),
      eb.fn.avg<DbNumber | null>('mood').as('mood'),
      eb.fn.avg<DbNumber | null>('anxiety').as('anxiety'),
      noSeconds.as('seconds'),
      noSeconds.as('completed'),
      noSeconds.as('longest'),
      noAverage.as('session_productivity'),
    ])
    .where(mine)
    .groupBy('local_day');
  const doses = db
    .selectFrom('doses')
    .select((eb) => [
      sql<DayAggregateRow['kind']>`'doses'`.as('kind'),
      'local_day',
      eb.fn.countAll<DbNumber>().as('n'),
      noAverage.as('rating'),
      noAverage.as('focus'),
      noAverage.as('initiation'),
      noAverage.as('restlessness'),
      noAverage.as('productivity'),
      noAverage.as('energy'),
      noAverage.as('mood'),
      noAverage.as('anxiety'),
      noSeconds.as('seconds'),
      noSeconds.as('completed'),
      noSeconds.as('longest'),
      noAverage.as('session_productivity'),
    ])
    .where(mine)
    .groupBy('local_day');
  const sessions = db
    .selectFrom('focus_sessions')
    .select((eb) => [
      sql<DayAggregateRow['kind']>`'sessions'`.as('kind'),
      'local_day',
      eb.fn.countAll<DbNumber>().as('n'),
      noAverage.as('rating'),
      noAverage.as('focus'),
      noAverage.as('initiation'),
      noAverage.as('restlessness'),
      noAverage.as('productivity'),
      noAverage.as('energy'),
      noAverage.as('mood'),
      noAverage.as('anxiety'),
      eb.fn.sum<DbNumber | null>('duration_seconds').as('seconds'),
      eb.fn.count<DbNumber>('duration_seconds').as('completed'),
      eb.fn.max<DbNumber | null>('duration_seconds').as('longest'),
      sql<DbNumber | null>`avg(case when duration_seconds is not null then productivity end)`.as('session_productivity'),
    ])
    .where(mine)
    .groupBy('local_day');
  return entries.unionAll(doses).unionAll(sessions);
});

export async function aggregateDays(db: DbOrTx, userId: string, fromDay: string, toDay: string): Promise<DayAggregateRow[]> {
  return dayAggregates.execute(db, { userId, fromDay, toDay });
}

/** The whole row: the focus-sessions feature answers the active session from this same read. */
export type RunningSessionRow = Selectable<FocusSessionsTable>;

const runningSession = preparedQuery(['userId'], (db, { userId }) =>
  db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('ended_at', 'is', null),
);

/** The user's active session, if any (at most one: a partial unique index holds it). */
export async function findRunningSession(db: DbOrTx, userId: string): Promise<RunningSessionRow | undefined> {
  return runningSession.executeTakeFirst(db, { userId });
}
