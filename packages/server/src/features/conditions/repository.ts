/** Queries of the user's custom conditions and of the conditions the user tracks; every one is scoped by the user. */
import type { CustomConditionsTable, DbOrTx, UserConditionsTable } from '../../db/schema.js';

export type CustomConditionRow = CustomConditionsTable;
export type UserConditionRow = UserConditionsTable;

export async function listCustomConditions(db: DbOrTx, userId: string): Promise<CustomConditionRow[]> {
  return db.selectFrom('custom_conditions').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function findCustomCondition(db: DbOrTx, userId: string, id: string): Promise<CustomConditionRow | undefined> {
  return db.selectFrom('custom_conditions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countCustomConditions(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('custom_conditions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertCustomCondition(db: DbOrTx, row: CustomConditionRow): Promise<void> {
  await db.insertInto('custom_conditions').values(row).execute();
}

/** Deletes the user's custom condition; its tracking goes with it and goals lose the link (foreign keys). True when deleted. */
export async function deleteCustomCondition(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('custom_conditions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listUserConditions(db: DbOrTx, userId: string): Promise<UserConditionRow[]> {
  return db.selectFrom('user_conditions').selectAll().where('user_id', '=', userId).orderBy('started_at').orderBy('id').execute();
}

/** Inserts unless the user already tracks the condition (the unique indexes decide); true when inserted. */
export async function insertUserCondition(db: DbOrTx, row: UserConditionRow): Promise<boolean> {
  const result = await db
    .insertInto('user_conditions')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Stops tracking a condition, named by its catalog id or its custom id; true when the user was tracking it. */
export async function deleteUserCondition(db: DbOrTx, userId: string, conditionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_conditions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('catalog_condition_id', '=', conditionId), eb('custom_condition_id', '=', conditionId)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows) >= 1;
}

/** A page of the user's custom conditions in id order (the backup's export). */
export function customConditionPage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<CustomConditionRow[]> {
  return db.selectFrom('custom_conditions').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** A page of the conditions the user tracks, in id order (the backup's export). */
export function userConditionPage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<UserConditionRow[]> {
  return db.selectFrom('user_conditions').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
