/** Queries of the one-use links mailed to a user (email_tokens): verification, password reset, e-mail change. No HTTP and no rules here. */
import type { Transaction } from 'kysely';
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

export async function deleteExpiredEmailTokens(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('expires_at', '<', before).execute();
}
