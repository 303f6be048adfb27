/**
 * The account feature assembled: each job is its own module (registration and verification, sessions and tokens,
 * password reset, e-mail change, the password check, the profile, sign-in activity) and this wires them together for
 * the routes and the composition root, with the two jobs that span several: composing a queued mail intent, and the periodic
 * purge of expired links and logins.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import * as accounts from '../../accounts/repository.js';
import type { Database, Db } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { MailIntent, MailQueue } from '../../mail/outbox/mail-outbox.js';
import type { AccessTokens } from './access-token.js';
import type { AuthLimits } from './auth-limits.js';
import { createEmailChange } from './email-change.js';
import { createEmailLinks } from './email-links.js';
import * as emailTokens from './email-token-repository.js';
import { createPasswordCheck } from './password-check.js';
import type { PasswordHasher } from './password-hasher.js';
import { createProfileSettings } from './profile.js';
import { createPasswordReset } from './password-reset.js';
import { createRegistration } from './registration.js';
import * as sessionRepo from './session-repository.js';
import { createSessions } from './sessions.js';
import { createSignInActivity } from './sign-in-activity.js';

/** Expired links and logins are kept this long past their expiry before the purge deletes them. */
const PURGE_AFTER_MS = 7 * 24 * 3600 * 1000;

export interface AccountDeps {
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
  /** The server secret a rotated refresh token's successor is derived from (sessions.ts). */
  refreshSuccessorKey: Uint8Array;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: AccountDeps) {
  const { db, clock, hasher, mail, limiter, log } = deps;
  const links = createEmailLinks({ db, clock, appUrl: deps.appUrl });
  const registration = createRegistration({ db, clock, hasher, mail, limiter, links, inviteCodes: deps.inviteCodes });
  const sessions = createSessions({ db, clock, hasher, accessTokens: deps.accessTokens, limiter, log, refreshSuccessorKey: deps.refreshSuccessorKey });
  const passwordReset = createPasswordReset({ db, clock, hasher, mail, limiter, links });
  const emailChange = createEmailChange({ db, clock, mail, limiter, links, log });
  const confirmPassword = createPasswordCheck({ db, hasher, limiter });
  const profile = createProfileSettings({ db, clock, emailChange, confirmPassword });
  const signInActivity = createSignInActivity({ db, clock, cancelPendingEmailChange: emailChange.cancelPendingEmailChange });

  return {
    registration,
    sessions,
    passwordReset,
    emailChange,
    profile,
    signInActivity,

    /**
     * Run by the mail outbox, after the answer, for an intent queued by a resend or a forgotten password: the link
     * and its mail when the address has an account that calls for one, else nothing. Looking the address up here,
     * not on the request path, keeps the answer's timing the same whoever has the address.
     */
    async composeMailIntent(trx: Transaction<Database>, intent: MailIntent, email: string): Promise<void> {
      const user = await accounts.findUserByEmail(trx, email);
      if (!user) return;
      if (intent === 'verification_resend') return registration.composeResend(trx, user);
      return passwordReset.composeReset(trx, user);
    },

    async purgeExpired(): Promise<void> {
      const before = new Date(clock.now().getTime() - PURGE_AFTER_MS).toISOString();
      await emailTokens.deleteExpiredEmailTokens(db, before);
      await sessionRepo.deleteExpiredSessions(db, before);
    },
  };
}
