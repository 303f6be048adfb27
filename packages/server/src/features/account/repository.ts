/** Queries of e-mail tokens, login sessions and refresh tokens (users: accounts/repository.ts). No HTTP and no rules here. */
import type { Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, DbOrTx, EmailTokenPurpose } from '../../db/schema.js';

export interface EmailTokenRow {
  id: string;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
  /** The address a change_email link switches to. */
  newEmail: string | null;
}

/** Replaces any unused token of the same purpose, so only the newest link works. */
export async function replaceEmailToken(
  trx: Transaction<Database>,
  token: { id: string; userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: string; createdAt: string; newEmail?: string },
): Promise<void> {
  await trx.deleteFrom('email_tokens').where('user_id', '=', token.userId).where('purpose', '=', token.purpose).where('used_at', 'is', null).execute();
  await trx
    .insertInto('email_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      created_at: token.createdAt,
      new_email: token.newEmail ?? null,
    })
    .execute();
}

/** Cancels the user's unused links of the given purposes; returns how many there were. */
export async function deleteUnusedEmailTokens(db: DbOrTx, userId: string, purposes: readonly EmailTokenPurpose[]): Promise<number> {
  if (purposes.length === 0) return 0;
  const result = await db
    .deleteFrom('email_tokens')
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks the user's unused links of one purpose used (a confirmed change leaves its cancel link nothing to cancel). */
export async function markUnusedEmailTokensUsed(db: DbOrTx, userId: string, purpose: EmailTokenPurpose, usedAt: string): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: usedAt })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function findEmailToken(db: DbOrTx, purpose: EmailTokenPurpose, tokenHash: string): Promise<EmailTokenRow | undefined> {
  const row = await db
    .selectFrom('email_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at', 'new_email'])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at, newEmail: row.new_email };
}

/** Marks the token used only if it still is unused; false means another request used it first. */
export async function markEmailTokenUsed(db: DbOrTx, id: string, usedAt: string): Promise<boolean> {
  const result = await db.updateTable('email_tokens').set({ used_at: usedAt }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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

export interface ActiveSessionUser {
  id: string;
  name: string;
  email: string;
  timezone: string;
}

/** Every signed-in request makes this check, so it is compiled once (db/prepared-query.ts), not per request. */
export const activeSessionUser = preparedQuery(['sessionId', 'userId', 'now'], (db, { sessionId, userId, now }) =>
  db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.timezone'])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now),
);

/** The session's user, or undefined when the session is revoked, expired or unknown. */
export async function findActiveSessionUser(db: DbOrTx, sessionId: string, userId: string, now: string): Promise<ActiveSessionUser | undefined> {
  return activeSessionUser.executeTakeFirst(db, { sessionId, userId, now });
}

export async function deleteExpiredAuthRows(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('expires_at', '<', before).execute();
  await db.deleteFrom('auth_sessions').where('expires_at', '<', before).execute();
}

/** The address a live (unused, unexpired) e-mail change link of the user would switch to, if any. */
export async function findPendingEmail(db: DbOrTx, userId: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('email_tokens')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change_email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.new_email ?? null;
}
