/**
 * Every formatter of lib/date-format.ts in the three date formats and both clocks (issue 34): the table of the
 * module's header comment, the clock that follows the date format until chosen, midnight and noon, a named zone
 * against the device's, and agreement with Intl's en-US texts where the US format is Intl's own.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DATE_FORMATS, TIME_FORMATS, type DateFormat, type TimeFormat } from '@wellness/contract';
import {
  formatAxisDay,
  formatClockTime,
  formatDate,
  formatDateAtTime,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatMonthYear,
  formatShortWeekday,
  formatWallTime,
  formatWeekdayDay,
  setDateFormatPreference,
  setTimeFormatPreference,
  timeFormatPreference,
  weekdayHeadings,
} from './date-format';

afterEach(() => {
  setDateFormatPreference('US');
  setTimeFormatPreference(null);
});

/** 29 Oct 2026, 20:42 UTC: an evening time, so 12- and 24-hour differ. */
const EVENING = new Date('2026-10-29T20:42:00.000Z');
const UTC = { timeZone: 'UTC' };

describe('dates in each format', () => {
  const cases: Record<DateFormat, { date: string; axis: string; weekday: string; month: string; long: string }> = {
    US: { date: 'Oct 29, 2026', axis: 'Oct 29', weekday: 'Thursday, October 29, 2026', month: 'October 2026', long: 'Thursday, October 29, 2026' },
    EU: { date: '29 Oct 2026', axis: '29 Oct', weekday: 'Thursday, 29 October 2026', month: 'October 2026', long: 'Thursday, 29 October 2026' },
    ISO: { date: '2026-10-29', axis: '10-29', weekday: 'Thursday, 2026-10-29', month: '2026-10', long: 'Thursday, 2026-10-29' },
  };
  for (const format of DATE_FORMATS) {
    it(`writes ${format} dates`, () => {
      const expected = cases[format];
      expect(formatDate(EVENING, { ...UTC, format })).toBe(expected.date);
      expect(formatDay('2026-10-29', format)).toBe(expected.date);
      expect(formatAxisDay('2026-10-29', format)).toBe(expected.axis);
      expect(formatWeekdayDay('2026-10-29', format)).toBe(expected.weekday);
      expect(formatMonthYear('2026-10', format)).toBe(expected.month);
      expect(formatLongDate(new Date(2026, 9, 29, 20, 42), format)).toBe(expected.long);
      // The preference, when no format is passed.
      setDateFormatPreference(format);
      expect(formatDay('2026-10-29')).toBe(expected.date);
      expect(formatAxisDay('2026-10-29')).toBe(expected.axis);
      expect(formatWeekdayDay('2026-10-29')).toBe(expected.weekday);
      expect(formatMonthYear('2026-10')).toBe(expected.month);
    });
  }

  it('abbreviates every month in three letters, September too (en-GB would write "Sept")', () => {
    expect(formatDay('2026-09-01', 'EU')).toBe('1 Sep 2026');
    expect(formatAxisDay('2026-09-01', 'EU')).toBe('1 Sep');
    expect(formatDay('2026-09-01', 'US')).toBe('Sep 1, 2026');
    expect(formatAxisDay('2027-01-05', 'ISO')).toBe('01-05');
  });

  it('reads a calendar day as that day in any zone, and an instant in the zone given', () => {
    // 02:30 UTC on 30 Oct is still 29 Oct in New York.
    const late = new Date('2026-10-30T02:30:00.000Z');
    expect(formatDate(late, { timeZone: 'America/New_York', format: 'ISO' })).toBe('2026-10-29');
    expect(formatDate(late, { timeZone: 'Europe/Berlin', format: 'ISO' })).toBe('2026-10-30');
    expect(formatShortWeekday(late, { timeZone: 'America/New_York' })).toBe('Thu');
    expect(formatShortWeekday(late, { timeZone: 'Europe/Berlin' })).toBe('Fri');
  });

  it('heads a month grid with the weekdays from Sunday', () => {
    expect(weekdayHeadings()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('writes US dates as Intl does for en-US, for any day', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(formatDate(date, { ...UTC, format: 'US' })).toBe(intl.format(date));
        expect(formatDay(day, 'US')).toBe(intl.format(date));
        expect(formatWeekdayDay(day, 'US')).toBe(weekday.format(date));
        expect(formatMonthYear(day.slice(0, 7), 'US')).toBe(month.format(date));
      }),
      { numRuns: 300 },
    );
  });
});

describe('times in each clock', () => {
  const clocks: Record<TimeFormat, { evening: string; midnight: string; noon: string; morning: string }> = {
    '12h': { evening: '8:42 PM', midnight: '12:05 AM', noon: '12:00 PM', morning: '9:05 AM' },
    '24h': { evening: '20:42', midnight: '00:05', noon: '12:00', morning: '09:05' },
  };
  for (const timeFormat of TIME_FORMATS) {
    it(`writes ${timeFormat} times`, () => {
      const expected = clocks[timeFormat];
      expect(formatClockTime(EVENING.toISOString(), { ...UTC, timeFormat })).toBe(expected.evening);
      expect(formatClockTime('2026-10-29T00:05:00Z', { ...UTC, timeFormat })).toBe(expected.midnight);
      expect(formatWallTime('12:00', timeFormat)).toBe(expected.noon);
      expect(formatWallTime('09:05', timeFormat)).toBe(expected.morning);
      expect(formatWallTime('20:42', timeFormat)).toBe(expected.evening);
      setTimeFormatPreference(timeFormat);
      expect(formatClockTime(EVENING.toISOString(), UTC)).toBe(expected.evening);
      expect(formatWallTime('00:05')).toBe(expected.midnight);
    });
  }

  it('writes 12-hour times as Intl does for en-US, for any instant', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatClockTime(date.toISOString(), { ...UTC, timeFormat: '12h' })).toBe(intl.format(date).replace(/\u202f/g, ' '));
      }),
      { numRuns: 300 },
    );
  });

  it('follows the date format until a clock is chosen: US 12-hour, EU and ISO 24-hour', () => {
    expect(timeFormatPreference()).toBe('12h');
    setDateFormatPreference('EU');
    expect(timeFormatPreference()).toBe('24h');
    setDateFormatPreference('ISO');
    expect(timeFormatPreference()).toBe('24h');
    setTimeFormatPreference('12h');
    expect(timeFormatPreference()).toBe('12h');
    setDateFormatPreference('US');
    setTimeFormatPreference('24h');
    expect(formatClockTime(EVENING.toISOString(), UTC)).toBe('20:42');
    setTimeFormatPreference(null);
    expect(formatClockTime(EVENING.toISOString(), UTC)).toBe('8:42 PM');
  });

  it('gives nothing for a time it cannot read', () => {
    expect(formatWallTime('soon')).toBe('');
    expect(formatClockTime('soon')).toBe('');
  });
});

describe('dates with times, three formats by two clocks', () => {
  const expected: Record<DateFormat, Record<TimeFormat, { dateTime: string; at: string }>> = {
    US: {
      '12h': { dateTime: 'Oct 29, 2026, 8:42 PM', at: 'Oct 29, 2026 at 8:42 PM' },
      '24h': { dateTime: 'Oct 29, 2026, 20:42', at: 'Oct 29, 2026 at 20:42' },
    },
    EU: {
      '12h': { dateTime: '29 Oct 2026, 8:42 PM', at: '29 Oct 2026 at 8:42 PM' },
      '24h': { dateTime: '29 Oct 2026, 20:42', at: '29 Oct 2026 at 20:42' },
    },
    ISO: {
      '12h': { dateTime: '2026-10-29 8:42 PM', at: '2026-10-29 at 8:42 PM' },
      '24h': { dateTime: '2026-10-29 20:42', at: '2026-10-29 at 20:42' },
    },
  };
  for (const format of DATE_FORMATS) {
    for (const timeFormat of TIME_FORMATS) {
      it(`${format} with ${timeFormat}`, () => {
        expect(formatDateTime(EVENING, { ...UTC, format, timeFormat })).toBe(expected[format][timeFormat].dateTime);
        expect(formatDateAtTime(EVENING, { ...UTC, format, timeFormat })).toBe(expected[format][timeFormat].at);
        setDateFormatPreference(format);
        setTimeFormatPreference(timeFormat);
        expect(formatDateTime(EVENING, UTC)).toBe(expected[format][timeFormat].dateTime);
      });
    }
  }

  it('writes the clock a passed date format implies when none is chosen', () => {
    expect(formatDateTime(EVENING, { ...UTC, format: 'EU' })).toBe('29 Oct 2026, 20:42');
    expect(formatDateTime(EVENING, { ...UTC, format: 'US' })).toBe('Oct 29, 2026, 8:42 PM');
  });
});
