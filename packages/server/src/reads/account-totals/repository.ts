/**
 * The account summary's totals (Settings › usage statistics): counts over entries, substances, doses and sessions,
 * the mean overall rating, the first entry's day and the days with any record. A read across several features'
 * tables, so it lives in the shared read layer rather than in any one of them.
 */
import type { DbOrTx } from '../../db/schema.js';
import { countActiveDays } from '../day-series/active-days.js';

type DbNumber = number | string;

export interface AccountTotals {
  entries: number;
  substances: number;
  doses: number;
  sessions: number;
  focusSeconds: number;
  avgRating: number | null;
  firstEntryDay: string | null;
  daysTracked: number;
}

export async function accountTotals(db: DbOrTx, userId: string): Promise<AccountTotals> {
  const [entries, substances, doses, sessions, days] = await Promise.all([
    db
      .selectFrom('entries')
      .select((eb) => [eb.fn.countAll<DbNumber>().as('n'), eb.fn.avg<DbNumber | null>('overall_rating').as('rating'), eb.fn.min('local_day').as('first')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('substances')
      .select((eb) => eb.fn.countAll<DbNumber>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('doses')
      .select((eb) => eb.fn.countAll<DbNumber>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('focus_sessions')
      .select((eb) => [eb.fn.countAll<DbNumber>().as('n'), eb.fn.sum<DbNumber | null>('duration_seconds').as('seconds')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    countActiveDays(db, userId),
  ]);
  return {
    entries: Number(entries.n),
    substances: Number(substances.n),
    doses: Number(doses.n),
    sessions: Number(sessions.n),
    focusSeconds: sessions.seconds === null ? 0 : Number(sessions.seconds),
    avgRating: entries.rating === null ? null : Number(entries.rating),
    firstEntryDay: entries.first ?? null,
    daysTracked: days,
  };
}
