/**
 * When a fixed schedule's doses recur, as RFC 5545 sees it: the first day that holds a dose (DTSTART must be an
 * occurrence) and the RRULE. Weekdays give FREQ=WEEKLY;BYDAY, every N days FREQ=DAILY;INTERVAL=N counted from the start
 * date, neither FREQ=DAILY. The end date is inclusive: UNTIL is the last second of that day in the user's zone,
 * written in UTC, because RFC 5545 requires UTC in UNTIL when DTSTART names a TZID (and ical-generator would write it
 * in local time, so the rule is written here).
 */
import { DateTime } from 'luxon';
import { SCHEDULE_WEEKDAYS, type Schedule, type Weekday } from '@wellness/contract';

type Recurring = Pick<Schedule, 'weekdays' | 'everyNDays' | 'startDate' | 'endDate'>;

const BYDAY: Record<Weekday, string> = { mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA', sun: 'SU' };

/** Weekday of a calendar day (YYYY-MM-DD), independent of any zone. */
function weekdayOf(day: string): Weekday {
  const index = DateTime.fromISO(day, { zone: 'utc' }).weekday; // 1 = Monday … 7 = Sunday
  const weekday = SCHEDULE_WEEKDAYS[index - 1];
  if (weekday === undefined) throw new Error(`not a calendar day: ${day}`);
  return weekday;
}

function plusDays(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() ?? day;
}

/** The first day on or after the start date that holds a dose; null when none falls before the end date. */
export function firstScheduledDay(schedule: Recurring): string | null {
  let day = schedule.startDate;
  if (schedule.weekdays !== null) {
    const chosen = new Set(schedule.weekdays);
    for (let step = 0; step < 7 && !chosen.has(weekdayOf(day)); step += 1) day = plusDays(day, 1);
    if (!chosen.has(weekdayOf(day))) return null;
  }
  return schedule.endDate !== null && day > schedule.endDate ? null : day;
}

/** UNTIL for an inclusive end date: the last second of that local day, in UTC. */
export function untilOf(endDate: string, timeZone: string): string {
  return DateTime.fromISO(endDate, { zone: timeZone }).endOf('day').toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");
}

/** The RRULE value (without the "RRULE:" name) of a fixed schedule whose dates are in `timeZone`. */
export function doseRecurrence(schedule: Recurring, timeZone: string): string {
  const parts =
    schedule.weekdays !== null
      ? [
          'FREQ=WEEKLY',
          `BYDAY=${SCHEDULE_WEEKDAYS.filter((day) => schedule.weekdays?.includes(day))
            .map((day) => BYDAY[day])
            .join(',')}`,
        ]
      : schedule.everyNDays !== null && schedule.everyNDays > 1
        ? ['FREQ=DAILY', `INTERVAL=${schedule.everyNDays}`]
        : ['FREQ=DAILY'];
  if (schedule.endDate !== null) parts.push(`UNTIL=${untilOf(schedule.endDate, timeZone)}`);
  return parts.join(';');
}
