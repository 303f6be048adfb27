/**
 * Changing the account's e-mail address: a link to the new address, which switches only once followed, and a
 * notice with a one-click cancel link to the old one. An address that belongs to another account gets a mail
 * saying so instead of the link, and everything else is the same, so the profile form cannot tell who has an
 * account. Anything that suggests a stolen login (signing other logins out) cancels a pending change.
 */
import { ACCOUNT_MESSAGES, VERIFICATION_TOKEN_TTL_SECONDS } from '@wellness/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as accounts from '../../accounts/repository.js';
import type { Db, EmailTokenPurpose } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailQueue } from '../../mail/outbox/mail-outbox.js';
import { emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail } from '../../mail/templates.js';
import type { AuthLimits } from './auth-limits.js';
import type { EmailLinks } from './email-links.js';
import * as emailTokens from './email-token-repository.js';

/** A pending change is its confirm link and its cancel link: cancelling the change removes both. */
const EMAIL_CHANGE_PURPOSES: readonly EmailTokenPurpose[] = ['change_email', 'cancel_email_change'];

export interface EmailChangeDeps {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  limiter: AuthLimits;
  links: EmailLinks;
  log: FastifyBaseLogger;
}

export type EmailChange = ReturnType<typeof createEmailChange>;

export function createEmailChange({ db, clock, mail, limiter, links, log }: EmailChangeDeps) {
  return {
    /**
     * Starts a change. When the new address is taken, the pending change is still stored (the profile shows it),
     * the notice still goes out and the work is the same; such a change can never be confirmed: no one has its
     * link, and the address is taken.
     */
    async requestEmailChange(user: { id: string; name: string; email: string }, newEmail: string, clientIp: string): Promise<void> {
      await limiter.beforeMail(clientIp, newEmail);
      await db.transaction().execute(async (trx) => {
        // A new request cancels the previous pending change and its cancel link, whatever happens next.
        await emailTokens.deleteUnusedEmailTokens(trx, user.id, EMAIL_CHANGE_PURPOSES);
        const taken = await accounts.findUserByEmail(trx, newEmail);
        // The pending change is stored whether or not the address is taken, so the answer and the profile afterwards
        // look the same either way; a taken address can never be confirmed (changeEmail refuses it).
        const token = await links.issue(user.id, 'change_email', VERIFICATION_TOKEN_TTL_SECONDS, trx, newEmail);
        const cancelToken = await links.issue(user.id, 'cancel_email_change', VERIFICATION_TOKEN_TTL_SECONDS, trx);
        // The new address is not proven yet: no display name in its mail.
        const toNewAddress = taken ? emailChangeTakenMail(newEmail, links.url('/')) : emailChangeMail(newEmail, links.url('/confirm-email-change', { token }));
        await mail.add(trx, toNewAddress, user.id);
        await mail.add(trx, emailChangeNoticeMail(user.email, user.name, newEmail, links.url('/cancel-email-change', { token: cancelToken })), user.id);
      });
      mail.wake();
    },

    /** The notice's one-click link: cancels the pending change; refused once it was cancelled or confirmed. */
    async cancelEmailChange(token: string): Promise<string> {
      const row = await links.usable('cancel_email_change', token, {
        invalid: ACCOUNT_MESSAGES.emailChangeCancelInvalid,
        expired: ACCOUNT_MESSAGES.emailChangeCancelUsed,
        used: ACCOUNT_MESSAGES.emailChangeCancelUsed,
      });
      await db.transaction().execute(async (trx) => {
        if (!(await emailTokens.markEmailTokenUsed(trx, row.id, clock.now().toISOString()))) {
          throw new AppError('validation', ACCOUNT_MESSAGES.emailChangeCancelUsed);
        }
        await emailTokens.deleteUnusedEmailTokens(trx, row.userId, ['change_email']);
      });
      log.info({ userId: row.userId }, 'pending e-mail change cancelled from the notice link');
      return ACCOUNT_MESSAGES.emailChangeCancelled;
    },

    /** "Sign out other sessions" and ending one other login cancel a pending e-mail change: it may come from that login. */
    async cancelPendingEmailChange(userId: string): Promise<void> {
      await emailTokens.deleteUnusedEmailTokens(db, userId, EMAIL_CHANGE_PURPOSES);
    },

    /** The address a pending change would switch to (shown in the profile), or null. */
    pendingEmail(userId: string): Promise<string | null> {
      return emailTokens.findPendingEmail(db, userId, clock.now().toISOString());
    },

    async confirmEmailChange(token: string): Promise<string> {
      const row = await links.usable('change_email', token, {
        invalid: ACCOUNT_MESSAGES.emailChangeInvalid,
        expired: ACCOUNT_MESSAGES.emailChangeExpired,
        used: ACCOUNT_MESSAGES.emailChangeUsed,
      });
      const newEmail = row.newEmail;
      if (newEmail === null) throw new AppError('validation', ACCOUNT_MESSAGES.emailChangeInvalid);
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await emailTokens.markEmailTokenUsed(trx, row.id, now))) throw new AppError('validation', ACCOUNT_MESSAGES.emailChangeUsed);
        if (!(await accounts.changeEmail(trx, row.userId, newEmail, now))) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
        await emailTokens.markUnusedEmailTokensUsed(trx, row.userId, 'cancel_email_change', now);
      });
      return ACCOUNT_MESSAGES.emailChanged;
    },
  };
}
