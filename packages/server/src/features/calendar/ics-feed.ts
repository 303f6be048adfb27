/**
 * The calendar feed as RFC 5545 text, pure (no I/O, no clock): each fixed schedule becomes one recurring event per
 * time of day in the user's zone, with the zone's VTIMEZONE so any calendar app keeps 08:00 at 08:00 across
 * daylight-saving changes, and each refill date becomes an all-day event. ical-generator writes the calendar; the
 * VTIMEZONE blocks come from timezones-ical-library (the IANA database compiled by vzic); luxon turns a local day and
 * time into a zoned date-time, because the generator writes a plain Date in the server process's own zone.
 */
import ical, { ICalAlarmRelatesTo, ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { RunOut, Schedule } from '@wellness/contract';
import { doseRecurrence, firstScheduledDay } from './recurrence.js';

/** How long a dose event lasts: long enough to show as a block in a day view, short enough not to hide the day. */
export const DOSE_EVENT_MINUTES = 15;
/** A refill day's alarm rings at 09:00 on that day, not at its midnight start. */
const REFILL_ALARM_AFTER_START_SECONDS = 9 * 60 * 60;

/** What the feed needs of a schedule; the contract's Schedule has it all but the unit, which a caller may add. */
export type FeedSchedule = Pick<
  Schedule,
  'substanceId' | 'substanceName' | 'kind' | 'times' | 'weekdays' | 'everyNDays' | 'amount' | 'startDate' | 'endDate'
> & {
  unit?: string | null;
  /** Local days a running self-experiment says not to take it: the recurrence skips them (EXDATE). */
  offDays?: readonly string[];
};

export interface RefillDate {
  substanceId: string;
  substanceName: string;
  runOut: RunOut;
}

export interface FeedInput {
  /** The user's IANA zone: the TZID of every dose event. */
  timeZone: string;
  schedules: readonly FeedSchedule[];
  refills: readonly RefillDate[];
  /** DTSTAMP of every event: when this copy of the feed was made. */
  now: Date;
  /** The app's address: each event links to it, and its host ends every UID so ours never collide with another app's. */
  appUrl: URL;
}

/** "Take Methylphenidate 10 mg": the amount and unit when the schedule has them. */
export function doseSummary(schedule: FeedSchedule): string {
  if (schedule.amount === null) return `Take ${schedule.substanceName}`;
  const unit = schedule.unit ? ` ${schedule.unit}` : '';
  return `Take ${schedule.substanceName} ${schedule.amount}${unit}`;
}

/** "Refill Methylphenidate: runs out around Dec 14". */
export function refillSummary(refill: RefillDate): string {
  const runsOut = DateTime.fromISO(refill.runOut.date, { zone: 'utc', locale: 'en-US' }).toFormat('LLL d');
  return `Refill ${refill.substanceName}: runs out around ${runsOut}`;
}

/**
 * The VTIMEZONE block and the TZID it defines. The TZID is the database's canonical name ("UTC" is "Etc/UTC"), so
 * events must name that one. Null for a zone the library does not know: its events are then written in UTC.
 */
function vtimezoneOf(timeZone: string): { tzid: string; block: string } | null {
  const found = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(found)) return null;
  const [block, tzidLine] = found;
  if (!block || !tzidLine?.startsWith('TZID=')) return null;
  return { tzid: tzidLine.slice('TZID='.length), block };
}

export function buildCalendarFeed(input: FeedInput): string {
  const zone = vtimezoneOf(input.timeZone);
  const calendar = ical({
    name: 'Wellness Tracker: doses and refills',
    prodId: { company: 'Wellness Tracker', product: 'Dose calendar', language: 'EN' },
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time, and RFC 5545 wants it in UTC. The
    // generator still adds the VTIMEZONE of every zone an event names.
    timezone: zone ? { name: null, generator: (tzid) => (tzid === zone.tzid ? zone.block : null) } : null,
  });
  for (const schedule of input.schedules) addDoseEvents(calendar, schedule, input, zone?.tzid ?? null);
  for (const refill of input.refills) addRefillEvent(calendar, refill, input);
  return calendar.toString();
}

function addDoseEvents(calendar: ICalCalendar, schedule: FeedSchedule, input: FeedInput, tzid: string | null): void {
  if (schedule.kind !== 'fixed') return;
  const firstDay = firstScheduledDay(schedule);
  if (firstDay === null) return;
  // The wall time in the user's zone; without a VTIMEZONE the same instant is written in UTC instead.
  const zone = tzid ?? input.timeZone;
  const rule = doseRecurrence(schedule, zone);
  const offDays = (schedule.offDays ?? []).filter((day) => day >= firstDay).sort();
  for (const time of schedule.times) {
    const start = DateTime.fromISO(`${firstDay}T${time}`, { zone });
    // ical-generator writes a multi-line rule as given: the RRULE, then the days off at this time, in the event's own
    // TZID (or in UTC when the zone has no VTIMEZONE), as RFC 5545 §3.8.5.1 reads EXDATE against DTSTART.
    const excluded = offDays.map((day) => DateTime.fromISO(`${day}T${time}`, { zone }));
    const exdate = tzid
      ? `EXDATE;TZID=${tzid}:${excluded.map((d) => d.toFormat("yyyyLLdd'T'HHmmss")).join(',')}`
      : `EXDATE:${excluded.map((d) => d.toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'")).join(',')}`;
    calendar.createEvent({
      id: `dose-${schedule.substanceId}-${time.replace(':', '')}@${input.appUrl.hostname}`,
      start: tzid ? start : start.toUTC(),
      end: (tzid ? start : start.toUTC()).plus({ minutes: DOSE_EVENT_MINUTES }),
      timezone: tzid,
      stamp: input.now,
      summary: doseSummary(schedule),
      description: 'Scheduled in Wellness Tracker. Log the dose in the app when you take it.',
      url: input.appUrl.href,
      repeating: excluded.length === 0 ? rule : `RRULE:${rule}\n${exdate}`,
      alarms: [{ type: ICalAlarmType.display, trigger: 0, description: doseSummary(schedule) }],
    });
  }
}

function addRefillEvent(calendar: ICalCalendar, refill: RefillDate, input: FeedInput): void {
  const summary = refillSummary(refill);
  const event = calendar.createEvent({
    // One event per substance, whatever its date: a new forecast moves the event instead of adding another.
    id: `refill-${refill.substanceId}@${input.appUrl.hostname}`,
    allDay: true,
    start: DateTime.fromISO(refill.runOut.refillBy, { zone: 'utc' }),
    stamp: input.now,
    summary,
    description: `${summary}. Refill by this day so you do not run short.`,
    url: input.appUrl.href,
  });
  // Set after the trigger: ical-generator relates a trigger given at creation to the event's end (the next day here).
  event.createAlarm({ type: ICalAlarmType.display, triggerAfter: REFILL_ALARM_AFTER_START_SECONDS, description: summary }).relatesTo(ICalAlarmRelatesTo.start);
}
