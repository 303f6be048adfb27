import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn, dayRange, daysBetween, earliestInstantOf } from './calendar.js';

describe('calendar days', () => {
  it('puts an instant on the day of the user zone, not UTC', () => {
    const instant = new Date('2026-11-23T03:30:00.000Z');
    expect(calendarDayIn(instant, 'UTC')).toBe('2026-11-23');
    expect(calendarDayIn(instant, 'America/Chicago')).toBe('2026-11-22');
    expect(calendarDayIn(new Date('2026-11-22T23:30:00.000Z'), 'Asia/Tokyo')).toBe('2026-11-23');
  });

  it("answers again within a second for each zone's own day, and turns the day on the first second after midnight", () => {
    const lastMs = new Date('2026-11-23T05:59:59.000Z');
    for (const ms of [0, 500, 999]) {
      const instant = new Date(lastMs.getTime() + ms);
      expect(calendarDayIn(instant, 'America/Chicago')).toBe('2026-11-22');
      expect(calendarDayIn(instant, 'UTC')).toBe('2026-11-23');
      expect(calendarDayIn(instant, 'America/Chicago')).toBe('2026-11-22');
    }
    expect(calendarDayIn(new Date('2026-11-23T06:00:00.000Z'), 'America/Chicago')).toBe('2026-11-23');
    expect(calendarDayIn(new Date('2026-11-23T05:59:59.999Z'), 'America/Chicago')).toBe('2026-11-22');
    // Nepal's offset is +05:45: midnight falls at 18:15 UTC.
    expect(calendarDayIn(new Date('2026-11-22T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    expect(calendarDayIn(new Date('2026-11-22T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(() => calendarDayIn(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('counts and adds whole days across months, years and DST changes', () => {
    expect(daysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('lists a dense ascending range of days, both ends included, across a month end', () => {
    expect(dayRange('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(dayRange('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
    expect(dayRange('2026-11-23', '2026-11-22')).toEqual([]);
  });

  it('bounds from below every instant that falls on a day in any zone', () => {
    expect(earliestInstantOf('2026-11-24')).toBe('2026-11-23T10:00:00.000Z');
    // The first moment of 24 November in the zone furthest ahead of UTC is exactly that bound.
    expect(calendarDayIn(new Date('2026-11-23T10:00:00.000Z'), 'Pacific/Kiritimati')).toBe('2026-11-24');
    expect(calendarDayIn(new Date('2026-11-23T09:59:59.999Z'), 'Pacific/Kiritimati')).toBe('2026-11-23');
  });
});
