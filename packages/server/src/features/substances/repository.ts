/** Queries of the substance inventory and its ingredients, always scoped to one user. */
import { inTransaction } from '../../db/in-transaction.js';
import type { DbOrTx, SubstanceIngredientsTable, SubstancesTable } from '../../db/schema.js';

export type SubstanceRow = SubstancesTable;
export type IngredientRow = SubstanceIngredientsTable;
export type SubstanceColumns = Omit<SubstanceRow, 'id' | 'user_id' | 'total_doses' | 'created_at' | 'updated_at'>;
export type NewIngredient = Omit<IngredientRow, 'id' | 'substance_id' | 'position'>;

export interface SubstanceWithIngredients {
  row: SubstanceRow;
  ingredients: IngredientRow[];
}

async function attachIngredients(db: DbOrTx, rows: SubstanceRow[]): Promise<SubstanceWithIngredients[]> {
  if (rows.length === 0) return [];
  const ingredients = await db
    .selectFrom('substance_ingredients')
    .selectAll()
    .where(
      'substance_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ row, ingredients: ingredients.filter((i) => i.substance_id === row.id) }));
}

export async function listSubstances(db: DbOrTx, userId: string, types: readonly string[]): Promise<SubstanceWithIngredients[]> {
  const rows = await db
    .selectFrom('substances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('substance_type', 'in', [...types])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return attachIngredients(db, rows);
}

export async function findSubstance(db: DbOrTx, userId: string, id: string): Promise<SubstanceWithIngredients | undefined> {
  const row = await db.selectFrom('substances').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [found] = await attachIngredients(db, [row]);
  return found;
}

export async function findSubstancesByIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<SubstanceWithIngredients[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('substances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
  return attachIngredients(db, rows);
}

async function replaceIngredients(db: DbOrTx, substanceId: string, ingredients: NewIngredient[], newId: () => string): Promise<void> {
  await db.deleteFrom('substance_ingredients').where('substance_id', '=', substanceId).execute();
  if (ingredients.length === 0) return;
  await db
    .insertInto('substance_ingredients')
    .values(ingredients.map((ingredient, position) => ({ ...ingredient, id: newId(), substance_id: substanceId, position })))
    .execute();
}

export async function countSubstances(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('substances')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertSubstance(
  executor: DbOrTx,
  row: Omit<SubstanceRow, 'total_doses'>,
  ingredients: NewIngredient[],
  newId: () => string,
): Promise<void> {
  await inTransaction(executor, async (db) => {
    await db
      .insertInto('substances')
      .values({ ...row, total_doses: 0 })
      .execute();
    await replaceIngredients(db, row.id, ingredients, newId);
  });
}

/** Returns false when no such substance of this user (in these types) exists. */
export async function updateSubstance(
  executor: DbOrTx,
  where: { userId: string; id: string; types: readonly string[] },
  columns: SubstanceColumns & { updated_at: string },
  ingredients: NewIngredient[],
  newId: () => string,
): Promise<boolean> {
  return inTransaction(executor, async (db) => {
    const result = await db
      .updateTable('substances')
      .set(columns)
      .where('user_id', '=', where.userId)
      .where('id', '=', where.id)
      .where('substance_type', 'in', [...where.types])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await replaceIngredients(db, where.id, ingredients, newId);
    return true;
  });
}

export async function deleteSubstance(db: DbOrTx, where: { userId: string; id: string; types: readonly string[] }): Promise<boolean> {
  const result = await db
    .deleteFrom('substances')
    .where('user_id', '=', where.userId)
    .where('id', '=', where.id)
    .where('substance_type', 'in', [...where.types])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listSubstancesWithExpiry(db: DbOrTx, userId: string, throughDay: string): Promise<SubstanceRow[]> {
  return db
    .selectFrom('substances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expiration_date', 'is not', null)
    .where('expiration_date', '<=', throughDay)
    .orderBy('expiration_date')
    .orderBy('name')
    .execute();
}

/** The names in the user's own library: their substances and the custom names they created. */
export async function listLibraryNames(db: DbOrTx, userId: string): Promise<Array<{ name: string; category: string | null }>> {
  const substances = await db.selectFrom('substances').select(['name', 'category']).where('user_id', '=', userId).execute();
  const custom = await db.selectFrom('custom_supplement_names').select(['name', 'category']).where('user_id', '=', userId).execute();
  return [...substances, ...custom];
}

export async function findCustomName(db: DbOrTx, userId: string, normalizedName: string) {
  return db
    .selectFrom('custom_supplement_names')
    .select(['name', 'category'])
    .where('user_id', '=', userId)
    .where('normalized_name', '=', normalizedName)
    .executeTakeFirst();
}

/** Inserts unless the user already has the name; returns whether a row was created. */
export async function countCustomNames(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('custom_supplement_names')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertCustomName(
  db: DbOrTx,
  row: { id: string; userId: string; name: string; normalizedName: string; category: string | null; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto('custom_supplement_names')
    .values({ id: row.id, user_id: row.userId, name: row.name, normalized_name: row.normalizedName, category: row.category, created_at: row.createdAt })
    .onConflict((oc) => oc.columns(['user_id', 'normalized_name']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
