/** Queries of a user's live logins (auth_sessions not revoked and not expired). No HTTP and no rules here. */
import type { DbOrTx } from '../../db/schema.js';

export interface LiveSessionRow {
  id: string;
  browser: string | null;
  createdAt: string;
  lastUsedAt: string;
}

/** Newest use first; served by the (user_id, last_used_at) index. */
export async function listLiveSessions(db: DbOrTx, userId: string, now: string): Promise<LiveSessionRow[]> {
  return db
    .selectFrom('auth_sessions')
    .select(['id', 'browser', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes one live login of the user; false when there is none with that id (unknown, another user's, or ended). */
export async function revokeLiveSession(db: DbOrTx, userId: string, sessionId: string, now: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every live login of the user except `keepSessionId`; returns how many it ended. */
export async function revokeOtherLiveSessions(db: DbOrTx, userId: string, keepSessionId: string, now: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
