/**
 * When the outbox tries a mail again after a failed attempt: one minute, then twice as long each time, at most an
 * hour apart, ten attempts in all (about four hours: a mail server's restart or a short outage is ridden out, and
 * a verification link, valid 24 hours, still arrives in time to be used). Pure, so the schedule is unit-tested.
 */
export const MAX_SEND_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the given failed attempt (1 = the first); attempts run out at MAX_SEND_ATTEMPTS. */
export function retryDelayMs(failedAttempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempt - 1), LONGEST_RETRY_MS);
}

/** Whether another attempt follows the given failed one. */
export function mayRetry(failedAttempt: number): boolean {
  return failedAttempt < MAX_SEND_ATTEMPTS;
}
