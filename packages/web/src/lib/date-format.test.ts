import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatLongDate, msUntilNextMidnight } from './date-format';

describe('date formatting', () => {
  it('writes the long US date with weekday', () => {
    expect(formatLongDate(new Date(2026, 10, 23, 9, 30), 'US')).toBe('Monday, November 23, 2026');
    expect(formatLongDate(new Date(2027, 0, 1), 'US')).toBe('Friday, January 1, 2027');
    expect(formatLongDate(new Date(2026, 10, 23, 9, 30), 'EU')).toBe('Monday, 23 November 2026');
    expect(formatLongDate(new Date(2026, 2, 5, 23, 59), 'ISO')).toBe('Thursday, 2026-03-05');
  });

  it('writes the long date as Intl does, in the browser’s zone, for any day and format', () => {
    const long = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
    const us = new Intl.DateTimeFormat('en-US', long);
    const eu = new Intl.DateTimeFormat('en-GB', long);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
    const iso = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatLongDate(date, 'US')).toBe(us.format(date));
        expect(formatLongDate(date, 'EU')).toBe(eu.format(date));
        expect(formatLongDate(date, 'ISO')).toBe(`${weekday.format(date)}, ${iso.format(date)}`);
      }),
      { numRuns: 500 },
    );
  });

  it('counts down to the next local midnight', () => {
    expect(msUntilNextMidnight(new Date(2026, 10, 23, 23, 59, 0))).toBe(60_000);
    expect(msUntilNextMidnight(new Date(2026, 10, 23, 0, 0, 0))).toBe(24 * 60 * 60 * 1000);
  });
});

describe('formatClockTime', () => {
  it('shows the clock time in the zone and clock', () => {
    expect(formatClockTime('2026-11-23T13:15:00Z', { timeZone: 'America/New_York', timeFormat: '12h' })).toBe('8:15 AM');
    expect(formatClockTime('2026-11-23T13:15:00Z', { timeZone: 'Europe/Berlin', timeFormat: '24h' })).toBe('14:15');
    expect(formatClockTime('2026-11-22T14:05:00.000Z', { timeZone: 'America/New_York', timeFormat: '12h' })).toBe('9:05 AM');
  });

  it('gives nothing for a bad date', () => {
    expect(formatClockTime('garbage', { timeZone: 'UTC' })).toBe('');
  });
});
