/**
 * The substances analytics must not estimate today: those whose experiment is running (no peeking), read once per
 * request and applied by removing them from what the claim family and the per-substance reads see.
 */
import type { WithheldSubstance } from '@wellness/contract';
import type { DbOrTx } from '../../db/schema.js';
import { experimentsMeeting } from './repository.js';
import { statusOn } from './experiment-plan.js';

export async function readWithheld(db: DbOrTx, userId: string, today: string): Promise<WithheldSubstance[]> {
  const rows = await experimentsMeeting(db, userId, today, today);
  return rows
    .filter((row) => statusOn(row, today) === 'running')
    .map((row) => ({ substanceId: row.substance_id, substanceName: row.substance_name, experimentId: row.id, endDate: row.end_date }));
}
