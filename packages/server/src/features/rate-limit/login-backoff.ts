/**
 * The growing wait after consecutive failed sign-ins: five failures are free, then each further
 * failure doubles the wait, from 30 s up to 15 minutes. Pure, so the hourly bound can be proven by a unit test.
 */
import { LOGIN_FREE_FAILURES } from '@wellness/contract';

export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds the account must wait after `consecutive` failures in a row; 0 while failures are still free. */
export function loginWaitSeconds(consecutive: number): number {
  if (consecutive < LOGIN_FREE_FAILURES) return 0;
  const doublings = consecutive - LOGIN_FREE_FAILURES;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.min(doublings, 30));
}

/** The most failures an attacker can register in one window when every wait is honoured to the second. */
export function maxFailuresWithin(windowSeconds: number): number {
  let failures = 0;
  let elapsed = 0;
  for (;;) {
    failures += 1;
    elapsed += loginWaitSeconds(failures);
    if (elapsed >= windowSeconds) return failures;
  }
}
