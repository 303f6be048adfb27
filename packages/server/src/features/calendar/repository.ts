/** The calendar feed's secret: one row per user holding only the token's hash (table `calendar_tokens`). */
import type { DbOrTx } from '../../db/schema.js';

export interface CalendarTokenRow {
  userId: string;
  createdAt: string;
}

/** Makes or replaces the user's token in one statement, so a replaced hash stops working the moment the new one exists. */
export async function saveToken(db: DbOrTx, userId: string, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

export async function deleteToken(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('calendar_tokens').where('user_id', '=', userId).execute();
}

export async function findTokenOfUser(db: DbOrTx, userId: string): Promise<CalendarTokenRow | undefined> {
  const row = await db.selectFrom('calendar_tokens').select(['user_id', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
  return row && { userId: row.user_id, createdAt: row.created_at };
}

export async function findTokenByHash(db: DbOrTx, tokenHash: string): Promise<CalendarTokenRow | undefined> {
  const row = await db.selectFrom('calendar_tokens').select(['user_id', 'created_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && { userId: row.user_id, createdAt: row.created_at };
}
