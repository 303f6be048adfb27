/**
 * The one-use links mailed to a user (verification, password reset, e-mail change and its cancel link): issuing
 * one, the web-app address it points at, and finding a presented one that can still be used. Only its hash is
 * stored, and only the newest link of a purpose works.
 */
import type { Transaction } from 'kysely';
import type { Database, Db, EmailTokenPurpose } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newId, newSecretToken } from '../../lib/secure-token.js';
import * as emailTokens from './email-token-repository.js';

export interface EmailLinkDeps {
  db: Db;
  clock: Clock;
  appUrl: URL;
}

/** The message for each reason a presented link cannot be used. */
export interface LinkRefusals {
  invalid: string;
  expired: string;
  used: string;
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;

export function createEmailLinks({ db, clock, appUrl }: EmailLinkDeps) {
  return {
    /** An address of the web app, for a mail. */
    url(path: string, query: Record<string, string> = {}): string {
      const url = new URL(path, appUrl);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return url.toString();
    },

    /** Replaces the user's unused link of this purpose inside the caller's transaction; returns the new token. */
    async issue(userId: string, purpose: EmailTokenPurpose, ttlSeconds: number, trx: Transaction<Database>, newEmail?: string): Promise<string> {
      const token = newSecretToken();
      const now = clock.now();
      await emailTokens.replaceEmailToken(trx, {
        id: newId(),
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
        createdAt: now.toISOString(),
        ...(newEmail === undefined ? {} : { newEmail }),
      });
      return token;
    },

    /** Finds a live link or throws the message for why it cannot be used. */
    async usable(purpose: EmailTokenPurpose, token: string, refusals: LinkRefusals): Promise<emailTokens.EmailTokenRow> {
      const row = await emailTokens.findEmailToken(db, purpose, hashToken(token));
      if (!row) throw new AppError('validation', refusals.invalid);
      if (row.usedAt) throw new AppError('validation', refusals.used);
      if (Date.parse(row.expiresAt) <= clock.now().getTime()) throw new AppError('validation', refusals.expired);
      return row;
    },
  };
}
