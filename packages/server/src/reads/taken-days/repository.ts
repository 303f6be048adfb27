/**
 * Which substances were taken on which of the user's calendar days, in one query: doses logged (counted) and
 * entries listing a substance with taken: true (either makes a day "taken"). Rows are sparse.
 */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';

export interface TakenDayRow {
  substance_id: string;
  local_day: string;
  /** Doses on the day; 0 on an entry row. */
  doses: number | string;
  /** 1 on an entry row. */
  in_entry: number | string;
}

export async function readTakenDayRows(db: DbOrTx, userId: string, range: { from: string; to: string }, substanceId?: string): Promise<TakenDayRow[]> {
  const onlyDose = substanceId === undefined ? sql`` : sql` and substance_id = ${substanceId}`;
  const onlyEntry = substanceId === undefined ? sql`` : sql` and es.substance_id = ${substanceId}`;
  const result = await sql<TakenDayRow>`
    select substance_id, local_day, count(*) as doses, 0 as in_entry
      from doses
      where user_id = ${userId} and local_day >= ${range.from} and local_day <= ${range.to}${onlyDose}
      group by substance_id, local_day
    union all
    select es.substance_id, e.local_day, 0, 1
      from entry_supplements es join entries e on e.id = es.entry_id
      where e.user_id = ${userId} and e.local_day >= ${range.from} and e.local_day <= ${range.to} and es.taken = 1${onlyEntry}
      group by es.substance_id, e.local_day`.execute(db);
  return result.rows;
}

/** The first day the substance was ever taken (a dose or an entry), for "days since start". */
export async function firstTakenDay(db: DbOrTx, userId: string, substanceId: string): Promise<string | null> {
  const result = await sql<{ first_day: string | null }>`
    select min(d) as first_day from (
      select min(local_day) as d from doses where user_id = ${userId} and substance_id = ${substanceId}
      union all
      select min(e.local_day) from entry_supplements es join entries e on e.id = es.entry_id
        where e.user_id = ${userId} and es.substance_id = ${substanceId} and es.taken = 1
    ) firsts`.execute(db);
  return result.rows[0]?.first_day ?? null;
}

/** Every substance's first day ever taken (a dose or an entry), in one query: the clinician report's start dates. */
export async function firstTakenDays(db: DbOrTx, userId: string): Promise<Map<string, string>> {
  const result = await sql<{ substance_id: string; first_day: string }>`
    select substance_id, min(d) as first_day from (
      select substance_id, min(local_day) as d from doses where user_id = ${userId} group by substance_id
      union all
      select es.substance_id, min(e.local_day) from entry_supplements es join entries e on e.id = es.entry_id
        where e.user_id = ${userId} and es.taken = 1 group by es.substance_id
    ) firsts group by substance_id`.execute(db);
  return new Map(result.rows.map((row) => [row.substance_id, row.first_day]));
}
