import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOfLocal, localMinuteOfDay, minutesOf, offsetAt } from './local-time.js';

/** Zones with northern and southern DST, half-hour and 45-minute offsets, a 30-minute DST shift, and none at all. */
const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/Sao_Paulo',
  'UTC',
  'Australia/Lord_Howe',
] as const;

// Days on which these zones change their clocks, both directions, in both hemispheres.
const CHANGE_DAYS: ReadonlyArray<readonly [string, string]> = [
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['Europe/Berlin', '2026-03-29'],
  ['Europe/Berlin', '2026-10-25'],
  ['Australia/Sydney', '2026-04-05'],
  ['Australia/Sydney', '2026-10-04'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['Pacific/Chatham', '2026-04-05'],
  ['Pacific/Chatham', '2026-09-27'],
  ['America/Sao_Paulo', '2018-11-04'],
  ['America/Sao_Paulo', '2019-02-16'],
];

const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;

/** The oracle's own wall clock, read through a different Intl path than the module's: "YYYY-MM-DD HH:MM" in the zone. */
const oracleFormatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(instantMs: number, timeZone: string): { date: string; time: string } {
  let formatter = oracleFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const [date = '', time = ''] = formatter.format(new Date(instantMs)).split(' ');
  return { date, time };
}

/** The zone's offset at a whole-minute instant, from the oracle's wall clock. */
function oracleOffset(instantMs: number, timeZone: string): number {
  const { date, time } = wallClock(instantMs, timeZone);
  return Date.parse(`${date}T${time}:00Z`) - instantMs;
}

/**
 * Every instant whose wall clock in the zone reads `date time`, earliest first. Every offset of these zones (since
 * 1970) is a multiple of 15 minutes within -12…+14 hours, so the instants lie on that grid around the same UTC reading.
 */
function instantsReading(date: string, time: string, timeZone: string): number[] {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const out: number[] = [];
  for (let t = wall - 15 * 3_600_000; t <= wall + 13 * 3_600_000; t += QUARTER_MS) {
    const clock = wallClock(t, timeZone);
    if (clock.date === date && clock.time === time) out.push(t);
  }
  return out;
}

const zone = fc.constantFrom(...ZONES);
/** Instants from 1971 to 2100, which spans every rule these zones have had or are scheduled to have. */
const anyInstant = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Instants within a day and a half of a clock change, in the zone that changes, so repeats and gaps come up often. */
const nearChange = fc
  .tuple(fc.constantFrom(...CHANGE_DAYS), fc.integer({ min: -36 * 3_600_000, max: 36 * 3_600_000 }))
  .map(([[timeZone, date], delta]) => ({ ms: Date.parse(`${date}T00:00:00Z`) + delta, timeZone }));
const instantInZone = fc.oneof(fc.record({ ms: anyInstant, timeZone: zone }), nearChange);
const localTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('instantOfLocal', () => {
  it('gives back an instant from its own wall clock, or the earlier instant when that clock time repeats', () => {
    fc.assert(
      fc.property(instantInZone, ({ ms, timeZone }) => {
        const { date, time } = wallClock(ms, timeZone);
        const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
        const readings = instantsReading(date, time, timeZone);
        expect(readings).toContain(minute);
        const result = instantOfLocal(date, time, timeZone).getTime();
        expect(result).toBe(readings[0]);
        if (readings.length === 1) expect(result).toBe(minute);
      }),
      { numRuns: 300 },
    );
  });

  it('reads every wall clock time of DST-change days as its first instant, or past a gap with the offset before it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHANGE_DAYS), localTime, ([timeZone, date], time) => {
        const result = instantOfLocal(date, time, timeZone).getTime();
        const readings = instantsReading(date, time, timeZone);
        if (readings.length > 0) {
          expect(result).toBe(readings[0]);
          return;
        }
        // A skipped time: read with the offset in force before the gap, it lands as far past the gap as it was inside.
        const wall = Date.parse(`${date}T${time}:00Z`);
        const before = oracleOffset(wall - 36 * 3_600_000, timeZone);
        const after = oracleOffset(wall + 36 * 3_600_000, timeZone);
        expect(offsetAt(wall - 36 * 3_600_000, timeZone)).toBe(before);
        expect(after).toBeGreaterThan(before);
        expect(result).toBe(wall - before);
        const shown = wallClock(result, timeZone);
        expect(shown.date).toBe(date);
        expect(minutesOf(shown.time)).toBe(minutesOf(time) + (after - before) / MINUTE_MS);
      }),
      { numRuns: 400 },
    );
  });

  it('reads a time in a spring-forward gap as the same time after the gap (RFC 5545)', () => {
    // New York skips 02:00–02:59 on 2026-03-08: 02:30 is read at EST (-5), which is 03:30 EDT.
    expect(instantOfLocal('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // Berlin skips 02:00–02:59 on 2026-03-29: 02:30 is read at CET (+1), which is 03:30 CEST.
    expect(instantOfLocal('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // Sydney skips 02:00–02:59 on 2026-10-04: 02:30 at AEST (+10) is 03:30 AEDT.
    expect(instantOfLocal('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    // Lord Howe skips only 02:00–02:29 on 2026-10-04: 02:15 at +10:30 is 02:45 at +11.
    expect(instantOfLocal('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe('2026-10-03T15:45:00.000Z');
    // Chatham skips 02:45–03:44 on 2026-09-27: 03:00 at +12:45 is 04:00 at +13:45.
    expect(instantOfLocal('2026-09-27', '03:00', 'Pacific/Chatham').toISOString()).toBe('2026-09-26T14:15:00.000Z');
  });

  it('reads a time in a fall-back repeat as its first instant', () => {
    // New York repeats 01:00–01:59 on 2026-11-01: the first 01:30 is EDT (-4).
    expect(instantOfLocal('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // Berlin repeats 02:00–02:59 on 2026-10-25: the first 02:30 is CEST (+2).
    expect(instantOfLocal('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Sydney repeats 02:00–02:59 on 2026-04-05: the first 02:30 is AEDT (+11).
    expect(instantOfLocal('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
    // Lord Howe repeats 01:30–01:59 on 2026-04-05: the first 01:45 is +11.
    expect(instantOfLocal('2026-04-05', '01:45', 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T14:45:00.000Z');
    // The times either side of the repeat are unambiguous.
    expect(instantOfLocal('2026-11-01', '00:59', 'America/New_York').toISOString()).toBe('2026-11-01T04:59:00.000Z');
    expect(instantOfLocal('2026-11-01', '02:00', 'America/New_York').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('reads fixed-offset zones without DST at their offset', () => {
    expect(instantOfLocal('2026-06-15', '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-06-15T02:30:00.000Z');
    expect(instantOfLocal('2026-06-15', '08:00', 'UTC').toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(instantOfLocal('2026-06-15', '08:00', 'America/Sao_Paulo').toISOString()).toBe('2026-06-15T11:00:00.000Z');
    expect(instantOfLocal('2026-06-15', '00:00', 'Pacific/Chatham').toISOString()).toBe('2026-06-14T11:15:00.000Z');
  });
});

describe('localMinuteOfDay', () => {
  it('is the minutes since local midnight of the wall clock in the zone, before 1970 too', () => {
    const since1900 = fc.record({ ms: fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), timeZone: zone });
    fc.assert(
      fc.property(fc.oneof(instantInZone, since1900), ({ ms, timeZone }) => {
        const minute = localMinuteOfDay(ms, timeZone);
        expect(minute).toBeGreaterThanOrEqual(0);
        expect(minute).toBeLessThan(1440);
        expect(minute).toBe(minutesOf(wallClock(ms, timeZone).time));
      }),
      { numRuns: 300 },
    );
  });

  it('follows the zone, not UTC, across midnight and DST', () => {
    expect(localMinuteOfDay(Date.parse('2026-06-15T02:30:00Z'), 'Asia/Kolkata')).toBe(8 * 60);
    expect(localMinuteOfDay(Date.parse('2026-06-14T11:15:00Z'), 'Pacific/Chatham')).toBe(0);
    expect(localMinuteOfDay(Date.parse('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(90);
    expect(localMinuteOfDay(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(90);
    expect(localMinuteOfDay(Date.parse('2026-03-08T07:30:00Z'), 'America/New_York')).toBe(3 * 60 + 30);
    expect(localMinuteOfDay(Date.parse('2026-06-15T23:59:59.999Z'), 'UTC')).toBe(1439);
    expect(localMinuteOfDay(Date.parse('1969-12-31T08:00:00Z'), 'UTC')).toBe(8 * 60);
  });
});

describe('minutesOf', () => {
  it('turns every HH:MM into its minutes since midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(minutesOf(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)).toBe(h * 60 + m);
      }),
    );
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:05')).toBe(485);
    expect(minutesOf('23:59')).toBe(1439);
  });
});
