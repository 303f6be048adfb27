/** Queries of custom mood tags; every one scoped by the user. */
import type { DbOrTx, MoodTagsTable } from '../../db/schema.js';

export type MoodTagRow = MoodTagsTable;

export function listMoodTags(db: DbOrTx, userId: string): Promise<MoodTagRow[]> {
  return db.selectFrom('mood_tags').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function findMoodTag(db: DbOrTx, userId: string, id: string): Promise<MoodTagRow | undefined> {
  return db.selectFrom('mood_tags').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countMoodTags(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('mood_tags')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Inserts the tag unless the user has one with the same key; true when it was added. */
export async function insertMoodTag(db: DbOrTx, row: MoodTagRow): Promise<boolean> {
  const result = await db
    .insertInto('mood_tags')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'name_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function deleteMoodTag(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('mood_tags').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A page of the user's tags in id order (the backup's export). */
export function moodTagPage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<MoodTagRow[]> {
  return db.selectFrom('mood_tags').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
