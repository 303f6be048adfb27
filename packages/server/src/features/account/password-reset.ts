/**
 * Password reset: "forgot password" queues a mail whoever has the address, the mail carries a one-use link, and
 * following it sets the new password, ends every login and cancels every other outstanding link.
 */
import { AUTH_SERVER_MESSAGES, RESET_TOKEN_TTL_SECONDS } from '@wellness/contract';
import type { Transaction } from 'kysely';
import * as accounts from '../../accounts/repository.js';
import type { Database, Db, EmailTokenPurpose } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailQueue } from '../../mail/outbox/mail-outbox.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { AuthLimits } from './auth-limits.js';
import type { EmailLinks } from './email-links.js';
import * as emailTokens from './email-token-repository.js';
import type { PasswordHasher } from './password-hasher.js';
import * as sessionRepo from './session-repository.js';

const ALL_EMAIL_TOKEN_PURPOSES: readonly EmailTokenPurpose[] = ['verify_email', 'reset_password', 'change_email', 'cancel_email_change'];

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  mail: MailQueue;
  limiter: AuthLimits;
  links: EmailLinks;
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;

export function createPasswordReset({ db, clock, hasher, mail, limiter, links }: PasswordResetDeps) {
  return {
    /** As a verification resend: one intent queued, whoever has the address; the outbox composes it (composeReset). */
    async forgotPassword(email: string, clientIp: string): Promise<string> {
      await limiter.beforeMail(clientIp, email);
      await mail.addIntent(db, 'password_reset', email);
      mail.wake();
      return AUTH_SERVER_MESSAGES.forgotSent;
    },

    /** Run by the mail outbox, after the answer, for a queued reset: the link and its mail, for any account. */
    async composeReset(trx: Transaction<Database>, user: accounts.UserRow): Promise<void> {
      const token = await links.issue(user.id, 'reset_password', RESET_TOKEN_TTL_SECONDS, trx);
      // An address not yet proven is greeted without the name.
      const name = user.email_verified_at === null ? null : user.name;
      await mail.add(trx, passwordResetMail(user.email, name, links.url('/reset-password', { token })), user.id);
    },

    async resetPassword(token: string, password: string): Promise<string> {
      const row = await links.usable('reset_password', token, {
        invalid: AUTH_SERVER_MESSAGES.resetInvalid,
        expired: AUTH_SERVER_MESSAGES.resetExpired,
        used: AUTH_SERVER_MESSAGES.resetUsed,
      });
      // The link stays usable after this refusal: nothing is marked until a new password is accepted.
      const current = await accounts.findUserById(db, row.userId);
      if (current && (await hasher.verify(current.password_hash, password))) {
        throw new AppError('validation', AUTH_SERVER_MESSAGES.resetSamePassword, {
          details: [{ path: 'password', message: AUTH_SERVER_MESSAGES.resetSamePassword }],
        });
      }
      const passwordHash = await hasher.hash(password);
      const now = clock.now().toISOString();
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
        // stolen login above all) is cancelled.
        await emailTokens.deleteUnusedEmailTokens(trx, row.userId, ALL_EMAIL_TOKEN_PURPOSES);
      });
      return AUTH_SERVER_MESSAGES.resetDone;
    },
  };
}
