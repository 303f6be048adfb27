/**
 * Sign-in activity rules: a user sees and ends only their own live logins. Ending another login takes effect
 * at once, because every request's access token is checked against its login (sessions.ts authenticate)
 * and the login's refresh token is refused from then on. The login in use is not ended here: Logout does
 * that, and also clears the browser's session.
 */
import { SIGN_IN_ACTIVITY_MESSAGES, UNKNOWN_BROWSER, type RevokeOtherSessionsResponse, type SignInSessionsResponse } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RequestUser } from '../../http/current-user.js';
import * as repo from './session-repository.js';

/** Recorded as the login's revoked_reason, for whoever reads the table. */
const REVOKED_REASON = 'signed out from another login';

export type SignInActivity = ReturnType<typeof createSignInActivity>;

export interface SignInActivityDeps {
  db: Db;
  clock: Clock;
  /** From email-change.ts: a pending e-mail change may come from the login being ended. */
  cancelPendingEmailChange(userId: string): Promise<void>;
}

export function createSignInActivity({ db, clock, cancelPendingEmailChange }: SignInActivityDeps) {
  const now = () => clock.now().toISOString();
  return {
    async list(user: RequestUser): Promise<SignInSessionsResponse> {
      const rows = await repo.listLiveSessions(db, user.id, now());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          browser: row.browser ?? UNKNOWN_BROWSER,
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt,
          current: row.id === user.sessionId,
        })),
      };
    },

    async revoke(user: RequestUser, sessionId: string): Promise<void> {
      if (sessionId === user.sessionId) throw new AppError('validation', SIGN_IN_ACTIVITY_MESSAGES.currentLogin);
      const revoked = await repo.revokeLiveSession(db, user.id, sessionId, now(), REVOKED_REASON);
      if (!revoked) throw new AppError('not_found', SIGN_IN_ACTIVITY_MESSAGES.notFound);
      await cancelPendingEmailChange(user.id);
    },

    async revokeOthers(user: RequestUser): Promise<RevokeOtherSessionsResponse> {
      const revoked = await repo.revokeOtherLiveSessions(db, user.id, user.sessionId, now(), REVOKED_REASON);
      await cancelPendingEmailChange(user.id);
      return { revoked };
    },
  };
}
