/** What the check-in shows: the outbox over the server, the last earlier value as the stepper's start. */
import { describe, expect, it } from 'vitest';
import { daysBefore, lastValueBefore, shownValue } from './check-in-values';

const values = [
  { factorId: 'sleep', date: '2026-11-27', value: 7 },
  { factorId: 'sleep', date: '2026-11-28', value: 6.5 },
  { factorId: 'sleep', date: '2026-11-29', value: 8 },
  { factorId: 'alcohol', date: '2026-11-26', value: true },
];

describe('shownValue', () => {
  it('shows a waiting change (a clear too) over the server’s value', () => {
    expect(shownValue('sleep', '2026-11-29', values, undefined)).toBe(8);
    expect(shownValue('sleep', '2026-11-29', values, { factorId: 'sleep', date: '2026-11-29', value: 7.5, changedAt: 1 })).toBe(7.5);
    expect(shownValue('sleep', '2026-11-29', values, { factorId: 'sleep', date: '2026-11-29', value: null, changedAt: 1 })).toBeNull();
    expect(shownValue('steps', '2026-11-29', values, undefined)).toBeNull();
  });
});

describe('lastValueBefore', () => {
  it('finds the latest value before the day', () => {
    expect(lastValueBefore('sleep', '2026-11-29', values)).toBe(6.5);
    expect(lastValueBefore('alcohol', '2026-11-29', values)).toBe(true);
    expect(lastValueBefore('sleep', '2026-11-27', values)).toBeNull();
  });
});

describe('daysBefore', () => {
  it('counts calendar days across months and years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2027-01-05', 14)).toBe('2026-12-22');
  });
});
