import { SCHEDULE_WEEKDAYS, SUBSTANCE_LIMITS, type RunOut, type ScheduleWeekday } from '@wellness/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn, daysBetween } from '../calendar.js';
import { expandOccurrences } from './occurrences.js';
import { forecastRunOut, type RunOutInput } from './run-out.js';
import { scheduledOn, type ScheduleRule } from './schedule-rule.js';

/** 2026-06-01 is a Monday. */
const TODAY = '2026-06-01';

function fixed(overrides: Partial<ScheduleRule> = {}): ScheduleRule {
  return {
    substanceId: 'sub-1',
    kind: 'fixed',
    times: ['08:00', '20:00'],
    weekdays: null,
    everyNDays: null,
    startDate: '2026-01-01',
    endDate: null,
    ...overrides,
  };
}

const AS_NEEDED: ScheduleRule = fixed({ kind: 'as-needed', times: [] });

function input(overrides: Partial<RunOutInput> = {}): RunOutInput {
  return {
    remainingSupply: 10,
    schedule: fixed(),
    refillLeadDays: 0,
    recentDoses: 0,
    settledAhead: new Set(),
    today: TODAY,
    now: Date.parse(`${TODAY}T06:00:00Z`),
    timeZone: 'UTC',
    ...overrides,
  };
}

function runOut(overrides: Partial<RunOutInput> = {}): RunOut | null {
  return forecastRunOut(input(overrides));
}

describe('forecastRunOut from a schedule', () => {
  it('runs a daily twice-a-day supply of 10 out on the sixth day, counting today while its doses are ahead', () => {
    expect(runOut()).toEqual({ date: addDays(TODAY, 5), daysLeft: 5, basis: 'schedule', refillBy: addDays(TODAY, 5) });
    // 08:00 has passed but is still open (until 14:00): it is still to be taken from the supply.
    expect(runOut({ now: Date.parse(`${TODAY}T09:00:00Z`) })?.date).toBe(addDays(TODAY, 5));
  });

  it("does not count today's doses once their windows have closed or they are taken", () => {
    const evening = { schedule: fixed({ times: ['08:00', '12:00'] }), now: Date.parse(`${TODAY}T23:00:00Z`) };
    // 12:00 closes at 22:00 (the midpoint to 08:00 tomorrow): tomorrow is the first of five covered days.
    expect(runOut(evening)?.date).toBe(addDays(TODAY, 6));
    const [first, second] = expandOccurrences(fixed(), TODAY, TODAY, 'UTC');
    expect(runOut({ settledAhead: new Set([first?.id ?? '', second?.id ?? '']) })?.date).toBe(addDays(TODAY, 6));
    // One of today's two taken ahead of time: 9 doses covered from the second one on, the tenth unit is spare.
    expect(runOut({ settledAhead: new Set([first?.id ?? '']) })?.date).toBe(addDays(TODAY, 5));
  });

  it('runs out today when nothing is left, whenever the next dose is due', () => {
    expect(runOut({ remainingSupply: 0 })).toEqual({ date: TODAY, daysLeft: 0, basis: 'schedule', refillBy: TODAY });
    // Late in the day, with today's doses behind: still out today, not at tomorrow's first dose.
    expect(runOut({ remainingSupply: 0, now: Date.parse(`${TODAY}T23:59:00Z`), schedule: fixed({ times: ['08:00'] }) })?.date).toBe(TODAY);
    // On a Monday, with Friday the next scheduled day.
    expect(runOut({ remainingSupply: 0, schedule: fixed({ times: ['08:00'], weekdays: ['fri'] }) })?.date).toBe(TODAY);
  });

  it('runs out on the day of the first dose the supply cannot cover, on chosen weekdays', () => {
    // Mon, Wed, Fri at 08:00 from Monday morning: 4 units cover Mon, Wed, Fri and next Mon; Wednesday the 10th is short.
    const monWedFri = fixed({ times: ['08:00'], weekdays: ['mon', 'wed', 'fri'] });
    expect(runOut({ schedule: monWedFri, remainingSupply: 4 })?.date).toBe('2026-06-10');
    expect(runOut({ schedule: monWedFri, remainingSupply: 4 })?.daysLeft).toBe(9);
    // From Tuesday, the same 4 cover Wed, Fri, Mon, Wed: Friday the 12th.
    expect(runOut({ schedule: monWedFri, remainingSupply: 4, today: '2026-06-02', now: Date.parse('2026-06-02T06:00:00Z') })?.date).toBe('2026-06-12');
  });

  it('counts every N days from the start date', () => {
    // Every 3 days from Saturday May 30: June 2, 5, 8, …; 2 units cover the 2nd and the 5th.
    const everyThird = fixed({ times: ['08:00'], everyNDays: 3, startDate: '2026-05-30' });
    expect(runOut({ schedule: everyThird, remainingSupply: 2 })?.date).toBe('2026-06-08');
    expect(runOut({ schedule: everyThird, remainingSupply: 2 })?.daysLeft).toBe(7);
  });

  it('forecasts nothing when the schedule ends before the supply runs out', () => {
    // Once a day from today's 08:00: 3 units cover today and the next two days; the fourth day is short.
    const daily = fixed({ times: ['08:00'] });
    expect(runOut({ schedule: daily, remainingSupply: 3 })?.date).toBe(addDays(TODAY, 3));
    expect(runOut({ schedule: { ...daily, endDate: addDays(TODAY, 3) }, remainingSupply: 3 })?.date).toBe(addDays(TODAY, 3));
    expect(runOut({ schedule: { ...daily, endDate: addDays(TODAY, 2) }, remainingSupply: 3 })).toBeNull();
    // Ended already, or ending long after the walked year but before a large supply runs out.
    expect(runOut({ schedule: { ...daily, endDate: addDays(TODAY, -1) }, remainingSupply: 3 })).toBeNull();
    expect(runOut({ schedule: { ...daily, endDate: addDays(TODAY, 500) }, remainingSupply: 1000 })).toBeNull();
    expect(runOut({ schedule: { ...daily, endDate: addDays(TODAY, 500) }, remainingSupply: 450 })?.date).toBe(addDays(TODAY, 450));
  });

  it('extrapolates past the walked year at the schedule’s rate', () => {
    expect(runOut({ schedule: fixed({ times: ['08:00'] }), remainingSupply: 1000 })?.daysLeft).toBe(1000);
    expect(runOut({ remainingSupply: 2000 })?.daysLeft).toBe(1000);
    // In the evening, with today's doses behind: 2000 cover 1000 full days from tomorrow, out on day 1001.
    expect(runOut({ remainingSupply: 2000, now: Date.parse(`${TODAY}T23:00:00Z`), schedule: fixed({ times: ['08:00', '12:00'] }) })?.daysLeft).toBe(1001);
  });

  it('runs a daily schedule out exactly when its doses outrun the supply, within the walked year and past it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 100 * 365 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (minutes, supply, nowMinute) => {
          const rule = fixed({
            times: [...minutes].sort((a, b) => a - b).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
          });
          const now = Date.parse(`${TODAY}T00:00:00Z`) + nowMinute * 60_000;
          const ahead = expandOccurrences(rule, TODAY, TODAY, 'UTC').filter((o) => o.closesAt > now).length;
          const perDay = rule.times.length;
          const days = supply === 0 ? 0 : supply < ahead ? 0 : Math.floor((supply - ahead) / perDay) + 1;
          const forecast = runOut({ schedule: rule, remainingSupply: supply, now });
          if (days > 36_525) expect(forecast).toBeNull();
          else expect(forecast?.daysLeft).toBe(days);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sets refillBy the lead days before the run-out date, never before today', () => {
    expect(runOut({ refillLeadDays: 3 })?.refillBy).toBe(addDays(TODAY, 2));
    expect(runOut({ refillLeadDays: 5 })?.refillBy).toBe(TODAY);
    expect(runOut({ refillLeadDays: 7 })?.refillBy).toBe(TODAY);
    expect(runOut({ remainingSupply: 0, refillLeadDays: 7 })?.refillBy).toBe(TODAY);
  });
});

describe('forecastRunOut from recent use', () => {
  it('divides the supply by the last 30 days’ daily use, with an as-needed schedule or none', () => {
    const expected: RunOut = { date: addDays(TODAY, 10), daysLeft: 10, basis: 'recent-use', refillBy: addDays(TODAY, 3) };
    expect(runOut({ schedule: AS_NEEDED, recentDoses: 30, remainingSupply: 10, refillLeadDays: 7 })).toEqual(expected);
    expect(runOut({ schedule: null, recentDoses: 30, remainingSupply: 10, refillLeadDays: 7 })).toEqual(expected);
    expect(runOut({ schedule: null, recentDoses: 30, remainingSupply: 0 })?.date).toBe(TODAY);
  });

  it('forecasts nothing more than a century away, where the date could not be written as YYYY-MM-DD', () => {
    expect(runOut({ schedule: null, recentDoses: 1, remainingSupply: SUBSTANCE_LIMITS.maxSupply })).toBeNull();
    expect(runOut({ schedule: null, recentDoses: 1, remainingSupply: 1217 })?.date).toBe(addDays(TODAY, 36_510));
    const yearly = fixed({ times: ['08:00'], everyNDays: 365, startDate: TODAY });
    expect(runOut({ schedule: yearly, remainingSupply: SUBSTANCE_LIMITS.maxSupply })).toBeNull();
    expect(runOut({ schedule: yearly, remainingSupply: 50 })?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('forecasts nothing without recent use or without a supply', () => {
    expect(runOut({ schedule: AS_NEEDED, recentDoses: 0 })).toBeNull();
    expect(runOut({ schedule: null, recentDoses: 0 })).toBeNull();
    expect(runOut({ schedule: null, recentDoses: 30, remainingSupply: null })).toBeNull();
    expect(runOut({ remainingSupply: null })).toBeNull();
  });

  it('counts whole days of supply exactly: floor(supply × 30 / doses), with no floating-point shortfall', () => {
    // 23 doses in 30 days and 23 left is exactly 30 days, not 29.
    expect(runOut({ schedule: null, recentDoses: 23, remainingSupply: 23 })?.daysLeft).toBe(30);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SUBSTANCE_LIMITS.maxSupply }), fc.integer({ min: 1, max: 3000 }), (supply, doses) => {
        const days = Number((BigInt(supply) * 30n) / BigInt(doses));
        const forecast = runOut({ schedule: null, recentDoses: doses, remainingSupply: supply });
        if (days > 36_525) {
          expect(forecast).toBeNull();
          return;
        }
        expect(forecast?.daysLeft).toBe(days);
        expect(forecast?.date).toBe(addDays(TODAY, days));
      }),
      { numRuns: 500 },
    );
  });
});

const zone = fc.constantFrom('UTC', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Australia/Lord_Howe');
const schedule: fc.Arbitrary<SchedulePlan> = fc.record({
  times: fc.uniqueArray(
    fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
    { minLength: 1, maxLength: 4 },
  ),
  repeat: fc.oneof(
    fc.constant({ weekdays: null, everyNDays: null }),
    fc.record({ weekdays: fc.uniqueArray(fc.constantFrom(...SCHEDULE_WEEKDAYS), { minLength: 1, maxLength: 7 }), everyNDays: fc.constant(null) }),
    fc.record({ weekdays: fc.constant(null), everyNDays: fc.integer({ min: 1, max: 30 }) }),
  ),
  startOffset: fc.integer({ min: -60, max: 30 }),
  endOffset: fc.option(fc.integer({ min: -10, max: 600 })),
});
/** A moment in 2026 in a zone, with the day it is there. */
const moment = fc
  .record({ ms: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }), timeZone: zone })
  .map(({ ms, timeZone }) => ({ now: ms, timeZone, today: calendarDayIn(new Date(ms), timeZone) }));

interface SchedulePlan {
  times: number[];
  repeat: { weekdays: ScheduleWeekday[] | null; everyNDays: number | null };
  startOffset: number;
  endOffset: number | null;
}

/** The plan as a rule, its start and end placed around `today` (so some have ended, some have not begun). */
function ruleFor(s: SchedulePlan, today: string): ScheduleRule {
  const startDate = addDays(today, s.startOffset);
  return fixed({
    times: [...s.times].sort((a, b) => a - b).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
    weekdays: s.repeat.weekdays,
    everyNDays: s.repeat.everyNDays,
    startDate,
    endDate: s.endOffset === null ? null : addDays(startDate, Math.max(0, s.endOffset)),
  });
}

describe('forecastRunOut properties', () => {
  it('never forecasts an earlier day for a larger supply (no forecast counts as never)', () => {
    fc.assert(
      fc.property(
        schedule,
        moment,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 90 }),
        (s, m, a, b, lead) => {
          const rule = ruleFor(s, m.today);
          const [less, more] = a <= b ? [a, b] : [b, a];
          const at = (supply: number) => forecastRunOut(input({ ...m, schedule: rule, remainingSupply: supply, refillLeadDays: lead }));
          const smaller = at(less);
          const larger = at(more);
          if (smaller === null) expect(larger).toBeNull();
          else if (larger !== null) expect(larger.daysLeft).toBeGreaterThanOrEqual(smaller.daysLeft);
          for (const f of [smaller, larger]) {
            if (f === null) continue;
            expect(f.daysLeft).toBe(daysBetween(m.today, f.date));
            expect(f.daysLeft).toBeGreaterThanOrEqual(0);
            expect(f.refillBy).toBe([addDays(f.date, -lead), m.today].sort()[1]);
            expect(f.basis).toBe('schedule');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('runs out on the day of the first scheduled dose past the supply, within the walked year', () => {
    fc.assert(
      fc.property(schedule, moment, fc.integer({ min: 0, max: 400 }), (s, m, supply) => {
        const rule = ruleFor(s, m.today);
        // The doses still to come, one unit each: today's open ones, then each scheduled day's times.
        const ahead = expandOccurrences(rule, m.today, m.today, m.timeZone)
          .filter((o) => o.closesAt > m.now)
          .map((o) => o.date);
        for (let offset = 1; offset < 366 && ahead.length <= supply; offset += 1) {
          const date = addDays(m.today, offset);
          if (scheduledOn(rule, date)) ahead.push(...rule.times.map(() => date));
        }
        const forecast = forecastRunOut(input({ ...m, schedule: rule, remainingSupply: supply }));
        if (supply === 0 && ahead.length > 0) expect(forecast?.date).toBe(m.today);
        else if (supply < ahead.length) expect(forecast?.date).toBe(ahead[supply]);
        else if (ahead.length === 0) expect(forecast).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
