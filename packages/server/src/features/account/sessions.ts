/**
 * Sessions and tokens: sign-in makes a login (an auth_sessions row) with a refresh token for the cookie and a
 * short-lived access token for the body; refresh rotates the refresh token, and a rotated one presented again
 * after the grace ends the login (it was copied); sign-out ends the login; every signed-in request's access token
 * is checked against a live login, so a login ended anywhere stops working at once.
 */
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES, REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type AuthUser } from '@wellness/contract';
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as accounts from '../../accounts/repository.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { RequestUser } from '../../http/current-user.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newId, newSecretToken } from '../../lib/secure-token.js';
import type { AccessTokens } from './access-token.js';
import type { AuthLimits } from './auth-limits.js';
import type { PasswordHasher } from './password-hasher.js';
import * as sessionRepo from './session-repository.js';
import { summarizeUserAgent } from '../../http/user-agent-summary.js';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  limiter: AuthLimits;
  log: FastifyBaseLogger;
  /** A server secret (the JWT key: the HMAC input below starts "refresh-successor:", a JWT signing input never does); a rotated refresh token's successor is derived from it, so a replay gets the same one back. */
  refreshSuccessorKey: Uint8Array;
}

/** A signed-in result: the access token for the body, the refresh token for the cookie. */
export interface IssuedLogin {
  accessToken: string;
  user: AuthUser;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(deps: SessionDeps) {
  const { db, clock, hasher, accessTokens, limiter } = deps;
  const iso = (date: Date) => date.toISOString();
  // Every signed-in request compares its login's expiry with now, as ISO text; formatting a date costs a microsecond
  // or two, and at load many requests fall in one millisecond, so the last one's text is reused within it.
  let lastNow = { ms: Number.NaN, text: '' };
  const isoNow = (): string => {
    const now = clock.now();
    const ms = now.getTime();
    if (ms !== lastNow.ms) lastNow = { ms, text: now.toISOString() };
    return lastNow.text;
  };

  /**
   * The successor of a refresh token: an HMAC of the presented token, so every presentation of the same rotated
   * token within the grace gets the same successor back and no second live chain grows. Nothing secret is stored:
   * the successor is kept only as its hash, like every refresh token.
   */
  function successorOf(presented: string): string {
    return createHmac('sha256', deps.refreshSuccessorKey).update(`refresh-successor:${presented}`).digest('base64url');
  }

  async function issueRefreshToken(sessionId: string, executor: DbOrTx = db): Promise<string> {
    const refreshToken = newSecretToken();
    await sessionRepo.insertRefreshToken(executor, {
      id: newId(),
      sessionId,
      tokenHash: hashToken(refreshToken),
      createdAt: iso(clock.now()),
    });
    return refreshToken;
  }

  return {
    /** `userAgent` is only summarised ("Chrome on Windows") for the user's sign-in activity; it is not stored. */
    async login(email: string, password: string, clientIp: string, userAgent?: string): Promise<IssuedLogin> {
      await limiter.beforeLogin(clientIp, email);
      const user = await accounts.findUserByEmail(db, email);
      const valid = user ? await hasher.verify(user.password_hash, password) : (await hasher.verifyAgainstDummy(password), false);
      if (!user || !valid) {
        await limiter.loginFailed(email);
        throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.invalidCredentials);
      }
      if (user.email_verified_at === null) throw new AppError('forbidden', AUTH_MESSAGES.verifyBeforeSignIn);
      await limiter.loginSucceeded(email);

      const now = clock.now();
      const sessionId = newId();
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
      const refreshToken = await db.transaction().execute(async (trx) => {
        await sessionRepo.insertSession(trx, {
          id: sessionId,
          userId: user.id,
          createdAt: iso(now),
          expiresAt: iso(expiresAt),
          browser: summarizeUserAgent(userAgent),
        });
        return issueRefreshToken(sessionId, trx);
      });
      return {
        accessToken: await accessTokens.issue({ userId: user.id, sessionId }),
        user: { id: user.id, name: user.name, email: user.email },
        refreshToken,
        refreshExpiresAt: expiresAt,
      };
    },

    async refresh(presented: string | undefined): Promise<IssuedLogin> {
      if (!presented) throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.refreshMissing);
      const row = await sessionRepo.findRefreshToken(db, hashToken(presented));
      const now = clock.now();
      if (!row || row.sessionRevokedAt !== null || Date.parse(row.sessionExpiresAt) <= now.getTime()) {
        throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.refreshInvalid);
      }
      if (row.rotatedAt !== null && now.getTime() - Date.parse(row.rotatedAt) > REFRESH_REUSE_GRACE_SECONDS * 1000) {
        // A rotated token came back after the grace: it was copied. End the whole login for both holders.
        await sessionRepo.revokeSession(db, row.sessionId, iso(now), 'refresh token reuse');
        deps.log.warn({ sessionId: row.sessionId }, 'refresh token reuse detected; login revoked');
        throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.refreshInvalid);
      }
      const refreshToken = successorOf(presented);
      await db.transaction().execute(async (trx) => {
        // Within the grace (two tabs refreshing together) the replay gets the successor the first rotation stored;
        // only the request that rotates stores it (a concurrent loser finds it rotated and stores nothing).
        if (row.rotatedAt === null && (await sessionRepo.markRefreshTokenRotated(trx, row.tokenId, iso(now)))) {
          await sessionRepo.insertRefreshToken(trx, { id: newId(), sessionId: row.sessionId, tokenHash: hashToken(refreshToken), createdAt: iso(now) });
        }
        await sessionRepo.touchSession(trx, row.sessionId, iso(now));
      });
      const user = await accounts.findActiveSessionUser(db, row.sessionId, row.userId, iso(now));
      if (!user) throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.refreshInvalid);
      return {
        accessToken: await accessTokens.issue({ userId: user.id, sessionId: row.sessionId }),
        user: { id: user.id, name: user.name, email: user.email },
        refreshToken,
        refreshExpiresAt: new Date(row.sessionExpiresAt),
      };
    },

    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const row = await sessionRepo.findRefreshToken(db, hashToken(presented));
      if (row) await sessionRepo.revokeSession(db, row.sessionId, iso(clock.now()), 'logout');
    },

    /** The request guard: a valid bearer token whose login is still live, or 401. */
    async authenticate(authorization: string | undefined): Promise<RequestUser> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.accessTokenRequired);
      const claims = accessTokens.verify(match[1]);
      const user = claims && (await accounts.findActiveSessionUser(db, claims.sessionId, claims.userId, isoNow()));
      if (!claims || !user) throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.accessTokenInvalid);
      return { id: user.id, name: user.name, email: user.email, timezone: user.timezone, sessionId: claims.sessionId, dataVersion: String(user.data_version) };
    },
  };
}
