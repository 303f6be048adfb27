/**
 * The one read the interaction checks make besides the inventory: the dosages logged on one of the user's calendar
 * days, by substance, so a duplicate can say what today's doses of a shared ingredient come to.
 */
import type { DbOrTx } from '../../db/schema.js';

/** Each substance's doses of the day: the dosage logged with each, or null for the usual dose. */
export async function loggedDosagesOfDay(db: DbOrTx, userId: string, day: string): Promise<Map<string, (number | null)[]>> {
  const rows = await db.selectFrom('doses').select(['substance_id', 'dosage']).where('user_id', '=', userId).where('local_day', '=', day).execute();
  const bySubstance = new Map<string, (number | null)[]>();
  for (const row of rows) {
    const list = bySubstance.get(row.substance_id) ?? [];
    list.push(row.dosage === null ? null : Number(row.dosage));
    bySubstance.set(row.substance_id, list);
  }
  return bySubstance;
}
