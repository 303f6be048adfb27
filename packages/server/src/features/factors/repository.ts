/** Queries of a user's own factors and their daily values; every one scoped by the user. */
import type { DbOrTx, FactorsTable, FactorValuesTable } from '../../db/schema.js';

export type FactorRow = FactorsTable;
export type FactorValueRow = FactorValuesTable;

export function listFactors(db: DbOrTx, userId: string): Promise<FactorRow[]> {
  return db.selectFrom('factors').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function findFactor(db: DbOrTx, userId: string, id: string): Promise<FactorRow | undefined> {
  return db.selectFrom('factors').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countFactors(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('factors')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Inserts the factor unless the user has one with the same name key; true when it was added. */
export async function insertFactor(db: DbOrTx, row: FactorRow): Promise<boolean> {
  const result = await db
    .insertInto('factors')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'name_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export type FactorChanges = Omit<FactorRow, 'id' | 'user_id' | 'created_at' | 'idempotency_key'>;

export async function updateFactor(db: DbOrTx, userId: string, id: string, changes: FactorChanges): Promise<boolean> {
  const result = await db.updateTable('factors').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The factor's values, then the factor (the foreign key would cascade too; this keeps both engines' order explicit). */
export async function deleteFactor(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('factor_values').where('user_id', '=', userId).where('factor_id', '=', id).execute();
  const result = await db.deleteFrom('factors').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function hasValues(db: DbOrTx, factorId: string): Promise<boolean> {
  const row = await db.selectFrom('factor_values').select('local_day').where('factor_id', '=', factorId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function countValues(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('factor_values')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findValue(db: DbOrTx, factorId: string, day: string): Promise<FactorValueRow | undefined> {
  return db.selectFrom('factor_values').selectAll().where('factor_id', '=', factorId).where('local_day', '=', day).executeTakeFirst();
}

/** Writes the day's value, replacing one already there. */
export async function upsertValue(db: DbOrTx, row: FactorValueRow): Promise<void> {
  await db
    .insertInto('factor_values')
    .values(row)
    .onConflict((oc) => oc.columns(['factor_id', 'local_day']).doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

export async function deleteValue(db: DbOrTx, userId: string, factorId: string, day: string): Promise<void> {
  await db.deleteFrom('factor_values').where('user_id', '=', userId).where('factor_id', '=', factorId).where('local_day', '=', day).execute();
}

/** A page of the user's factors in id order (the backup's export). */
export function factorPage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<FactorRow[]> {
  return db.selectFrom('factors').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The values of some factors, from a day on (null: all), for the backup's export. */
export function valuesOfFactors(db: DbOrTx, factorIds: readonly string[], fromDay: string | null): Promise<FactorValueRow[]> {
  if (factorIds.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('factor_values').selectAll().where('factor_id', 'in', factorIds);
  if (fromDay !== null) query = query.where('local_day', '>=', fromDay);
  return query.orderBy('factor_id').orderBy('local_day').execute();
}
