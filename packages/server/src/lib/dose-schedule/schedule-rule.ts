/**
 * A stored schedule as the pure rules read it, and which local days it names: fixed times on every day, on chosen
 * weekdays or every N days counted from the start date, between the start and the optional end date.
 */
import type { ReminderChannel, ScheduleKind, ScheduleWeekday } from '@wellness/contract';
import { daysBetween } from '../calendar.js';

export interface ScheduleRule {
  substanceId: string;
  kind: ScheduleKind;
  /** Sorted HH:MM. */
  times: readonly string[];
  weekdays: readonly ScheduleWeekday[] | null;
  everyNDays: number | null;
  startDate: string;
  endDate: string | null;
}

export interface ReminderRule {
  enabled: boolean;
  channels: readonly ReminderChannel[];
  repeatEveryMinutes: number;
  giveUpAfterMinutes: number;
  quietHours: { from: string; to: string } | null;
}

const WEEKDAY_OF_UTC_DAY: readonly ScheduleWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function weekdayOf(date: string): ScheduleWeekday {
  const day = WEEKDAY_OF_UTC_DAY[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!day) throw new Error(`Not a date: ${date}`);
  return day;
}

/** Whether the schedule has doses on the local day. */
export function scheduledOn(rule: ScheduleRule, date: string): boolean {
  if (rule.kind !== 'fixed' || rule.times.length === 0) return false;
  if (date < rule.startDate) return false;
  if (rule.endDate !== null && date > rule.endDate) return false;
  if (rule.weekdays !== null) return rule.weekdays.includes(weekdayOf(date));
  if (rule.everyNDays !== null) return daysBetween(rule.startDate, date) % rule.everyNDays === 0;
  return true;
}
