import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_HOUR } from '@wellness/contract';
import { loginWaitSeconds, maxFailuresWithin, MAX_WAIT_SECONDS } from './login-backoff.js';

describe('loginWaitSeconds', () => {
  it('lets five failures pass and blocks from the sixth attempt, doubling up to a cap', () => {
    expect([1, 2, 3, 4].map(loginWaitSeconds)).toEqual([0, 0, 0, 0]);
    expect(loginWaitSeconds(5)).toBe(30);
    expect(loginWaitSeconds(6)).toBe(60);
    expect(loginWaitSeconds(7)).toBe(120);
    expect(loginWaitSeconds(50)).toBe(MAX_WAIT_SECONDS);
    expect(loginWaitSeconds(10_000)).toBe(MAX_WAIT_SECONDS);
  });

  it('can never allow 100 failures in an hour, even to an attacker who honours every wait', () => {
    expect(maxFailuresWithin(3600)).toBeLessThan(LOGIN_MAX_FAILURES_PER_HOUR);
    expect(maxFailuresWithin(3600)).toBe(12);
  });
});
