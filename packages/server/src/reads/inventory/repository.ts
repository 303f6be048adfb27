/**
 * Reads of the user's substance inventory that several features share: the substances list and editor, the
 * interaction checks, the Daily tab's dose cards, entries that name substances, and name suggestions.
 */
import type { Insertable, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { DbOrTx, SubstanceIngredientsTable, SubstancesTable } from '../../db/schema.js';
import { groupBy } from '../../lib/group-by.js';

export type SubstanceRow = Selectable<SubstancesTable>;
export type NewSubstance = Insertable<SubstancesTable>;
export type IngredientRow = Selectable<SubstanceIngredientsTable>;

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
  // Grouped in one pass: filtering the whole list per substance was quadratic in the inventory.
  const bySubstance = groupBy(ingredients, (i) => i.substance_id);
  return rows.map((row) => ({ row, ingredients: bySubstance.get(row.id) ?? [] }));
}

/**
 * The user's substances of these types by name; `limit` bounds a read whose work grows faster than the list
 * (the interaction checks pair every item), so rows stored past a cap cannot make it unbounded.
 */
export async function listSubstances(db: DbOrTx, userId: string, types: readonly string[], limit?: number): Promise<SubstanceWithIngredients[]> {
  let query = db
    .selectFrom('substances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('substance_type', 'in', [...types])
    .orderBy('name')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return attachIngredients(db, await query.execute());
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

/** The Daily tab's read, compiled once (db/prepared-query.ts). */
const loggableSubstances = preparedQuery(['userId'], (db, { userId }) =>
  db
    .selectFrom('substances')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('remaining_supply', 'is', null), eb('remaining_supply', '>', 0)]))
    .orderBy('name'),
);

/** Substances for dose logging: those whose supply is unknown or above zero: an empty one cannot be taken. */
export async function listLoggableSubstances(db: DbOrTx, userId: string): Promise<SubstanceRow[]> {
  return loggableSubstances.execute(db, { userId });
}

/** Which of these ids are the user's own substances. */
export async function ownedSubstanceIds(db: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('substances').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The names in the user's own library: their substances and the custom names they created. */
export async function listLibraryNames(db: DbOrTx, userId: string): Promise<Array<{ name: string; category: string | null }>> {
  const substances = await db.selectFrom('substances').select(['name', 'category']).where('user_id', '=', userId).execute();
  const custom = await db.selectFrom('custom_supplement_names').select(['name', 'category']).where('user_id', '=', userId).execute();
  return [...substances, ...custom];
}

/** Names of the user's substances for the given ids (what an export's CSV row names a dose or an entry by). */
export async function substanceNames(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('substances').select(['id', 'name']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
