/**
 * The user's dose schedules as the contract's `Schedule`, read from the `schedules` table (owned by the schedules
 * feature) with each substance's name and unit, for features that show schedules elsewhere (the calendar feed).
 * Times, weekdays and channels are stored as JSON text; enum values pass the one stored-enum guard.
 */
import { REMINDER_CHANNELS, SCHEDULE_KINDS, SCHEDULE_WEEKDAYS, type Schedule } from '@wellness/contract';
import { jsonList } from '../../backup/stored-values.js';
import type { DbOrTx } from '../../db/schema.js';
import { storedEnum } from '../../lib/stored-enum.js';

export type ScheduleWithUnit = Schedule & { unit: string | null };

export async function listSchedules(db: DbOrTx, userId: string): Promise<ScheduleWithUnit[]> {
  const rows = await db
    .selectFrom('schedules')
    .innerJoin('substances', 'substances.id', 'schedules.substance_id')
    .selectAll('schedules')
    .select(['substances.name as substance_name', 'substances.unit as unit'])
    .where('schedules.user_id', '=', userId)
    .orderBy('substances.name')
    .orderBy('schedules.substance_id')
    .execute();
  return rows.map((row) => ({
    substanceId: row.substance_id,
    substanceName: row.substance_name,
    unit: row.unit,
    kind: storedEnum(SCHEDULE_KINDS, row.kind, 'schedules.kind'),
    times: jsonList(row.times).sort(),
    weekdays: row.weekdays === null ? null : jsonList(row.weekdays).map((day) => storedEnum(SCHEDULE_WEEKDAYS, day, 'schedules.weekdays')),
    everyNDays: row.every_n_days,
    amount: row.amount,
    startDate: row.start_date,
    endDate: row.end_date,
    reminders: {
      enabled: row.reminders_enabled === 1,
      channels: jsonList(row.channels).map((channel) => storedEnum(REMINDER_CHANNELS, channel, 'schedules.channels')),
      repeatEveryMinutes: row.repeat_every_minutes,
      giveUpAfterMinutes: row.give_up_after_minutes,
      quietHours: row.quiet_from !== null && row.quiet_to !== null ? { from: row.quiet_from, to: row.quiet_to } : null,
    },
    refillLeadDays: row.refill_lead_days,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
