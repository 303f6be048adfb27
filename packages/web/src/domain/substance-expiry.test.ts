import { describe, expect, it } from 'vitest';
import { calendarDaysUntil, expiryBadge, expiryStatus } from './substance-expiry';

const today = new Date(2026, 10, 23, 23, 30); // late evening, local time

describe('expiry', () => {
  it('counts calendar days from the local date', () => {
    expect(calendarDaysUntil('2026-11-24', today)).toBe(1);
    expect(calendarDaysUntil('2026-11-23', today)).toBe(0);
    expect(calendarDaysUntil('2026-12-23', today)).toBe(30);
    expect(calendarDaysUntil('2026-11-01', today)).toBe(-22);
  });

  it('says Expired at 0 days or less and Expires in N days within 30 days', () => {
    expect(expiryBadge(expiryStatus('2026-11-23', today))).toBe('Expired');
    expect(expiryBadge(expiryStatus('2026-10-01', today))).toBe('Expired');
    expect(expiryBadge(expiryStatus('2026-11-24', today))).toBe('Expires in 1 day');
    expect(expiryBadge(expiryStatus('2026-12-23', today))).toBe('Expires in 30 days');
    expect(expiryBadge(expiryStatus('2026-12-24', today))).toBeNull();
    expect(expiryStatus(null, today)).toBeNull();
  });
});
