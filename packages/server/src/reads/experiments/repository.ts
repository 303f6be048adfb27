/**
 * Reads of self-experiments with their current protocol version, shared by the experiments feature, the reminders
 * (which follow the assignment) and analytics (which withholds estimates while one runs). Only
 * `features/experiments/` writes these tables.
 */
import type { Selectable } from 'kysely';
import type { DbOrTx, ExperimentsTable } from '../../db/schema.js';

export type ExperimentRow = Selectable<ExperimentsTable> & { protocol: string; fingerprint: string; locked_at: string; substance_name: string };

function withCurrentVersion(db: DbOrTx) {
  return db
    .selectFrom('experiments')
    .innerJoin('experiment_versions', (join) =>
      join.onRef('experiment_versions.experiment_id', '=', 'experiments.id').onRef('experiment_versions.version', '=', 'experiments.version'),
    )
    .innerJoin('substances', 'substances.id', 'experiments.substance_id')
    .selectAll('experiments')
    .select(['experiment_versions.protocol', 'experiment_versions.fingerprint', 'experiment_versions.locked_at', 'substances.name as substance_name']);
}

export async function findExperiment(db: DbOrTx, userId: string, id: string): Promise<ExperimentRow | undefined> {
  return withCurrentVersion(db).where('experiments.user_id', '=', userId).where('experiments.id', '=', id).executeTakeFirst();
}

/** The user's experiments, latest start first. */
export async function listExperiments(db: DbOrTx, userId: string): Promise<ExperimentRow[]> {
  return withCurrentVersion(db)
    .where('experiments.user_id', '=', userId)
    .orderBy('experiments.start_date', 'desc')
    .orderBy('experiments.created_at', 'desc')
    .orderBy('experiments.id')
    .execute();
}

/** The user's experiments whose planned days meet the local days `from` to `to` (stopped ones included; callers cut them at their stop). */
export async function experimentsMeeting(db: DbOrTx, userId: string, from: string, to: string): Promise<ExperimentRow[]> {
  return withCurrentVersion(db)
    .where('experiments.user_id', '=', userId)
    .where('experiments.start_date', '<=', to)
    .where('experiments.end_date', '>=', from)
    .orderBy('experiments.start_date')
    .orderBy('experiments.id')
    .execute();
}
