/** The days an experiment asks the person not to take a substance, for the reminders to follow the assignment. */
import type { DbOrTx } from '../../db/schema.js';
import { offDayKeys, toPlan } from './experiment-plan.js';
import { experimentsMeeting } from './repository.js';

export async function readOffDays(db: DbOrTx, userId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await experimentsMeeting(db, userId, from, to);
  if (rows.length === 0) return new Set();
  return offDayKeys(rows.map(toPlan), from, to);
}
