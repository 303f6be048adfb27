import { OCCURRENCE_WINDOW_MINUTES, SCHEDULE_WEEKDAYS, type ScheduleWeekday } from '@wellness/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayRange, daysBetween } from '../calendar.js';
import { expandOccurrences, occurrenceId, parseOccurrenceId, type ScheduledOccurrence } from './occurrences.js';
import { weekdayOf, type ScheduleRule } from './schedule-rule.js';

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

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The wall clock ("YYYY-MM-DD", "HH:MM") of an instant in the zone, read through Intl independently of local-time.ts. */
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

/** Whether the zone's clock ever reads `time` on `date` (false inside a DST gap). Offsets here are multiples of 15 min. */
function wallTimeExists(date: string, time: string, timeZone: string): boolean {
  const wall = Date.parse(`${date}T${time}:00Z`);
  for (let t = wall - 15 * HOUR_MS; t <= wall + 13 * HOUR_MS; t += 15 * MINUTE_MS) {
    const clock = wallClock(t, timeZone);
    if (clock.date === date && clock.time === time) return true;
  }
  return false;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function rule(overrides: Partial<ScheduleRule> = {}): ScheduleRule {
  return { substanceId: 'sub-1', kind: 'fixed', times: ['08:00'], weekdays: null, everyNDays: null, startDate: '2026-01-01', endDate: null, ...overrides };
}

const zone = fc.constantFrom(...ZONES);
/** Any minute, or one on the quarter hours from midnight to 05:00, where clocks change (so gap times meet real times). */
const minuteOfDay = fc.oneof(
  fc.integer({ min: 0, max: 1439 }),
  fc.integer({ min: 0, max: 20 }).map((q) => q * 15),
);
const times = fc.uniqueArray(minuteOfDay, { minLength: 1, maxLength: 12 }).map((ms) => [...ms].sort((a, b) => a - b).map(hhmm));
const repeat = fc.oneof(
  fc.constant({ weekdays: null, everyNDays: null }),
  fc.record({ weekdays: fc.uniqueArray(fc.constantFrom(...SCHEDULE_WEEKDAYS), { minLength: 1, maxLength: 7 }), everyNDays: fc.constant(null) }),
  fc.record({ weekdays: fc.constant(null), everyNDays: fc.integer({ min: 1, max: 10 }) }),
);
/** Days from 2025-12-01 on, so ranges cross both DST changes of 2026 in both hemispheres. */
const day = fc.integer({ min: 0, max: 420 }).map((n) => addDays('2025-12-01', n));
const substanceId = fc.stringMatching(/^[a-z0-9_-]{1,24}$/);
const scheduleRule = fc
  .record({ substanceId, times, repeat, startDate: day, endAfter: fc.option(fc.integer({ min: 0, max: 200 })) })
  .map(({ substanceId: id, times: ts, repeat: r, startDate, endAfter }): ScheduleRule => ({
    substanceId: id,
    kind: 'fixed',
    times: ts,
    weekdays: r.weekdays as ScheduleWeekday[] | null,
    everyNDays: r.everyNDays,
    startDate,
    endDate: endAfter === null ? null : addDays(startDate, endAfter),
  }));
const range = fc.record({ from: day, length: fc.integer({ min: 0, max: 45 }) }).map(({ from, length }) => ({ from, to: addDays(from, length) }));

/** The 2026 clock changes of the zones that have them (Kolkata, São Paulo and UTC have none since 2019). */
const CLOCK_CHANGES: ReadonlyArray<readonly [string, string]> = [
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
];
/** A range and zone: anywhere, or a few days around a clock change in the zone that changes (gaps and repeats). */
const rangeInZone = fc.oneof(
  fc.record({ range, timeZone: zone }),
  fc
    .record({ change: fc.constantFrom(...CLOCK_CHANGES), before: fc.integer({ min: 0, max: 3 }), length: fc.integer({ min: 0, max: 6 }) })
    .map(({ change: [timeZone, date], before, length }) => ({ range: { from: addDays(date, -before), to: addDays(date, length - before) }, timeZone })),
);
/** Starts near the clock changes as often as anywhere, so a rule's first days meet a gap too. */
const ruleNearChanges = fc.oneof(
  scheduleRule,
  fc
    .tuple(scheduleRule, fc.constantFrom(...CLOCK_CHANGES), fc.integer({ min: 0, max: 30 }))
    .map(([r, [, date], back]) => ({ ...r, startDate: addDays(date, -back), endDate: null })),
);

function isScheduledDay(r: ScheduleRule, date: string): boolean {
  if (date < r.startDate || (r.endDate !== null && date > r.endDate)) return false;
  if (r.weekdays !== null) return r.weekdays.includes(weekdayOf(date));
  if (r.everyNDays !== null) return daysBetween(r.startDate, date) % r.everyNDays === 0;
  return true;
}

describe('expandOccurrences: which days and times', () => {
  it('gives each scheduled day of the range each time once, and nothing on other days', () => {
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, (r, { range: { from, to }, timeZone }) => {
        const occurrences = expandOccurrences(r, from, to, timeZone);
        for (const o of occurrences) {
          expect(o.date >= from && o.date <= to).toBe(true);
          expect(o.date >= r.startDate).toBe(true);
          if (r.endDate !== null) expect(o.date <= r.endDate).toBe(true);
          if (r.weekdays !== null) expect(r.weekdays).toContain(weekdayOf(o.date));
          if (r.everyNDays !== null) expect(daysBetween(r.startDate, o.date) % r.everyNDays).toBe(0);
          expect(r.times).toContain(o.time);
          expect(o.substanceId).toBe(r.substanceId);
        }
        const expected = dayRange(from, to)
          .filter((date) => isScheduledDay(r, date))
          .flatMap((date) => r.times.map((time) => `${date} ${time}`))
          .sort();
        expect(occurrences.map((o) => `${o.date} ${o.time}`).sort()).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('names each occurrence uniquely, and its id reads back to its substance, date and time', () => {
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, (r, { range: { from, to }, timeZone }) => {
        const occurrences = expandOccurrences(r, from, to, timeZone);
        expect(new Set(occurrences.map((o) => o.id)).size).toBe(occurrences.length);
        for (const o of occurrences) {
          expect(o.id).toBe(occurrenceId(o.substanceId, o.date, o.time));
          expect(parseOccurrenceId(o.id)).toEqual({ substanceId: o.substanceId, date: o.date, time: o.time });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('parses back any id, even of a substance whose id looks like a date and time', () => {
    expect(parseOccurrenceId(occurrenceId('a_20260101_0800', '2026-03-08', '02:30'))).toEqual({
      substanceId: 'a_20260101_0800',
      date: '2026-03-08',
      time: '02:30',
    });
    expect(parseOccurrenceId('no-date')).toBeNull();
    expect(parseOccurrenceId('_20260101_0800')).toBeNull();
  });

  it('expands nothing for an as-needed schedule or a reversed range', () => {
    expect(expandOccurrences(rule({ kind: 'as-needed', times: [] }), '2026-01-01', '2026-01-31', 'UTC')).toEqual([]);
    expect(expandOccurrences(rule(), '2026-01-31', '2026-01-01', 'UTC')).toEqual([]);
  });

  it('counts every N days from the start date and stops after the end date', () => {
    const r = rule({ everyNDays: 3, startDate: '2026-01-02', endDate: '2026-01-14' });
    expect(expandOccurrences(r, '2026-01-01', '2026-01-31', 'UTC').map((o) => o.date)).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-08',
      '2026-01-11',
      '2026-01-14',
    ]);
    // A range starting between two doses still counts from the start date, not from the range.
    expect(expandOccurrences(r, '2026-01-06', '2026-01-12', 'UTC').map((o) => o.date)).toEqual(['2026-01-08', '2026-01-11']);
  });

  it('keeps to the chosen weekdays', () => {
    const r = rule({ weekdays: ['mon', 'thu'] });
    // 2026-03-02 is a Monday.
    expect(expandOccurrences(r, '2026-03-01', '2026-03-14', 'Europe/Berlin').map((o) => o.date)).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-09',
      '2026-03-12',
    ]);
  });
});

describe('expandOccurrences: windows', () => {
  it('opens a window before each time and closes it after, within the contract windows, on-time inside it', () => {
    const { opensBefore, onTimeAfter, closesAfter } = OCCURRENCE_WINDOW_MINUTES;
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, (r, { range: { from, to }, timeZone }) => {
        for (const o of expandOccurrences(r, from, to, timeZone)) {
          expect(o.opensAt).toBeLessThanOrEqual(o.at);
          expect(o.at).toBeLessThan(o.closesAt);
          expect(o.onTimeUntil).toBeGreaterThanOrEqual(o.at);
          expect(o.onTimeUntil).toBeLessThan(o.closesAt);
          expect(o.opensAt).toBeGreaterThanOrEqual(o.at - opensBefore * MINUTE_MS);
          expect(o.closesAt).toBeLessThanOrEqual(o.at + closesAfter * MINUTE_MS);
          expect(o.onTimeUntil).toBeLessThanOrEqual(o.at + onTimeAfter * MINUTE_MS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lets two windows of one schedule overlap, and lists them in time order', () => {
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, (r, { range: { from, to }, timeZone }) => {
        const occurrences = expandOccurrences(r, from, to, timeZone);
        for (let i = 1; i < occurrences.length; i += 1) {
          const previous = occurrences[i - 1] as ScheduledOccurrence;
          const current = occurrences[i] as ScheduledOccurrence;
          expect(previous.at).toBeLessThan(current.at);
          expect(previous.closesAt).toBeLessThanOrEqual(current.opensAt);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('cuts windows at the midpoint between neighbouring doses, across midnight too', () => {
    const [first, second] = expandOccurrences(rule({ times: ['08:00', '10:00'] }), '2026-06-01', '2026-06-01', 'UTC');
    expect(first?.closesAt).toBe(Date.parse('2026-06-01T09:00:00Z'));
    expect(second?.opensAt).toBe(Date.parse('2026-06-01T09:00:00Z'));
    expect(first?.onTimeUntil).toBe(Date.parse('2026-06-01T09:00:00Z') - 1);
    expect(second?.onTimeUntil).toBe(Date.parse('2026-06-01T11:00:00Z'));
    // The next dose is 08:00 on June 2, 22 hours on: the midpoint (21:00) comes before the 12-hour close.
    expect(second?.closesAt).toBe(Date.parse('2026-06-01T21:00:00Z'));
    // 23:00 and 00:30 the next day: the first of June 2 opens at 23:45 on June 1, the range's day before.
    const [late] = expandOccurrences(rule({ times: ['00:30', '23:00'] }), '2026-06-02', '2026-06-02', 'UTC');
    expect(late?.opensAt).toBe(Date.parse('2026-06-01T23:45:00Z'));
  });

  it('cuts a window at a neighbour two days on when the clock change brings it within a day', () => {
    // Saturday 23:01 and Monday 00:00 in New York are 23 h 59 min apart across the spring change (Sunday 8 March
    // 2026, not a dose day): the midpoint closes Saturday's window before its 12 hours, asked for Saturday alone too.
    const weekend = rule({ times: ['00:00', '23:01'], weekdays: ['sat', 'mon'], startDate: '2025-12-01' });
    const alone = expandOccurrences(weekend, '2026-03-07', '2026-03-07', 'America/New_York');
    const saturdayNight = alone.find((o) => o.time === '23:01');
    const mondayMidnight = Date.parse('2026-03-09T04:00:00Z');
    expect(saturdayNight?.closesAt).toBe(Math.ceil(((saturdayNight?.at ?? 0) + mondayMidnight) / 2));
    expect(expandOccurrences(weekend, '2026-03-07', '2026-03-08', 'America/New_York')).toEqual(alone);
  });

  it('gives the same occurrences and windows for a range as for the range split in two', () => {
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, fc.nat(), (r, { range: { from, to }, timeZone }, cut) => {
        const last = addDays(from, cut % (daysBetween(from, to) + 1));
        const whole = expandOccurrences(r, from, to, timeZone);
        const split = [...expandOccurrences(r, from, last, timeZone), ...expandOccurrences(r, addDays(last, 1), to, timeZone)];
        expect(split).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });
});

describe('expandOccurrences: wall-clock times', () => {
  it('falls on the scheduled wall-clock time, or after it when daylight saving skips that time', () => {
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, (r, { range: { from, to }, timeZone }) => {
        for (const o of expandOccurrences(r, from, to, timeZone)) {
          const shown = wallClock(o.at, timeZone);
          if (wallTimeExists(o.date, o.time, timeZone)) {
            expect(shown).toEqual({ date: o.date, time: o.time });
          } else {
            // Skipped: it comes after the gap on the same day, at most the gap's hour (and a minute) later.
            expect(shown.date).toBe(o.date);
            expect(shown.time > o.time).toBe(true);
            expect(o.at - Date.parse(`${o.date}T${o.time}:00Z`)).toBeLessThanOrEqual(14 * HOUR_MS);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps 08:00 at 08:00 local on every day of a year, whatever daylight saving does', () => {
    for (const timeZone of ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata']) {
      const occurrences = expandOccurrences(rule({ times: ['08:00'] }), '2026-01-01', '2026-12-31', timeZone);
      expect(occurrences).toHaveLength(365);
      for (const o of occurrences) expect(wallClock(o.at, timeZone)).toEqual({ date: o.date, time: '08:00' });
    }
  });

  it('keeps the wall-clock times when the same schedule is read in another zone', () => {
    fc.assert(
      fc.property(ruleNearChanges, rangeInZone, zone, (r, { range: { from, to }, timeZone: home }, away) => {
        const before = expandOccurrences(r, from, to, home);
        const after = expandOccurrences(r, from, to, away);
        expect(after.map((o) => o.id).sort()).toEqual(before.map((o) => o.id).sort());
        for (const o of after) {
          if (wallTimeExists(o.date, o.time, away)) expect(wallClock(o.at, away)).toEqual({ date: o.date, time: o.time });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads a dose in the spring-forward gap after the gap, and one in the repeated hour at its first instant', () => {
    const [gap] = expandOccurrences(rule({ times: ['02:30'] }), '2026-03-08', '2026-03-08', 'America/New_York');
    expect(new Date(gap?.at ?? 0).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    const [repeat] = expandOccurrences(rule({ times: ['01:30'] }), '2026-11-01', '2026-11-01', 'America/New_York');
    expect(new Date(repeat?.at ?? 0).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('keeps two doses apart when the gap moves one onto the other (02:30 and 03:30 on the spring-forward day)', () => {
    const occurrences = expandOccurrences(rule({ times: ['02:30', '03:30'] }), '2026-03-08', '2026-03-08', 'America/New_York');
    expect(occurrences).toHaveLength(2);
    const [first, second] = occurrences as [ScheduledOccurrence, ScheduledOccurrence];
    // Both doses keep a window that holds their own time, so neither is missed the moment it falls due.
    expect(first.at).toBeLessThan(second.at);
    for (const o of occurrences) {
      expect(o.opensAt).toBeLessThanOrEqual(o.at);
      expect(o.at).toBeLessThan(o.closesAt);
    }
    // 03:30 is a real time that day and stays where it is.
    expect(occurrences.find((o) => o.time === '03:30')?.at).toBe(Date.parse('2026-03-08T07:30:00Z'));
    // 02:30, which the clock skips, takes the next free minute after it.
    expect(occurrences.find((o) => o.time === '02:30')?.at).toBe(Date.parse('2026-03-08T07:31:00Z'));
  });
});
