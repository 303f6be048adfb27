/** Rate-limit counters in the database, so every server process sharing it sees the same counts. */
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';

/** Adds one hit to the key's window atomically and returns the new count. */
export async function incrementHit(db: DbOrTx, key: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_hits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface LoginFailureRow {
  consecutive: number;
  blockedUntil: string | null;
}

export async function readLoginFailures(db: DbOrTx, key: string): Promise<LoginFailureRow | null> {
  const row = await db.selectFrom('login_failures').select(['consecutive', 'blocked_until']).where('key', '=', key).executeTakeFirst();
  return row ? { consecutive: Number(row.consecutive), blockedUntil: row.blocked_until } : null;
}

/** Counts one more consecutive failure atomically and returns the new count. */
export async function incrementLoginFailures(db: DbOrTx, key: string, now: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ key, consecutive: 1, blocked_until: null, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ consecutive: sql<number>`login_failures.consecutive + 1`, updated_at: now }))
    .returning('consecutive')
    .executeTakeFirstOrThrow();
  return Number(row.consecutive);
}

export async function setLoginBlockedUntil(db: DbOrTx, key: string, blockedUntil: string): Promise<void> {
  await db.updateTable('login_failures').set({ blocked_until: blockedUntil }).where('key', '=', key).execute();
}

export async function clearLoginFailures(db: DbOrTx, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

export async function deleteStaleRateLimitRows(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute();
  await db.deleteFrom('login_failures').where('updated_at', '<', before).execute();
}
