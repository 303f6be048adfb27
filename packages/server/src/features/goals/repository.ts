/** Queries of goals, and the daily means of the rated metrics their progress reads; every one scoped by the user. */
import type { TrackingMetric } from '@wellness/contract';
import type { DbOrTx, EntriesTable, GoalsTable } from '../../db/schema.js';

export type GoalRow = GoalsTable;

/**
 * The entries column of each metric that entries record. energy, mood and anxiety have no column yet; when the
 * entries table gains them (migration 0008), each is one more line here and their goals' progress is measured.
 */
export const METRIC_COLUMNS = {
  focusLevel: 'focus_level',
  productivity: 'productivity',
  taskInitiation: 'task_initiation',
  restlessness: 'restlessness',
  overallRating: 'overall_rating',
  energy: 'energy',
  mood: 'mood',
  anxiety: 'anxiety',
} as const satisfies Partial<Record<TrackingMetric, keyof EntriesTable>>;

export type RecordedMetric = keyof typeof METRIC_COLUMNS;

export function isRecorded(metric: TrackingMetric): metric is RecordedMetric {
  return Object.hasOwn(METRIC_COLUMNS, metric);
}

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

export type GoalChanges = Omit<GoalRow, 'id' | 'user_id' | 'created_at'>;

/** True when the user's goal was there to update. */
export async function updateGoal(db: DbOrTx, userId: string, id: string, changes: GoalChanges): Promise<boolean> {
  const result = await db.updateTable('goals').set(changes).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteGoal(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('goals').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Per calendar day from `fromDay` to `toDay`: the mean of each recorded metric over that day's entries (null when none rated it). */
export async function dailyMetricMeans(
  db: DbOrTx,
  userId: string,
  fromDay: string,
  toDay: string,
): Promise<Array<{ day: string; means: Record<RecordedMetric, number | null> }>> {
  const metrics = Object.keys(METRIC_COLUMNS) as RecordedMetric[];
  const rows = await db
    .selectFrom('entries')
    .select((eb) => ['local_day', ...metrics.map((metric) => eb.fn.avg<number | string | null>(METRIC_COLUMNS[metric]).as(metric))])
    .where('user_id', '=', userId)
    .where('local_day', '>=', fromDay)
    .where('local_day', '<=', toDay)
    .groupBy('local_day')
    .execute();
  return rows.map((row) => {
    const values = row as unknown as Record<string, number | string | null>;
    const means = Object.fromEntries(
      metrics.map((metric) => [metric, values[metric] === null || values[metric] === undefined ? null : Number(values[metric])]),
    );
    return { day: row.local_day, means: means as Record<RecordedMetric, number | null> };
  });
}
