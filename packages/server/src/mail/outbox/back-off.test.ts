import { describe, expect, it } from 'vitest';
import { MAX_SEND_ATTEMPTS, mayRetry, retryDelayMs } from './back-off.js';

describe('mail retry back-off', () => {
  it('waits a minute, then doubles, and never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('stops after the last attempt, about four hours after the first', () => {
    expect(mayRetry(MAX_SEND_ATTEMPTS - 1)).toBe(true);
    expect(mayRetry(MAX_SEND_ATTEMPTS)).toBe(false);
    let total = 0;
    for (let n = 1; n < MAX_SEND_ATTEMPTS; n++) total += retryDelayMs(n);
    expect(total / 3_600_000).toBeCloseTo(4.05, 1);
  });
});
