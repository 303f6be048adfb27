/** The times Sign-in activity shows for a login: when it signed in and how recently it was used. */
import { afterEach, describe, expect, it } from 'vitest';
import { setDateFormatPreference, setTimeFormatPreference } from '@/lib/date-format';
import { describeLastActive, formatSignedIn } from './activity-times';

afterEach(() => {
  setDateFormatPreference('US');
  setTimeFormatPreference(null);
});

const NOW = new Date('2026-11-23T16:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const lastActive = (iso: string) => describeLastActive(iso, NOW, 'en-US', 'America/New_York');

describe('formatSignedIn', () => {
  it('gives the date and clock time in the given zone', () => {
    expect(formatSignedIn('2026-11-23T16:05:00.000Z', 'America/New_York')).toBe('Nov 23, 2026, 11:05 AM');
  });

  it('follows the user’s date format and clock', () => {
    setDateFormatPreference('EU');
    expect(formatSignedIn('2026-11-23T16:05:00.000Z', 'UTC')).toBe('23 Nov 2026, 16:05');
    setDateFormatPreference('ISO');
    expect(formatSignedIn('2026-11-23T16:05:00.000Z', 'UTC')).toBe('2026-11-23 16:05');
    setTimeFormatPreference('12h');
    expect(formatSignedIn('2026-11-23T16:05:00.000Z', 'UTC')).toBe('2026-11-23 4:05 PM');
    setDateFormatPreference('US');
    setTimeFormatPreference('24h');
    expect(formatSignedIn('2026-11-23T16:05:00.000Z', 'UTC')).toBe('Nov 23, 2026, 16:05');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatSignedIn('not a date')).toBe('');
  });
});

describe('describeLastActive', () => {
  it('says "just now" within the last minute, and for a time slightly ahead of this clock', () => {
    expect(lastActive(before(30_000))).toBe('just now');
    expect(lastActive(before(-5_000))).toBe('just now');
  });

  it('counts minutes, then hours, then days', () => {
    expect(lastActive(before(MINUTE))).toBe('1 minute ago');
    expect(lastActive(before(59 * MINUTE))).toBe('59 minutes ago');
    expect(lastActive(before(60 * MINUTE))).toBe('1 hour ago');
    expect(lastActive(before(23 * 60 * MINUTE))).toBe('23 hours ago');
    expect(lastActive(before(24 * 60 * MINUTE))).toBe('yesterday');
    expect(lastActive(before(6 * 24 * 60 * MINUTE))).toBe('6 days ago');
  });

  it('gives the date once the last use is a week old', () => {
    expect(lastActive(before(7 * 24 * 60 * MINUTE))).toBe('Nov 16, 2026');
  });
});
