/** The user's first calendar day with any record (entry, dose or focus session): where the `all` period starts. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';

export async function firstRecordDay(db: DbOrTx, userId: string): Promise<string | null> {
  // One round trip; each branch is a min over the (user_id, local_day) index.
  const row = await sql<{ first_day: string | null }>`
    select min(d) as first_day from (
      select min(local_day) as d from entries where user_id = ${userId}
      union all select min(local_day) from doses where user_id = ${userId}
      union all select min(local_day) from focus_sessions where user_id = ${userId}
    ) firsts`.execute(db);
  return row.rows[0]?.first_day ?? null;
}
