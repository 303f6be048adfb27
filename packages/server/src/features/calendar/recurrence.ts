/**
 * When a fixed schedule's doses recur, as RFC 5545 sees it: the first day that holds a dose (DTSTART must be an
 * occurrence) and the RRULE. Weekdays give FREQ=WEEKLY;BYDAY, every N days FREQ=DAILY;INTERVAL=N counted from the start
 * date, neither FREQ=DAILY. The end date is inclusive: UNTIL is the last second of that day in the user's zone,
 * written in UTC, because RFC 5545 requires UTC in UNTIL when DTSTART names a TZID (and ical-generator would write it
 * in local time, so the rule is written here).
 */
import { DateTime } from 'luxon';
import { SCHEDULE_WEEKDAYS, type Schedule, type ScheduleWeekday } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';
import { scheduledOn } from '../../lib/dose-schedule/schedule-rule.js';

type Recurring = Pick<Schedule, 'kind' | 'times' | 'weekdays' | 'everyNDays' | 'startDate' | 'endDate'>;

const BYDAY: Record<ScheduleWeekday, string> = { mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA', sun: 'SU' };

/**
 * The first day on or after the start date that holds a dose, by the one rule reminders and adherence read
 * (`scheduledOn`); null when none does before the end date (or the schedule has no doses at all). Every rule repeats
 * within a week of its start, or never.
 */
export function firstScheduledDay(schedule: Recurring): string | null {
  const rule = { ...schedule, substanceId: '' };
  for (let step = 0; step < 7; step += 1) {
    const day = addDays(schedule.startDate, step);
    if (scheduledOn(rule, day)) return day;
  }
  return null;
}

/** UNTIL for an inclusive end date: the last second of that local day, in UTC. */
export function untilOf(endDate: string, timeZone: string): string {
  return DateTime.fromISO(endDate, { zone: timeZone }).endOf('day').toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");
}

/** The RRULE value (without the "RRULE:" name) of a fixed schedule whose dates are in `timeZone`. */
export function doseRecurrence(schedule: Pick<Schedule, 'weekdays' | 'everyNDays' | 'endDate'>, timeZone: string): string {
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
