/**
 * The feed builder read back by ical.js (not the library that wrote it): one recurring event per dose time in the
 * user's TZID with its VTIMEZONE, the RRULE for weekdays, every N days and every day, UNTIL as the end of the last
 * local day in UTC, 08:00 staying 08:00 on both sides of a daylight-saving change, stable UIDs, the alarm, and the
 * all-day refill event.
 */
import { describe, expect, it } from 'vitest';
import { eventBySummary, occurrencesOf, parseFeed, ruleOf, wallClock } from '../../../test/support/calendar-feed.js';
import { buildCalendarFeed, DOSE_EVENT_MINUTES, doseSummary, refillSummary, type FeedSchedule, type RefillDate } from './ics-feed.js';
import { doseRecurrence, firstScheduledDay, untilOf } from './recurrence.js';

const APP_URL = new URL('https://wellness.example/');
const NOW = new Date('2026-03-01T12:00:00.000Z');

function fixed(overrides: Partial<FeedSchedule> = {}): FeedSchedule {
  return {
    substanceId: 'sub-1',
    substanceName: 'Methylphenidate',
    unit: 'mg',
    kind: 'fixed',
    times: ['08:00'],
    weekdays: null,
    everyNDays: null,
    amount: 10,
    startDate: '2026-03-01',
    endDate: null,
    ...overrides,
  };
}

function feedOf(timeZone: string, schedules: FeedSchedule[], refills: RefillDate[] = []) {
  return buildCalendarFeed({ timeZone, schedules, refills, now: NOW, appUrl: APP_URL });
}

describe('the dose events', () => {
  it('gives one event per time of day in the user zone, with its VTIMEZONE, summary, alarm and 15 minutes', () => {
    const text = feedOf('America/New_York', [fixed({ times: ['08:00', '20:30'], weekdays: ['fri', 'mon', 'wed'], endDate: '2026-03-31' })]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const feed = parseFeed(text);
    expect(feed.timezones).toEqual(['America/New_York']);
    expect(feed.events).toHaveLength(2);
    for (const event of feed.events) {
      expect(event.summary).toBe('Take Methylphenidate 10 mg');
      expect(event.startDate.zone?.tzid).toBe('America/New_York');
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
      expect(ruleOf(event)).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260401T035959Z');
      expect(event.duration.toSeconds()).toBe(DOSE_EVENT_MINUTES * 60);
      const alarm = event.component.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('PT0S');
    }
    // 1 March 2026 is a Sunday: the first dose is Monday the 2nd.
    expect(feed.events.map((event) => event.startDate.toString())).toEqual(['2026-03-02T08:00:00', '2026-03-02T20:30:00']);
    expect(feed.events.map((event) => event.uid)).toEqual(['dose-sub-1-0800@wellness.example', 'dose-sub-1-2030@wellness.example']);
    expect(text).toMatch(/^DTSTAMP:20260301T120000Z\r$/m);
  });

  it('leaves out the days a self-experiment says not to take it, at each time, across a daylight-saving change', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York']) {
      const schedule = fixed({
        times: ['08:00', '20:00'],
        startDate: '2026-03-26',
        endDate: '2026-03-31',
        offDays: ['2026-03-28', '2026-03-29', '2026-03-20'],
      });
      const feed = parseFeed(feedOf(zone, [schedule]));
      for (const event of feed.events) {
        const days = occurrencesOf(event).map((instant) => wallClock(instant, zone));
        const time = event.startDate.toString().slice(11, 16);
        expect(days, `${zone} ${time}`).toEqual(['2026-03-26', '2026-03-27', '2026-03-30', '2026-03-31'].map((day) => `${day} ${time}`));
      }
    }
  });

  it('keeps the same UIDs in every copy of the feed, so calendar apps update events instead of adding them', () => {
    const schedule = fixed({ times: ['09:15'] });
    const first = parseFeed(feedOf('Europe/Berlin', [schedule]));
    const later = parseFeed(
      buildCalendarFeed({ timeZone: 'Europe/Berlin', schedules: [{ ...schedule, amount: 20 }], refills: [], now: new Date(), appUrl: APP_URL }),
    );
    expect(later.events.map((event) => event.uid)).toEqual(first.events.map((event) => event.uid));
  });

  it('keeps 08:00 local on both sides of each daylight-saving change in New York and Berlin', () => {
    const cases = [
      { zone: 'America/New_York', startDate: '2026-03-06', endDate: '2026-03-10', utcHours: [13, 13, 12, 12, 12] },
      { zone: 'America/New_York', startDate: '2026-10-30', endDate: '2026-11-03', utcHours: [12, 12, 13, 13, 13] },
      { zone: 'Europe/Berlin', startDate: '2026-03-27', endDate: '2026-03-31', utcHours: [7, 7, 6, 6, 6] },
      { zone: 'Europe/Berlin', startDate: '2026-10-23', endDate: '2026-10-27', utcHours: [6, 6, 7, 7, 7] },
    ];
    for (const { zone, startDate, endDate, utcHours } of cases) {
      const feed = parseFeed(feedOf(zone, [fixed({ startDate, endDate })]));
      const instants = occurrencesOf(eventBySummary(feed, 'Take Methylphenidate 10 mg'));
      expect(
        instants.map((instant) => wallClock(instant, zone).slice(11)),
        zone,
      ).toEqual(['08:00', '08:00', '08:00', '08:00', '08:00']);
      // The instants move by an hour across the change: the wall time, not the instant, is what recurs.
      expect(
        instants.map((instant) => instant.getUTCHours()),
        zone,
      ).toEqual(utcHours);
    }
  });

  it('repeats every N days from the start date, and ends with the last local day included', () => {
    const feed = parseFeed(feedOf('America/New_York', [fixed({ times: ['23:30'], everyNDays: 3, startDate: '2026-03-01', endDate: '2026-03-10' })]));
    const [event] = feed.events;
    if (!event) throw new Error('no event');
    expect(ruleOf(event)).toBe('FREQ=DAILY;INTERVAL=3;UNTIL=20260311T035959Z');
    expect(occurrencesOf(event).map((instant) => wallClock(instant, 'America/New_York'))).toEqual([
      '2026-03-01 23:30',
      '2026-03-04 23:30',
      '2026-03-07 23:30',
      '2026-03-10 23:30',
    ]);
  });

  it('repeats every day without weekdays or an interval, for ever without an end date', () => {
    const feed = parseFeed(feedOf('Asia/Tokyo', [fixed()]));
    const [event] = feed.events;
    if (!event) throw new Error('no event');
    expect(ruleOf(event)).toBe('FREQ=DAILY');
    expect(occurrencesOf(event, 3).map((instant) => wallClock(instant, 'Asia/Tokyo'))).toEqual(['2026-03-01 08:00', '2026-03-02 08:00', '2026-03-03 08:00']);
  });

  it('names the canonical zone the VTIMEZONE defines (UTC is Etc/UTC)', () => {
    const feed = parseFeed(feedOf('UTC', [fixed()]));
    expect(feed.timezones).toEqual(['Etc/UTC']);
    expect(feed.events[0]?.startDate.zone?.tzid).toBe('Etc/UTC');
  });

  it('gives no event for an as-needed schedule, nor for weekdays that never fall before the end date', () => {
    const asNeeded = fixed({ kind: 'as-needed', times: [] });
    const neverOnItsDay = fixed({ weekdays: ['sat'], startDate: '2026-03-02', endDate: '2026-03-05' });
    const feed = parseFeed(feedOf('Europe/Berlin', [asNeeded, neverOnItsDay]));
    expect(feed.events).toHaveLength(0);
    expect(feed.timezones).toEqual([]);
  });

  it('words the dose with the amount and unit it has', () => {
    expect(doseSummary(fixed())).toBe('Take Methylphenidate 10 mg');
    expect(doseSummary(fixed({ unit: null, amount: 2 }))).toBe('Take Methylphenidate 2');
    expect(doseSummary(fixed({ amount: null }))).toBe('Take Methylphenidate');
  });
});

describe('the refill events', () => {
  const refill: RefillDate = {
    substanceId: 'sub-1',
    substanceName: 'Methylphenidate',
    runOut: { date: '2026-12-14', daysLeft: 20, basis: 'schedule', refillBy: '2026-12-07' },
  };

  it('puts an all-day event on the refill-by day that says when the supply runs out, with an alarm that morning', () => {
    expect(refillSummary(refill)).toBe('Refill Methylphenidate: runs out around Dec 14');
    const feed = parseFeed(feedOf('Pacific/Auckland', [], [refill]));
    const event = eventBySummary(feed, 'Refill Methylphenidate: runs out around Dec 14');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-07');
    expect(event.uid).toBe('refill-sub-1@wellness.example');
    const alarm = event.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstProperty('trigger')?.getParameter('related')).toBe('START');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('PT9H');
  });
});

describe('the recurrence rule', () => {
  it('starts on the first chosen weekday on or after the start date', () => {
    expect(firstScheduledDay({ kind: 'fixed', times: ['08:00'], weekdays: ['wed'], everyNDays: null, startDate: '2026-03-01', endDate: null })).toBe(
      '2026-03-04',
    );
    expect(firstScheduledDay({ kind: 'fixed', times: ['08:00'], weekdays: ['sun'], everyNDays: null, startDate: '2026-03-01', endDate: null })).toBe(
      '2026-03-01',
    );
    expect(
      firstScheduledDay({ kind: 'fixed', times: ['08:00'], weekdays: ['wed'], everyNDays: null, startDate: '2026-03-01', endDate: '2026-03-03' }),
    ).toBeNull();
    expect(firstScheduledDay({ kind: 'fixed', times: ['08:00'], weekdays: null, everyNDays: 5, startDate: '2026-03-01', endDate: '2026-03-01' })).toBe(
      '2026-03-01',
    );
  });

  it('ends at the last second of the end date in the user zone, in UTC', () => {
    expect(untilOf('2026-03-31', 'America/New_York')).toBe('20260401T035959Z');
    expect(untilOf('2026-03-31', 'Europe/Berlin')).toBe('20260331T215959Z');
    expect(untilOf('2026-03-31', 'Pacific/Auckland')).toBe('20260331T105959Z');
    expect(doseRecurrence({ weekdays: null, everyNDays: 1, endDate: null }, 'UTC')).toBe('FREQ=DAILY');
  });
});
