/** Queries of focus sessions. Every state change is a conditional update, so concurrent calls cannot double-apply. */
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DbOrTx, FocusSessionsTable } from '../../db/schema.js';

export type SessionRow = Selectable<FocusSessionsTable>;
export type NewSession = Insertable<FocusSessionsTable>;

/** Inserts unless the user already has an active session (the partial unique index decides); the stored row, or undefined. */
export async function insertActiveSession(db: DbOrTx, row: NewSession): Promise<SessionRow | undefined> {
  return db
    .insertInto('focus_sessions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').where('ended_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findSession(db: DbOrTx, userId: string, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

// The Daily tab's two reads, compiled once (db/prepared-query.ts).
const activeSession = preparedQuery(['userId'], (db, { userId }) =>
  db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('ended_at', 'is', null),
);

export const sessionsOfDay = preparedQuery(['userId', 'day'], (db, { userId, day }) =>
  db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('local_day', '=', day).orderBy('started_at', 'desc'),
);

export async function findActiveSession(db: DbOrTx, userId: string): Promise<SessionRow | undefined> {
  return activeSession.executeTakeFirst(db, { userId });
}

export async function listSessionsOfDay(db: DbOrTx, userId: string, day: string): Promise<SessionRow[]> {
  return sessionsOfDay.execute(db, { userId, day });
}

export async function markPaused(db: DbOrTx, userId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('focus_sessions')
    .set({ paused_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('paused_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markResumed(db: DbOrTx, userId: string, id: string, pausedAt: string, addPausedMs: number): Promise<boolean> {
  const result = await db
    .updateTable('focus_sessions')
    .set({ paused_at: null, paused_ms: sql<number>`paused_ms + ${addPausedMs}` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('paused_at', '=', pausedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markStopped(
  db: DbOrTx,
  userId: string,
  id: string,
  values: { endedAt: string; pausedMs: number; durationSeconds: number; productivity: number; notes: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('focus_sessions')
    .set({
      ended_at: values.endedAt,
      paused_at: null,
      paused_ms: values.pausedMs,
      duration_seconds: values.durationSeconds,
      productivity: values.productivity,
      notes: values.notes,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSession(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('focus_sessions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** One past day's sessions, oldest first, at most `limit` (the History tab's day). */
export async function listSessionsOfDayUpTo(db: DbOrTx, userId: string, day: string, limit: number): Promise<SessionRow[]> {
  return db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('local_day', '=', day).orderBy('started_at').limit(limit).execute();
}

/** A page of the user's sessions in id order, from a calendar day on when given (the backup's export). */
export function sessionPage(db: DbOrTx, userId: string, fromDay: string | null, afterId: string, limit: number): Promise<SessionRow[]> {
  let q = db.selectFrom('focus_sessions').selectAll().where('user_id', '=', userId).where('id', '>', afterId);
  if (fromDay) q = q.where('local_day', '>=', fromDay);
  return q.orderBy('id').limit(limit).execute();
}

/** True when a session of the user overlaps [start, end) (a running one reaches to now, so to any past end). */
export async function overlapsSession(db: DbOrTx, userId: string, start: string, end: string): Promise<boolean> {
  const row = await db
    .selectFrom('focus_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('started_at', '<', end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', start)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSession(db: DbOrTx, row: NewSession): Promise<void> {
  await db.insertInto('focus_sessions').values(row).execute();
}
