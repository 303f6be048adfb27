/** Writes of the schedules table (reads are the shared `reads/schedules/`). */
import type { Insertable } from 'kysely';
import type { DbOrTx, SchedulesTable } from '../../db/schema.js';

export type NewScheduleRow = Insertable<SchedulesTable>;

/** Inserts or replaces the substance's schedule; the creation time of a replaced one is kept. */
export async function upsertSchedule(db: DbOrTx, row: NewScheduleRow): Promise<void> {
  const { substance_id: _key, user_id: _owner, created_at: _created, ...changes } = row;
  await db
    .insertInto('schedules')
    .values(row)
    .onConflict((oc) => oc.column('substance_id').doUpdateSet(changes))
    .execute();
}

export async function deleteSchedule(db: DbOrTx, userId: string, substanceId: string): Promise<boolean> {
  const result = await db.deleteFrom('schedules').where('user_id', '=', userId).where('substance_id', '=', substanceId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function substanceOwned(db: DbOrTx, userId: string, substanceId: string): Promise<boolean> {
  const row = await db.selectFrom('substances').select('id').where('user_id', '=', userId).where('id', '=', substanceId).executeTakeFirst();
  return row !== undefined;
}

/** A page of the user's schedule rows for the backup, by substance id. */
export async function schedulePage(db: DbOrTx, userId: string, after: string, limit: number) {
  return db.selectFrom('schedules').selectAll().where('user_id', '=', userId).where('substance_id', '>', after).orderBy('substance_id').limit(limit).execute();
}
