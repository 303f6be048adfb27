/** Queries of custom focus aids, the visibility of built-in ones, and their use in entries. */
import type { Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DbOrTx, FocusAidsTable } from '../../db/schema.js';

export type CustomAidRow = Selectable<FocusAidsTable>;

// The Daily tab's two reads (and every entry's check of its aids), compiled once (db/prepared-query.ts).
const customAids = preparedQuery(['userId'], (db, { userId }) =>
  db.selectFrom('focus_aids').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'),
);
const defaultVisibility = preparedQuery(['userId'], (db, { userId }) =>
  db.selectFrom('focus_aid_visibility').select(['aid_id', 'is_active']).where('user_id', '=', userId),
);

export async function listCustomAids(db: DbOrTx, userId: string): Promise<CustomAidRow[]> {
  return customAids.execute(db, { userId });
}

export async function countCustomAids(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('focus_aids')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertCustomAid(db: DbOrTx, row: CustomAidRow): Promise<void> {
  await db.insertInto('focus_aids').values(row).execute();
}

export async function updateCustomAid(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: Partial<Pick<CustomAidRow, 'name' | 'icon' | 'category' | 'description' | 'is_active'>>,
): Promise<void> {
  await db.updateTable('focus_aids').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function deleteCustomAid(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('focus_aids').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listDefaultVisibility(db: DbOrTx, userId: string): Promise<Map<string, boolean>> {
  const rows = await defaultVisibility.execute(db, { userId });
  return new Map(rows.map((r) => [r.aid_id, Number(r.is_active) === 1]));
}

export async function setDefaultVisibility(db: DbOrTx, userId: string, aidId: string, isActive: boolean): Promise<void> {
  await db
    .insertInto('focus_aid_visibility')
    .values({ user_id: userId, aid_id: aidId, is_active: isActive ? 1 : 0 })
    .onConflict((oc) => oc.columns(['user_id', 'aid_id']).doUpdateSet({ is_active: isActive ? 1 : 0 }))
    .execute();
}

/** For each aid used in the user's entries since `fromDay`: how many entries used it and their productivity. */
export async function aidUsageSince(db: DbOrTx, userId: string, fromDay: string | null) {
  let query = db
    .selectFrom('entry_focus_aids as a')
    .innerJoin('entries as e', 'e.id', 'a.entry_id')
    .select((eb) => [
      'a.aid_id as aidId',
      eb.fn.count<number | string>('e.id').as('usageCount'),
      eb.fn.avg<number | string | null>('e.productivity').as('avgProductivity'),
    ])
    .where('e.user_id', '=', userId)
    .groupBy('a.aid_id');
  if (fromDay) query = query.where('e.local_day', '>=', fromDay);
  const rows = await query.execute();
  return rows.map((r) => ({
    aidId: r.aidId,
    usageCount: Number(r.usageCount),
    avgProductivity: r.avgProductivity === null ? null : Number(r.avgProductivity),
  }));
}

/** A page of the user's custom aids in id order (the backup's export). */
export function customAidPage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<CustomAidRow[]> {
  return db.selectFrom('focus_aids').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The user's visibility choices for built-in aids: one row per built-in aid at most, so bounded by the shipped list. */
export function visibilityRows(db: DbOrTx, userId: string) {
  return db.selectFrom('focus_aid_visibility').selectAll().where('user_id', '=', userId).orderBy('aid_id').execute();
}

/** Of the given ids, the user's own custom aids. */
export async function ownCustomAidIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('focus_aids').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
