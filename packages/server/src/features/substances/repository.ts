/** Queries of the substance inventory and its ingredients, always scoped to one user. */
import type { Selectable, Transaction } from 'kysely';
import type { Database, DbOrTx, SubstanceDoseChangesTable } from '../../db/schema.js';
import type { IngredientRow, NewSubstance, SubstanceRow } from '../../reads/inventory/repository.js';

export type SubstanceColumns = Omit<SubstanceRow, 'id' | 'user_id' | 'total_doses' | 'created_at' | 'updated_at' | 'idempotency_key'>;
export type NewIngredient = Omit<IngredientRow, 'id' | 'substance_id' | 'position'>;

async function replaceIngredients(db: DbOrTx, substanceId: string, ingredients: NewIngredient[], newId: () => string): Promise<void> {
  await db.deleteFrom('substance_ingredients').where('substance_id', '=', substanceId).execute();
  if (ingredients.length === 0) return;
  await db
    .insertInto('substance_ingredients')
    .values(ingredients.map((ingredient, position) => ({ ...ingredient, id: newId(), substance_id: substanceId, position })))
    .execute();
}

/** Every substance of the user, by id and name (an import from another tracker links names to them). */
export function listSubstanceNames(db: DbOrTx, userId: string): Promise<Array<{ id: string; name: string }>> {
  return db.selectFrom('substances').select(['id', 'name']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function countSubstances(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('substances')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Writes the substance and its ingredients; takes the service's transaction, so both or neither are stored. */
export async function insertSubstance(trx: Transaction<Database>, row: NewSubstance, ingredients: NewIngredient[], newId: () => string): Promise<void> {
  await trx.insertInto('substances').values(row).execute();
  await replaceIngredients(trx, row.id, ingredients, newId);
}

/** Returns false when no such substance of this user (in these types) exists; takes the service's transaction. */
export async function updateSubstance(
  trx: Transaction<Database>,
  where: { userId: string; id: string; types: readonly string[] },
  columns: Omit<SubstanceColumns, 'substance_type'> & Partial<Pick<SubstanceColumns, 'substance_type'>> & { updated_at: string },
  ingredients: NewIngredient[],
  newId: () => string,
): Promise<boolean> {
  const result = await trx
    .updateTable('substances')
    .set(columns)
    .where('user_id', '=', where.userId)
    .where('id', '=', where.id)
    .where('substance_type', 'in', [...where.types])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await replaceIngredients(trx, where.id, ingredients, newId);
  return true;
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

/** A page of the user's substances in id order (the backup's export). */
export function substancePage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<SubstanceRow[]> {
  return db.selectFrom('substances').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The ingredients of the given substances, in each one's order. */
export async function ingredientsOf(db: DbOrTx, substanceIds: readonly string[]): Promise<IngredientRow[]> {
  if (substanceIds.length === 0) return [];
  return db.selectFrom('substance_ingredients').selectAll().where('substance_id', 'in', substanceIds).orderBy('substance_id').orderBy('position').execute();
}

/** Of the given ids of a substance's child rows (ingredients, dose changes), those already stored under any substance. */
export async function existingChildIds(
  db: DbOrTx,
  table: 'substance_ingredients' | 'substance_dose_changes',
  ids: readonly string[],
  chunkSize: number,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += chunkSize) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + chunkSize))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The dose a substance took on from a local day: one row per substance and day, a later change that day replacing it. */
export interface DoseChange {
  userId: string;
  substanceId: string;
  localDay: string;
  dosage: number | null;
  unit: string | null;
  recordedAt: string;
}

/** Records the substance's dose from a day on; a second change on the same day replaces that day's row. */
export async function recordDoseChange(trx: Transaction<Database>, change: DoseChange, newId: () => string): Promise<void> {
  await trx
    .insertInto('substance_dose_changes')
    .values({
      id: newId(),
      user_id: change.userId,
      substance_id: change.substanceId,
      local_day: change.localDay,
      dosage: change.dosage,
      unit: change.unit,
      recorded_at: change.recordedAt,
    })
    .onConflict((oc) =>
      oc.columns(['substance_id', 'local_day']).doUpdateSet((eb) => ({
        dosage: eb.ref('excluded.dosage'),
        unit: eb.ref('excluded.unit'),
        recorded_at: eb.ref('excluded.recorded_at'),
      })),
    )
    .execute();
}

/** The dose in effect on a day: the substance's last change on or before it (undefined: none recorded yet). */
export async function doseInEffect(db: DbOrTx, substanceId: string, day: string): Promise<{ dosage: number | null; unit: string | null } | undefined> {
  const row = await db
    .selectFrom('substance_dose_changes')
    .select(['dosage', 'unit'])
    .where('substance_id', '=', substanceId)
    .where('local_day', '<=', day)
    .orderBy('local_day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { dosage: row.dosage === null ? null : Number(row.dosage), unit: row.unit };
}

/** The dose histories of the given substances, oldest first (the backup's export). */
export async function doseChangesOf(db: DbOrTx, substanceIds: readonly string[]): Promise<Selectable<SubstanceDoseChangesTable>[]> {
  if (substanceIds.length === 0) return [];
  return db.selectFrom('substance_dose_changes').selectAll().where('substance_id', 'in', substanceIds).orderBy('substance_id').orderBy('local_day').execute();
}
