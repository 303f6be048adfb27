import { describe, expect, it } from 'vitest';
import type { Schedule } from '@wellness/contract';
import { adherenceBreakdown, adherenceSentence, nextDose, percentOf, repeatText, scheduleSummary, scheduledOn } from './schedule-wording';

type Plan = Pick<Schedule, 'kind' | 'times' | 'weekdays' | 'everyNDays' | 'startDate' | 'endDate'>;
const plan = (over: Partial<Plan> = {}): Plan => ({
  kind: 'fixed',
  times: ['08:00', '20:00'],
  weekdays: null,
  everyNDays: null,
  startDate: '2026-11-01',
  endDate: null,
  ...over,
});

describe('the adherence sentence', () => {
  it('counts doses taken on time and late of those scheduled', () => {
    expect(adherenceSentence({ scheduled: 28, onTime: 24, late: 2, adherence: 26 / 28 }, 30)).toBe('Taken 26 of 28 scheduled doses in 30 days (93\u00a0%)');
    expect(adherenceSentence({ scheduled: 1, onTime: 1, late: 0, adherence: 1 }, 30)).toBe('Taken 1 of 1 scheduled dose in 30 days (100\u00a0%)');
  });

  it('is absent while nothing was scheduled', () => {
    expect(adherenceSentence({ scheduled: 0, onTime: 0, late: 0, adherence: null }, 30)).toBeNull();
  });

  it('never rounds a missed dose up to 100 %', () => {
    expect(percentOf(299 / 300)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(0)).toBe(0);
  });

  it('breaks the count down, leaving out zeros', () => {
    expect(adherenceBreakdown({ onTime: 24, late: 2, missed: 1, skipped: 1 })).toBe('24 on time · 2 late · 1 missed · 1 skipped');
    expect(adherenceBreakdown({ onTime: 0, late: 0, missed: 3, skipped: 0 })).toBe('0 on time · 3 missed');
  });
});

describe('the schedule in words', () => {
  const time = (value: string) => value;
  it('names the days', () => {
    expect(repeatText(plan())).toBe('every day');
    expect(repeatText(plan({ weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'] }))).toBe('weekdays');
    expect(repeatText(plan({ weekdays: ['sun', 'sat'] }))).toBe('weekends');
    expect(repeatText(plan({ weekdays: ['fri', 'mon'] }))).toBe('Mon, Fri');
    expect(repeatText(plan({ everyNDays: 3 }))).toBe('every 3 days');
  });

  it('lists the times', () => {
    expect(scheduleSummary(plan(), time)).toBe('08:00 and 20:00, every day');
    expect(scheduleSummary(plan({ times: ['07:00', '12:00', '19:00'] }), time)).toBe('07:00, 12:00 and 19:00, every day');
    expect(scheduleSummary(plan({ kind: 'as-needed', times: [] }), time)).toBe('As needed, no reminders');
  });
});

describe('the next dose', () => {
  it('is later today, else the next scheduled day', () => {
    expect(nextDose(plan(), '2026-11-29', '09:15')).toEqual({ date: '2026-11-29', time: '20:00' });
    expect(nextDose(plan(), '2026-11-29', '21:00')).toEqual({ date: '2026-11-30', time: '08:00' });
  });

  it('follows weekdays and intervals from the start date', () => {
    // 2026-11-29 is a Sunday.
    expect(nextDose(plan({ weekdays: ['wed'] }), '2026-11-29', '09:00')).toEqual({ date: '2026-12-02', time: '08:00' });
    expect(scheduledOn(plan({ everyNDays: 3, startDate: '2026-11-27' }), '2026-11-30')).toBe(true);
    expect(nextDose(plan({ everyNDays: 3, startDate: '2026-11-27' }), '2026-11-28', '07:00')).toEqual({ date: '2026-11-30', time: '08:00' });
  });

  it('waits for the start, stops at the end, and has none when as needed', () => {
    expect(nextDose(plan({ startDate: '2026-12-10' }), '2026-11-29', '09:00')).toEqual({ date: '2026-12-10', time: '08:00' });
    expect(nextDose(plan({ endDate: '2026-11-29' }), '2026-11-29', '21:00')).toBeNull();
    expect(nextDose(plan({ kind: 'as-needed', times: [] }), '2026-11-29', '09:00')).toBeNull();
  });
});
