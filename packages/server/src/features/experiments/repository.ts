/** Writes of the experiments tables, and the counts and pages the service and the backup need (shared reads: reads/experiments/). */
import type { Insertable } from 'kysely';
import type { DbOrTx, ExperimentsTable, ExperimentVersionsTable } from '../../db/schema.js';

export async function insertExperiment(db: DbOrTx, row: Insertable<ExperimentsTable>, version: Insertable<ExperimentVersionsTable>): Promise<void> {
  await db.insertInto('experiments').values(row).execute();
  await db.insertInto('experiment_versions').values(version).execute();
}

/** Makes `version` the experiment's current one, with its dates. */
export async function addVersion(
  db: DbOrTx,
  change: { id: string; userId: string; substanceId: string; startDate: string; endDate: string; updatedAt: string },
  version: Insertable<ExperimentVersionsTable>,
): Promise<void> {
  await db.insertInto('experiment_versions').values(version).execute();
  await db
    .updateTable('experiments')
    .set({ version: version.version, substance_id: change.substanceId, start_date: change.startDate, end_date: change.endDate, updated_at: change.updatedAt })
    .where('id', '=', change.id)
    .where('user_id', '=', change.userId)
    .execute();
}

export async function markStopped(db: DbOrTx, userId: string, id: string, stop: { at: string; on: string; reason: string }): Promise<boolean> {
  const result = await db
    .updateTable('experiments')
    .set({ stopped_at: stop.at, stopped_on: stop.on, stop_reason: stop.reason, updated_at: stop.at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countExperiments(db: DbOrTx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('experiments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function versionsOf(db: DbOrTx, userId: string, experimentId: string) {
  return db
    .selectFrom('experiment_versions')
    .select(['version', 'fingerprint', 'locked_at', 'protocol'])
    .where('user_id', '=', userId)
    .where('experiment_id', '=', experimentId)
    .orderBy('version')
    .execute();
}

export async function substanceOf(db: DbOrTx, userId: string, substanceId: string) {
  return db.selectFrom('substances').select(['id', 'name', 'substance_type']).where('user_id', '=', userId).where('id', '=', substanceId).executeTakeFirst();
}

/** A page of the user's experiments for the backup, by id. */
export async function experimentPage(db: DbOrTx, userId: string, after: string, limit: number) {
  return db.selectFrom('experiments').selectAll().where('user_id', '=', userId).where('id', '>', after).orderBy('id').limit(limit).execute();
}

export async function versionsOfExperiments(db: DbOrTx, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('experiment_versions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('experiment_id', 'in', ids)
    .orderBy('experiment_id')
    .orderBy('version')
    .execute();
}
