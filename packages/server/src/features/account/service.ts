/**
 * The authentication rules of part 1 §4-§9 and api-decisions §3: registration with e-mail verification,
 * sign-in, rotating refresh tokens with reuse detection, logout, password reset, and the request guard.
 */
import {
  AUTH_MESSAGES,
  ACCOUNT_MESSAGES,
  AUTH_SERVER_MESSAGES,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  VERIFICATION_TOKEN_TTL_SECONDS,
  type AuthUser,
  type RegisterResponse,
} from '@wellness/contract';
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTx, EmailTokenPurpose } from '../../db/schema.js';
import type { RequestUser } from '../../http/current-user.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newId, newSecretToken } from '../../lib/secure-token.js';
import type { MailIntent, MailQueue } from '../../mail/outbox/mail-outbox.js';
import { accountExistsMail, emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail, passwordResetMail, verificationMail } from '../../mail/templates.js';
import type { AccessTokens } from './access-token.js';
import type { PasswordHasher } from './password-hasher.js';
import * as accounts from '../../accounts/repository.js';
import { knownTimeZone } from '../../accounts/time-zone.js';
import * as emailTokens from './email-token-repository.js';
import * as sessionRepo from './session-repository.js';
import { summarizeUserAgent } from './user-agent-summary.js';

/** The limits sign-in and mail sending obey (api-decisions §3); the rate-limit feature provides them. */
export interface AuthLimits {
  /** Throws 429 when this address or account may not try now. */
  beforeLogin(clientIp: string, email: string): Promise<void>;
  loginFailed(email: string): Promise<void>;
  loginSucceeded(email: string): Promise<void>;
  /** Throws 429 when another mail to this address, or from this client, would exceed its budget. */
  beforeMail(clientIp: string, email: string): Promise<void>;
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  /** Mail is queued in the transaction that writes its token and sent after the answer (mail/outbox/). */
  mail: MailQueue;
  limiter: AuthLimits;
  appUrl: URL;
  inviteCodes: readonly string[];
  log: FastifyBaseLogger;
  /** A server secret (the JWT key: the HMAC input below starts "refresh-successor:", a JWT signing input never does); a rotated refresh token's successor is derived from it, so a replay gets the same one back. */
  refreshSuccessorKey: Uint8Array;
}

/** Links that cancel a pending e-mail change when any of them is cancelled (issue 26). */
const EMAIL_CHANGE_PURPOSES: readonly EmailTokenPurpose[] = ['change_email', 'cancel_email_change'];
const ALL_EMAIL_TOKEN_PURPOSES: readonly EmailTokenPurpose[] = ['verify_email', 'reset_password', 'change_email', 'cancel_email_change'];

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  inviteCode?: string | undefined;
  timezone?: string | undefined;
}

/** A signed-in result: the access token for the body, the refresh token for the cookie. */
export interface IssuedLogin {
  accessToken: string;
  user: AuthUser;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, clock, hasher, accessTokens, limiter } = deps;
  const iso = (date: Date) => date.toISOString();
  const link = (path: string, query: Record<string, string>) => {
    const url = new URL(path, deps.appUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };

  /** Replaces the user's unused link of this purpose inside the caller's transaction. */
  async function newEmailToken(userId: string, purpose: EmailTokenPurpose, ttlSeconds: number, trx: Transaction<Database>, newEmail?: string): Promise<string> {
    const token = newSecretToken();
    const now = clock.now();
    await emailTokens.replaceEmailToken(trx, {
      id: newId(),
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: iso(new Date(now.getTime() + ttlSeconds * 1000)),
      createdAt: iso(now),
      ...(newEmail === undefined ? {} : { newEmail }),
    });
    return token;
  }

  /**
   * The successor of a refresh token: an HMAC of the presented token, so every presentation of the same rotated
   * token within the grace gets the same successor back and no second live chain grows (issue 26). Nothing secret
   * is stored: the successor is kept only as its hash, like every refresh token.
   */
  function successorOf(presented: string): string {
    return createHmac('sha256', deps.refreshSuccessorKey).update(`refresh-successor:${presented}`).digest('base64url');
  }

  /**
   * A new verification link and its mail, queued together in the caller's transaction. The address is not proven
   * yet, so the mail carries no display name (issue 26).
   */
  async function queueVerification(user: { id: string; email: string }, trx: Transaction<Database>): Promise<void> {
    const token = await newEmailToken(user.id, 'verify_email', VERIFICATION_TOKEN_TTL_SECONDS, trx);
    await deps.mail.add(trx, verificationMail(user.email, link('/verify-email', { token, email: user.email })), user.id);
  }

  /** Finds a live e-mail token or throws the message for why it cannot be used. */
  async function usableEmailToken(
    purpose: EmailTokenPurpose,
    token: string,
    messages: { invalid: string; expired: string; used: string },
  ): Promise<emailTokens.EmailTokenRow> {
    const row = await emailTokens.findEmailToken(db, purpose, hashToken(token));
    if (!row) throw new AppError('validation', messages.invalid);
    if (row.usedAt) throw new AppError('validation', messages.used);
    if (Date.parse(row.expiresAt) <= clock.now().getTime()) throw new AppError('validation', messages.expired);
    return row;
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
    async register(input: RegisterInput, clientIp: string): Promise<RegisterResponse> {
      await limiter.beforeMail(clientIp, input.email);
      if (deps.inviteCodes.length > 0 && !deps.inviteCodes.includes(input.inviteCode ?? '')) {
        throw new AppError('validation', AUTH_SERVER_MESSAGES.inviteRequired, {
          details: [{ path: 'inviteCode', message: AUTH_SERVER_MESSAGES.inviteRequired }],
        });
      }
      const timezone = knownTimeZone(input.timezone ?? 'UTC');
      // Hash before looking the address up, so new and known addresses cost the same time.
      const passwordHash = await hasher.hash(input.password);
      const now = iso(clock.now());
      const candidate: accounts.NewUserRow & { id: string } = {
        id: newId(),
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        email_verified_at: null,
        timezone,
        created_at: now,
        updated_at: now,
      };
      const response: RegisterResponse = {
        message: AUTH_SERVER_MESSAGES.registered,
        email: input.email,
        emailVerificationRequired: true,
      };
      // One transaction whichever branch runs, each queuing one mail, so a known address costs what a new one does.
      await db.transaction().execute(async (trx) => {
        if (await accounts.insertUser(trx, candidate)) return queueVerification(candidate, trx);
        const existing = await accounts.findUserByEmail(trx, input.email);
        if (!existing) throw new Error('User insert conflicted but no user holds the address');
        if (existing.email_verified_at === null) {
          // A second registration never changes the stored password (a stranger could otherwise set the one the
          // owner then verifies), but it marks the account contested: whoever follows the new link, the mailbox's
          // owner, chooses the password then (issue 26). The older link stops working (only the newest does).
          await accounts.updateUser(trx, existing.id, { registration_contested: 1 });
          return queueVerification(existing, trx);
        }
        return deps.mail.add(trx, accountExistsMail(existing.email, existing.name, link('/', {})), existing.id);
      });
      deps.mail.wake();
      return response;
    },

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

    /**
     * Verifies the address. An account registered more than once before verification (`registration_contested`)
     * takes a new password here: the stored one may be a stranger's, and only the mailbox's owner reaches this link.
     */
    async verifyEmail(token: string, newPassword?: string): Promise<string> {
      const row = await usableEmailToken('verify_email', token, {
        invalid: AUTH_SERVER_MESSAGES.verificationInvalid,
        expired: AUTH_SERVER_MESSAGES.verificationExpired,
        used: AUTH_SERVER_MESSAGES.verificationUsed,
      });
      const user = await accounts.findUserById(db, row.userId);
      if (user?.registration_contested === 1 && newPassword === undefined) {
        throw new AppError('validation', AUTH_SERVER_MESSAGES.verificationNeedsPassword, {
          details: [{ path: 'password', message: AUTH_SERVER_MESSAGES.verificationNeedsPassword }],
        });
      }
      const passwordHash = newPassword === undefined ? undefined : await hasher.hash(newPassword);
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        if (!(await emailTokens.markEmailTokenUsed(trx, row.id, now))) {
          throw new AppError('validation', AUTH_SERVER_MESSAGES.verificationUsed);
        }
        await accounts.updateUser(trx, row.userId, {
          email_verified_at: now,
          updated_at: now,
          registration_contested: 0,
          ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        });
        // A password chosen here replaces one a stranger may know: any login made with it ends.
        if (passwordHash !== undefined) await sessionRepo.revokeAllSessionsOfUser(trx, row.userId, now, 'password set at verification');
      });
      return AUTH_SERVER_MESSAGES.verified;
    },

    /** The address is not looked up here: the outbox composes the link later (composeMailIntent), so timing tells nothing. */
    async resendVerification(email: string, clientIp: string): Promise<string> {
      await limiter.beforeMail(clientIp, email);
      await deps.mail.addIntent(db, 'verification_resend', email);
      deps.mail.wake();
      return AUTH_SERVER_MESSAGES.resendSent;
    },

    /** As resendVerification: one intent queued, whoever has the address. */
    async forgotPassword(email: string, clientIp: string): Promise<string> {
      await limiter.beforeMail(clientIp, email);
      await deps.mail.addIntent(db, 'password_reset', email);
      deps.mail.wake();
      return AUTH_SERVER_MESSAGES.forgotSent;
    },

    /**
     * Run by the mail outbox, after the answer, for an intent queued above: the link and its mail when the address
     * has an account that calls for one (any account for a reset, an unverified one for a verification), else nothing.
     */
    async composeMailIntent(trx: Transaction<Database>, intent: MailIntent, email: string): Promise<void> {
      const user = await accounts.findUserByEmail(trx, email);
      if (!user) return;
      if (intent === 'verification_resend') {
        if (user.email_verified_at === null) await queueVerification(user, trx);
        return;
      }
      const token = await newEmailToken(user.id, 'reset_password', RESET_TOKEN_TTL_SECONDS, trx);
      // An address not yet proven is greeted without the name (issue 26).
      const name = user.email_verified_at === null ? null : user.name;
      await deps.mail.add(trx, passwordResetMail(user.email, name, link('/reset-password', { token })), user.id);
    },

    async resetPassword(token: string, password: string): Promise<string> {
      const row = await usableEmailToken('reset_password', token, {
        invalid: AUTH_SERVER_MESSAGES.resetInvalid,
        expired: AUTH_SERVER_MESSAGES.resetExpired,
        used: AUTH_SERVER_MESSAGES.resetUsed,
      });
      const passwordHash = await hasher.hash(password);
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        if (!(await emailTokens.markEmailTokenUsed(trx, row.id, now))) {
          throw new AppError('validation', AUTH_SERVER_MESSAGES.resetUsed);
        }
        const user = await accounts.findUserById(trx, row.userId);
        await accounts.updateUser(trx, row.userId, {
          password_hash: passwordHash,
          updated_at: now,
          // Following the mailed link proves the address, so a reset also completes verification.
          email_verified_at: user?.email_verified_at ?? now,
          registration_contested: 0,
        });
        await sessionRepo.revokeAllSessionsOfUser(trx, row.userId, now, 'password reset');
        // Whoever reset is the mailbox's owner: every other outstanding link (a pending e-mail change made with a
        // stolen login above all) is cancelled (issue 26).
        await emailTokens.deleteUnusedEmailTokens(trx, row.userId, ALL_EMAIL_TOKEN_PURPOSES);
      });
      return AUTH_SERVER_MESSAGES.resetDone;
    },

    /**
     * Starts an e-mail change (issue 14): a link to the new address, which switches only once followed, and a
     * notice to the old one. An address that belongs to another account gets a mail saying so instead of the link
     * (issue 26), and everything else is the same: the pending change is stored (the profile shows it), the notice
     * goes out, the work is the same, so the profile form cannot tell who has an account. Such a pending change
     * can never be confirmed: no one has its link, and the address is taken.
     */
    async requestEmailChange(user: { id: string; name: string; email: string }, newEmail: string, clientIp: string): Promise<void> {
      await limiter.beforeMail(clientIp, newEmail);
      await db.transaction().execute(async (trx) => {
        // A new request cancels the previous pending change and its cancel link, whatever happens next (issue 26).
        await emailTokens.deleteUnusedEmailTokens(trx, user.id, EMAIL_CHANGE_PURPOSES);
        const taken = await accounts.findUserByEmail(trx, newEmail);
        // The pending change is stored whether or not the address is taken, so the answer and the profile afterwards
        // look the same either way (issue 26); a taken address can never be confirmed (changeEmail refuses it).
        const token = await newEmailToken(user.id, 'change_email', VERIFICATION_TOKEN_TTL_SECONDS, trx, newEmail);
        const cancelToken = await newEmailToken(user.id, 'cancel_email_change', VERIFICATION_TOKEN_TTL_SECONDS, trx);
        // The new address is not proven yet: no display name in its mail.
        const toNewAddress = taken ? emailChangeTakenMail(newEmail, link('/', {})) : emailChangeMail(newEmail, link('/confirm-email-change', { token }));
        await deps.mail.add(trx, toNewAddress, user.id);
        await deps.mail.add(trx, emailChangeNoticeMail(user.email, user.name, newEmail, link('/cancel-email-change', { token: cancelToken })), user.id);
      });
      deps.mail.wake();
    },

    /** The notice's one-click link (issue 26): cancels the pending change; refused once it was cancelled or confirmed. */
    async cancelEmailChange(token: string): Promise<string> {
      const row = await usableEmailToken('cancel_email_change', token, {
        invalid: ACCOUNT_MESSAGES.emailChangeCancelInvalid,
        expired: ACCOUNT_MESSAGES.emailChangeCancelUsed,
        used: ACCOUNT_MESSAGES.emailChangeCancelUsed,
      });
      await db.transaction().execute(async (trx) => {
        if (!(await emailTokens.markEmailTokenUsed(trx, row.id, iso(clock.now())))) throw new AppError('validation', ACCOUNT_MESSAGES.emailChangeCancelUsed);
        await emailTokens.deleteUnusedEmailTokens(trx, row.userId, ['change_email']);
      });
      deps.log.info({ userId: row.userId }, 'pending e-mail change cancelled from the notice link');
      return ACCOUNT_MESSAGES.emailChangeCancelled;
    },

    /** "Sign out other sessions" and ending one other login cancel a pending e-mail change (issue 26). */
    async cancelPendingEmailChange(userId: string): Promise<void> {
      await emailTokens.deleteUnusedEmailTokens(db, userId, EMAIL_CHANGE_PURPOSES);
    },

    /** The address a pending change would switch to (shown in the profile), or null. */
    pendingEmail(userId: string): Promise<string | null> {
      return emailTokens.findPendingEmail(db, userId, iso(clock.now()));
    },

    async confirmEmailChange(token: string): Promise<string> {
      const row = await usableEmailToken('change_email', token, {
        invalid: ACCOUNT_MESSAGES.emailChangeInvalid,
        expired: ACCOUNT_MESSAGES.emailChangeExpired,
        used: ACCOUNT_MESSAGES.emailChangeUsed,
      });
      const newEmail = row.newEmail;
      if (newEmail === null) throw new AppError('validation', ACCOUNT_MESSAGES.emailChangeInvalid);
      const now = iso(clock.now());
      await db.transaction().execute(async (trx) => {
        if (!(await emailTokens.markEmailTokenUsed(trx, row.id, now))) throw new AppError('validation', ACCOUNT_MESSAGES.emailChangeUsed);
        if (!(await accounts.changeEmail(trx, row.userId, newEmail, now))) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
        await emailTokens.markUnusedEmailTokensUsed(trx, row.userId, 'cancel_email_change', now);
      });
      return ACCOUNT_MESSAGES.emailChanged;
    },

    /**
     * The password asked again for deleting the account and changing the e-mail (issues 14 and 26). A wrong one is
     * 400 naming `field`, and counts as a failed sign-in of the account, so the sign-in back-off bounds guesses
     * (429) whichever form they come through.
     */
    async confirmPassword(user: { id: string; email: string }, password: string, clientIp: string, field: string): Promise<void> {
      await limiter.beforeLogin(clientIp, user.email);
      const stored = await accounts.findUserById(db, user.id);
      if (!stored || !(await hasher.verify(stored.password_hash, password))) {
        await limiter.loginFailed(user.email);
        throw new AppError('validation', ACCOUNT_MESSAGES.wrongPassword, { details: [{ path: field, message: ACCOUNT_MESSAGES.wrongPassword }] });
      }
      await limiter.loginSucceeded(user.email);
    },

    /** The request guard: a valid bearer token whose login is still live, or 401. */
    async authenticate(authorization: string | undefined): Promise<RequestUser> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.accessTokenRequired);
      const claims = await accessTokens.verify(match[1]);
      const user = claims && (await accounts.findActiveSessionUser(db, claims.sessionId, claims.userId, iso(clock.now())));
      if (!claims || !user) throw new AppError('unauthorized', AUTH_SERVER_MESSAGES.accessTokenInvalid);
      return { ...user, sessionId: claims.sessionId };
    },

    async purgeExpired(): Promise<void> {
      const before = iso(new Date(clock.now().getTime() - 7 * 24 * 3600 * 1000));
      await emailTokens.deleteExpiredEmailTokens(db, before);
      await sessionRepo.deleteExpiredSessions(db, before);
    },
  };
}
