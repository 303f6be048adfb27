/** The shared read of a user's factors and their values over a range of days (two queries, run together). */
import type { DbOrTx } from '../../db/schema.js';
import { buildFactorSeries, type FactorSeries } from './factor-series.js';
import { readFactorRows, readFactorValueRows } from './repository.js';

export async function readFactorSeries(db: DbOrTx, userId: string, range: { from: string; to: string }): Promise<FactorSeries> {
  const [factors, values] = await Promise.all([readFactorRows(db, userId), readFactorValueRows(db, userId, range)]);
  return buildFactorSeries(factors, values);
}
