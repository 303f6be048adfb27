/** Queries of the custom supplement names a user created (find-or-create), scoped to one user. */
import type { DbOrTx } from '../../db/schema.js';

export async function findCustomName(db: DbOrTx, userId: string, normalizedName: string) {
  return db
    .selectFrom('custom_supplement_names')
    .select(['name', 'category'])
    .where('user_id', '=', userId)
    .where('normalized_name', '=', normalizedName)
    .executeTakeFirst();
}

export async function countCustomNames(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('custom_supplement_names')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Inserts unless the user already has the name; returns whether a row was created. */
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

/** A page of the user's custom names in id order (the backup's export). */
export function customNamePage(db: DbOrTx, userId: string, afterId: string, limit: number) {
  return db.selectFrom('custom_supplement_names').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
