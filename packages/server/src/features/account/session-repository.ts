/**
 * Queries of logins (auth_sessions) and their refresh tokens: sign-in, rotation, sign-out and the user's list of
 * live logins. The per-request session check reads the users row too, so it is in accounts/repository.ts. No HTTP
 * and no rules here.
 */
import type { DbOrTx } from '../../db/schema.js';

export async function insertSession(db: DbOrTx, session: { id: string; userId: string; createdAt: string; expiresAt: string; browser: string }): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
      revoked_reason: null,
      browser: session.browser,
      last_used_at: session.createdAt,
    })
    .execute();
}

/** Records a use of the login (a refresh); requests in between do not write, so this is cheap. */
export async function touchSession(db: DbOrTx, sessionId: string, usedAt: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ last_used_at: usedAt }).where('id', '=', sessionId).execute();
}

export async function insertRefreshToken(db: DbOrTx, token: { id: string; sessionId: string; tokenHash: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ id: token.id, session_id: token.sessionId, token_hash: token.tokenHash, created_at: token.createdAt, rotated_at: null })
    .execute();
}

export interface RefreshTokenWithSession {
  tokenId: string;
  rotatedAt: string | null;
  sessionId: string;
  userId: string;
  sessionExpiresAt: string;
  sessionRevokedAt: string | null;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenWithSession | undefined> {
  const row = await db
    .selectFrom('refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .select([
      't.id as tokenId',
      't.rotated_at as rotatedAt',
      's.id as sessionId',
      's.user_id as userId',
      's.expires_at as sessionExpiresAt',
      's.revoked_at as sessionRevokedAt',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row;
}

/** Marks the token rotated only if it was not already; false means a concurrent refresh rotated it. */
export async function markRefreshTokenRotated(db: DbOrTx, tokenId: string, rotatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: rotatedAt })
    .where('id', '=', tokenId)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: DbOrTx, sessionId: string, revokedAt: string, reason: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: revokedAt, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessionsOfUser(db: DbOrTx, userId: string, revokedAt: string, reason: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: revokedAt, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deleteExpiredSessions(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('expires_at', '<', before).execute();
}

// ---- the user's live logins (sign-in activity): not revoked and not expired ----

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
