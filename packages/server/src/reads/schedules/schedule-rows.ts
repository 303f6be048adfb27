/** A stored schedule row read as the API's schedule and as the pure rules' input; stored enums through the one guard. */
import { REMINDER_CHANNELS, SCHEDULE_KINDS, SCHEDULE_WEEKDAYS, type ReminderChannel, type Schedule, type ScheduleWeekday } from '@wellness/contract';
import type { ReminderRule, ScheduleRule } from '../../lib/dose-schedule/schedule-rule.js';
import { storedEnum } from '../../lib/stored-enum.js';
import type { ScheduleRow } from './repository.js';

function stringArray(text: string, what: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) throw new Error(`Stored ${what} is not a list of text`);
  return parsed;
}

export function toScheduleRule(row: ScheduleRow): ScheduleRule {
  return {
    substanceId: row.substance_id,
    kind: storedEnum(SCHEDULE_KINDS, row.kind, 'schedules.kind'),
    times: stringArray(row.times, 'schedules.times'),
    weekdays:
      row.weekdays === null
        ? null
        : stringArray(row.weekdays, 'schedules.weekdays').map((d): ScheduleWeekday => storedEnum(SCHEDULE_WEEKDAYS, d, 'schedules.weekdays')),
    everyNDays: row.every_n_days === null ? null : Number(row.every_n_days),
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

export function toReminderRule(row: ScheduleRow): ReminderRule {
  return {
    enabled: Number(row.reminders_enabled) === 1,
    channels: stringArray(row.channels, 'schedules.channels').map((c): ReminderChannel => storedEnum(REMINDER_CHANNELS, c, 'schedules.channels')),
    repeatEveryMinutes: Number(row.repeat_every_minutes),
    giveUpAfterMinutes: Number(row.give_up_after_minutes),
    quietHours: row.quiet_from !== null && row.quiet_to !== null ? { from: row.quiet_from, to: row.quiet_to } : null,
  };
}

export function toSchedule(row: ScheduleRow): Schedule {
  const rule = toScheduleRule(row);
  return {
    substanceId: row.substance_id,
    substanceName: row.substance_name,
    kind: rule.kind,
    times: [...rule.times],
    weekdays: rule.weekdays === null ? null : [...rule.weekdays],
    everyNDays: rule.everyNDays,
    amount: row.amount === null ? null : Number(row.amount),
    startDate: row.start_date,
    endDate: row.end_date,
    reminders: { ...toReminderRule(row), channels: [...toReminderRule(row).channels] },
    refillLeadDays: Number(row.refill_lead_days),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
