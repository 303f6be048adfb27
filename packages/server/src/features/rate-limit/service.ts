/**
 * The authentication rate limits: sign-in attempts per client, the growing wait per account after consecutive failures,
 * and mails per address and per client. State lives in the database.
 */
import { AUTH_SERVER_MESSAGES, LOGIN_ATTEMPTS_PER_CLIENT_PER_MINUTE, MAILS_PER_ADDRESS_PER_HOUR, MAILS_PER_CLIENT_PER_HOUR } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../http/app-error.js';
import { loginWaitSeconds } from './login-backoff.js';
import { clearLoginFailures, deleteStaleRateLimitRows, incrementHit, incrementLoginFailures, readLoginFailures, setLoginBlockedUntil } from './repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface RateLimiter {
  /** Throws 429 when this client has made too many sign-in attempts this minute or the account must wait. */
  beforeLogin(clientIp: string, email: string): Promise<void>;
  loginFailed(email: string): Promise<void>;
  loginSucceeded(email: string): Promise<void>;
  /** Throws 429 when a mail-sending call (register, forgot, resend) exceeds the per-address or per-client budget. */
  beforeMail(clientIp: string, email: string): Promise<void>;
  purgeStale(): Promise<void>;
}

function windowStart(now: Date, sizeMs: number): Date {
  return new Date(Math.floor(now.getTime() / sizeMs) * sizeMs);
}

function tooMany(message: string, retryAfterMs: number): AppError {
  return new AppError('rate_limited', message, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

export function createRateLimiter(db: Db, clock: Clock, enabled: boolean): RateLimiter {
  async function fixedWindow(key: string, sizeMs: number, limit: number): Promise<void> {
    const now = clock.now();
    const start = windowStart(now, sizeMs);
    const count = await incrementHit(db, key, start.toISOString());
    if (count > limit) throw tooMany(AUTH_SERVER_MESSAGES.tooManyAttempts, start.getTime() + sizeMs - now.getTime());
  }

  return {
    async beforeLogin(clientIp, email) {
      if (!enabled) return;
      await fixedWindow(`login:client:${clientIp}`, MINUTE_MS, LOGIN_ATTEMPTS_PER_CLIENT_PER_MINUTE);
      const failures = await readLoginFailures(db, `login:account:${email}`);
      const now = clock.now().getTime();
      const blockedUntil = failures?.blockedUntil ? Date.parse(failures.blockedUntil) : 0;
      if (blockedUntil > now) throw tooMany(AUTH_SERVER_MESSAGES.tooManySignInFailures, blockedUntil - now);
    },
    async loginFailed(email) {
      if (!enabled) return;
      const key = `login:account:${email}`;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const consecutive = await incrementLoginFailures(trx, key, now.toISOString());
        const wait = loginWaitSeconds(consecutive);
        if (wait > 0) await setLoginBlockedUntil(trx, key, new Date(now.getTime() + wait * 1000).toISOString());
      });
    },
    async loginSucceeded(email) {
      if (!enabled) return;
      await clearLoginFailures(db, `login:account:${email}`);
    },
    async beforeMail(clientIp, email) {
      if (!enabled) return;
      await fixedWindow(`mail:client:${clientIp}`, HOUR_MS, MAILS_PER_CLIENT_PER_HOUR);
      await fixedWindow(`mail:address:${email}`, HOUR_MS, MAILS_PER_ADDRESS_PER_HOUR);
    },
    async purgeStale() {
      await deleteStaleRateLimitRows(db, new Date(clock.now().getTime() - DAY_MS).toISOString());
    },
  };
}
