/** Queries of goals; every one scoped by the user. (Their progress reads the shared day series.) */
import type { DbOrTx, GoalsTable } from '../../db/schema.js';

export type GoalRow = GoalsTable;

export async function listGoals(db: DbOrTx, userId: string): Promise<GoalRow[]> {
  return db.selectFrom('goals').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function findGoal(db: DbOrTx, userId: string, id: string): Promise<GoalRow | undefined> {
  return db.selectFrom('goals').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countGoals(db: DbOrTx, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('goals')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertGoal(db: DbOrTx, row: GoalRow): Promise<void> {
  await db.insertInto('goals').values(row).execute();
}

export type GoalChanges = Omit<GoalRow, 'id' | 'user_id' | 'created_at' | 'idempotency_key'>;

/** True when the user's goal was there to update. */
export async function updateGoal(db: DbOrTx, userId: string, id: string, changes: GoalChanges): Promise<boolean> {
  const result = await db.updateTable('goals').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteGoal(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('goals').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A page of the user's goals in id order (the backup's export). */
export function goalPage(db: DbOrTx, userId: string, afterId: string, limit: number): Promise<GoalRow[]> {
  return db.selectFrom('goals').selectAll().where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
