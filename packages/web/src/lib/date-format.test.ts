import { describe, expect, it } from 'vitest';
import { formatClockTime, formatLongUsDate, msUntilNextMidnight } from './date-format';

describe('date formatting', () => {
  it('writes the long US date with weekday', () => {
    expect(formatLongUsDate(new Date(2026, 10, 23, 9, 30))).toBe('Monday, November 23, 2026');
    expect(formatLongUsDate(new Date(2027, 0, 1))).toBe('Friday, January 1, 2027');
  });

  it('counts down to the next local midnight', () => {
    expect(msUntilNextMidnight(new Date(2026, 10, 23, 23, 59, 0))).toBe(60_000);
    expect(msUntilNextMidnight(new Date(2026, 10, 23, 0, 0, 0))).toBe(24 * 60 * 60 * 1000);
  });
});

describe('formatClockTime', () => {
  it('shows the clock time in the locale and zone', () => {
    expect(formatClockTime('2026-11-23T13:15:00Z', 'en-US', 'America/New_York')).toBe('8:15 AM');
    expect(formatClockTime('2026-11-23T13:15:00Z', 'de-DE', 'Europe/Berlin')).toBe('14:15');
    expect(formatClockTime('2026-11-22T14:05:00.000Z', 'en-US', 'America/New_York')).toBe('9:05 AM');
  });

  it('gives nothing for a bad date', () => {
    expect(formatClockTime('garbage', 'en-US', 'UTC')).toBe('');
  });
});
