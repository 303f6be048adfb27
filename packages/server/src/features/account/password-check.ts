/**
 * The password asked again before deleting the account or changing its e-mail address. A wrong one is 400 naming
 * the form's field, and counts as a failed sign-in of the account, so the sign-in back-off bounds guesses (429)
 * whichever form they come through.
 */
import { ACCOUNT_MESSAGES } from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuthLimits } from './auth-limits.js';
import type { PasswordHasher } from './password-hasher.js';

export interface PasswordCheckDeps {
  db: Db;
  hasher: PasswordHasher;
  limiter: AuthLimits;
}

/** Throws 400 naming `field` when the password is wrong, 429 while the sign-in back-off waits. */
export type ConfirmPassword = (user: { id: string; email: string }, password: string, clientIp: string, field: string) => Promise<void>;

export function createPasswordCheck({ db, hasher, limiter }: PasswordCheckDeps): ConfirmPassword {
  return async function confirmPassword(user, password, clientIp, field) {
    await limiter.beforeLogin(clientIp, user.email);
    const stored = await accounts.findUserById(db, user.id);
    if (!stored || !(await hasher.verify(stored.password_hash, password))) {
      await limiter.loginFailed(user.email);
      throw new AppError('validation', ACCOUNT_MESSAGES.wrongPassword, { details: [{ path: field, message: ACCOUNT_MESSAGES.wrongPassword }] });
    }
    await limiter.loginSucceeded(user.email);
  };
}
