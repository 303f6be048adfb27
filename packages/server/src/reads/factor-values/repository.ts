/**
 * The queries behind a user's factor series (factor-series.ts): the user's factors, and their values over a range of
 * calendar days on the `(user_id, local_day)` index. Read-only; features/factors owns and writes both tables.
 */
import type { DbOrTx } from '../../db/schema.js';

export interface FactorRow {
  id: string;
  name: string;
  kind: string;
  unit: string | null;
  better_direction: string | null;
  describes_night_before: number | string;
}

export interface FactorValueRow {
  factor_id: string;
  local_day: string;
  value: number | string;
}

export async function readFactorRows(db: DbOrTx, userId: string): Promise<FactorRow[]> {
  return db
    .selectFrom('factors')
    .select(['id', 'name', 'kind', 'unit', 'better_direction', 'describes_night_before'])
    .where('user_id', '=', userId)
    .orderBy('name_key')
    .orderBy('id')
    .execute();
}

/** Oldest first (the values API answers in this order; the series does not depend on it). */
export async function readFactorValueRows(db: DbOrTx, userId: string, range: { from: string; to: string }): Promise<FactorValueRow[]> {
  return db
    .selectFrom('factor_values')
    .select(['factor_id', 'local_day', 'value'])
    .where('user_id', '=', userId)
    .where('local_day', '>=', range.from)
    .where('local_day', '<=', range.to)
    .orderBy('local_day')
    .orderBy('factor_id')
    .execute();
}
