/** The shared read of which substances the user took on which days of a range (one query). */
import type { DbOrTx } from '../../db/schema.js';
import { readTakenDayRows } from './repository.js';
import { buildTakenDays, type TakenDays } from './taken-days.js';

export async function readTakenDays(db: DbOrTx, userId: string, range: { from: string; to: string }, substanceId?: string): Promise<TakenDays> {
  return buildTakenDays(await readTakenDayRows(db, userId, range, substanceId));
}
