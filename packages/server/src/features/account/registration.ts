/**
 * Registration and e-mail verification: creating an account (never revealing whether the address already has
 * one), the verification link and its resend, and following the link. An address is proven only by following a
 * link mailed to it, so until then the account cannot sign in and its mails carry no display name.
 */
import { AUTH_SERVER_MESSAGES, VERIFICATION_TOKEN_TTL_SECONDS, type RegisterResponse } from '@wellness/contract';
import type { Transaction } from 'kysely';
import * as accounts from '../../accounts/repository.js';
import { knownTimeZone } from '../../accounts/time-zone.js';
import type { Database, Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import type { MailQueue } from '../../mail/outbox/mail-outbox.js';
import { accountExistsMail, verificationMail } from '../../mail/templates.js';
import type { AuthLimits } from './auth-limits.js';
import type { EmailLinks } from './email-links.js';
import * as emailTokens from './email-token-repository.js';
import type { PasswordHasher } from './password-hasher.js';
import * as sessionRepo from './session-repository.js';

export interface RegistrationDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** Mail is queued in the transaction that writes its token and sent after the answer (mail/outbox/). */
  mail: MailQueue;
  limiter: AuthLimits;
  links: EmailLinks;
  /** When not empty, registration needs one of these codes. */
  inviteCodes: readonly string[];
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  inviteCode?: string | undefined;
  timezone?: string | undefined;
}

export type Registration = ReturnType<typeof createRegistration>;

export function createRegistration(deps: RegistrationDeps) {
  const { db, clock, hasher, mail, limiter, links } = deps;

  /** A new verification link and its mail, queued together in the caller's transaction; no display name, as the address is not proven yet. */
  async function queueVerification(user: { id: string; email: string }, trx: Transaction<Database>): Promise<void> {
    const token = await links.issue(user.id, 'verify_email', VERIFICATION_TOKEN_TTL_SECONDS, trx);
    await mail.add(trx, verificationMail(user.email, links.url('/verify-email', { token, email: user.email })), user.id);
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
      const now = clock.now().toISOString();
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
          // owner, chooses the password then. The older link stops working (only the newest does).
          await accounts.updateUser(trx, existing.id, { registration_contested: 1 });
          return queueVerification(existing, trx);
        }
        return mail.add(trx, accountExistsMail(existing.email, existing.name, links.url('/')), existing.id);
      });
      mail.wake();
      return response;
    },

    /**
     * Verifies the address. An account registered more than once before verification (`registration_contested`)
     * takes a new password here: the stored one may be a stranger's, and only the mailbox's owner reaches this link.
     */
    async verifyEmail(token: string, newPassword?: string): Promise<string> {
      const row = await links.usable('verify_email', token, {
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
      const now = clock.now().toISOString();
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

    /** The address is not looked up here: the outbox composes the link later (composeResend), so timing tells nothing. */
    async resendVerification(email: string, clientIp: string): Promise<string> {
      await limiter.beforeMail(clientIp, email);
      await mail.addIntent(db, 'verification_resend', email);
      mail.wake();
      return AUTH_SERVER_MESSAGES.resendSent;
    },

    /** Run by the mail outbox for a queued resend: a new link only while the account is unverified, else nothing. */
    async composeResend(trx: Transaction<Database>, user: accounts.UserRow): Promise<void> {
      if (user.email_verified_at === null) await queueVerification(user, trx);
    },
  };
}
