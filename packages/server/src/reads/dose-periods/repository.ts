/**
 * The queries behind the dose periods (dose-periods.ts): a user's substances and their whole dose history, one query
 * each. Read-only; features/substances writes both tables. The history is read whole: a period that started before
 * the range may reach into it, and the change after the range ends the period before it.
 */
import type { DbOrTx } from '../../db/schema.js';

export interface DoseSubstanceRow {
  id: string;
  name: string;
  substance_type: string;
  dosage: number | string | null;
  unit: string | null;
  created_at: string;
}

export interface DoseChangeRow {
  substance_id: string;
  local_day: string;
  dosage: number | string | null;
  unit: string | null;
}

export function readDoseSubstances(db: DbOrTx, userId: string): Promise<DoseSubstanceRow[]> {
  return db
    .selectFrom('substances')
    .select(['id', 'name', 'substance_type', 'dosage', 'unit', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every dose change of the user's substances, oldest first, on the `(user_id, substance_id, local_day)` index. */
export function readDoseChanges(db: DbOrTx, userId: string): Promise<DoseChangeRow[]> {
  return db
    .selectFrom('substance_dose_changes')
    .select(['substance_id', 'local_day', 'dosage', 'unit'])
    .where('user_id', '=', userId)
    .orderBy('substance_id')
    .orderBy('local_day')
    .execute();
}
