import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addCalendarDays, formatClockTime, formatLongDate, instantAt, localDay, msUntilNextMidnight, setTimeZonePreference, wallClock } from './date-format';

// Whatever zone this machine is in, the user's profile zone decides: each result below is the same on any machine.
afterEach(() => setTimeZonePreference(null));

describe("the user's time zone", () => {
  it("reads an instant's day, clock and long date in the profile's zone", () => {
    // 23:30 UTC on 20 November is already 21 November, 12:30, in Auckland (UTC+13).
    const instant = new Date('2026-11-20T23:30:00.000Z');
    setTimeZonePreference('Pacific/Auckland');
    expect(localDay(instant)).toBe('2026-11-21');
    expect(wallClock(instant)).toBe('12:30');
    expect(formatLongDate(instant, 'US')).toBe('Saturday, November 21, 2026');
    expect(formatClockTime(instant.toISOString(), { timeFormat: '24h' })).toBe('12:30');
    setTimeZonePreference('America/Los_Angeles');
    expect(localDay(instant)).toBe('2026-11-20');
    expect(wallClock(instant)).toBe('15:30');
  });

  it('turns a day and a wall clock into the instant they name there, across clock changes', () => {
    setTimeZonePreference('America/New_York');
    expect(instantAt('2026-11-21', '08:15').toISOString()).toBe('2026-11-21T13:15:00.000Z');
    expect(instantAt('2026-07-01', '08:15').toISOString()).toBe('2026-07-01T12:15:00.000Z');
    // 02:30 does not exist on 8 March 2026 there: it lands an hour on, at 03:30 EDT.
    expect(instantAt('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November 2026: the first one (EDT).
    expect(instantAt('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantAt('2026-11-01', '00:00').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // East of UTC too: 02:00 happens twice in Auckland on 5 April 2026; the first is 02:00 NZDT (13:00 UTC).
    setTimeZonePreference('Pacific/Auckland');
    expect(instantAt('2026-04-05', '02:00').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    // And 02:30 on 27 September 2026 is skipped there: an hour on, 03:30 NZDT.
    expect(instantAt('2026-09-27', '02:30').toISOString()).toBe('2026-09-26T14:30:00.000Z');
  });

  it('gives back the same day and clock for any whole minute of the year, in zones east and west', () => {
    for (const zone of ['Pacific/Auckland', 'America/New_York', 'Asia/Kolkata', 'Europe/London']) {
      setTimeZonePreference(zone);
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 }), (minute) => {
          const instant = new Date(minute * 60_000);
          const back = instantAt(localDay(instant), wallClock(instant));
          // An hour that happens twice reads back as its first time; every other minute comes back exactly.
          expect([0, 60 * 60_000]).toContain(instant.getTime() - back.getTime());
          expect(localDay(back)).toBe(localDay(instant));
          expect(wallClock(back)).toBe(wallClock(instant));
        }),
      );
    }
  });

  it("counts the time to the user's next midnight, a clock change included", () => {
    setTimeZonePreference('Pacific/Auckland');
    // 12:30 in Auckland: eleven and a half hours to midnight.
    expect(msUntilNextMidnight(new Date('2026-11-20T23:30:00.000Z'))).toBe(11.5 * 3_600_000);
    setTimeZonePreference('America/New_York');
    // 18:00 on 31 October 2026 (EDT, UTC-4): six hours.
    expect(msUntilNextMidnight(new Date('2026-10-31T22:00:00.000Z'))).toBe(6 * 3_600_000);
    // 22:00 on 7 March 2026 (EST): midnight is two hours away, the clock change comes after it.
    expect(msUntilNextMidnight(new Date('2026-03-08T03:00:00.000Z'))).toBe(2 * 3_600_000);
  });

  it("falls back to the device's zone for an unknown name or none", () => {
    const instant = new Date('2026-11-20T23:30:00.000Z');
    const device = localDay(instant);
    setTimeZonePreference('Mars/Olympus');
    expect(localDay(instant)).toBe(device);
    setTimeZonePreference(null);
    expect(localDay(instant)).toBe(device);
  });

  it('moves calendar days by the calendar, months and years included', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-11-21', 0)).toBe('2026-11-21');
  });
});
