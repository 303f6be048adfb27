/** Dose schedules: one per substance, read and replaced whole; a substance that is not the user's is not found. */
import { SCHEDULE_MESSAGES, SCHEDULE_WEEKDAYS, type Schedule, type ScheduleInput } from '@wellness/contract';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { findSchedule, listSchedules } from '../../reads/schedules/repository.js';
import { toSchedule } from '../../reads/schedules/schedule-rows.js';
import * as repo from './repository.js';

export type ScheduleService = ReturnType<typeof createScheduleService>;

/**
 * The stored columns of a schedule (all but its keys and times of saving), from the API's input or a backup record:
 * times in time order and weekdays in week order, so equal schedules store alike.
 */
export function scheduleColumns(input: ScheduleInput & { startDate: string }) {
  return {
    kind: input.kind,
    times: JSON.stringify([...input.times].sort()),
    weekdays: input.weekdays === null ? null : JSON.stringify(SCHEDULE_WEEKDAYS.filter((d) => input.weekdays?.includes(d))),
    every_n_days: input.everyNDays,
    amount: input.amount,
    start_date: input.startDate,
    end_date: input.endDate,
    reminders_enabled: input.reminders.enabled ? 1 : 0,
    channels: JSON.stringify(input.reminders.channels),
    repeat_every_minutes: input.reminders.repeatEveryMinutes,
    give_up_after_minutes: input.reminders.giveUpAfterMinutes,
    quiet_from: input.reminders.quietHours?.from ?? null,
    quiet_to: input.reminders.quietHours?.to ?? null,
    refill_lead_days: input.refillLeadDays,
  };
}

export function createScheduleService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function owned(owner: Owner, substanceId: string): Promise<void> {
    if (!(await repo.substanceOwned(db, owner.id, substanceId))) throw new AppError('not_found', SCHEDULE_MESSAGES.substanceNotFound);
  }

  return {
    async list(owner: Owner): Promise<Schedule[]> {
      return (await listSchedules(db, owner.id)).map(toSchedule);
    },

    async get(owner: Owner, substanceId: string): Promise<Schedule> {
      const row = await findSchedule(db, owner.id, substanceId);
      if (row) return toSchedule(row);
      await owned(owner, substanceId);
      throw new AppError('not_found', SCHEDULE_MESSAGES.notFound);
    },

    async put(owner: Owner, substanceId: string, input: ScheduleInput): Promise<Schedule> {
      await owned(owner, substanceId);
      const now = clock.now().toISOString();
      try {
        await repo.upsertSchedule(db, {
          substance_id: substanceId,
          user_id: owner.id,
          ...scheduleColumns({ ...input, startDate: input.startDate ?? calendarDayIn(clock.now(), owner.timezone) }),
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        // The substance was deleted between the check and the write.
        if (isForeignKeyViolation(error)) throw new AppError('not_found', SCHEDULE_MESSAGES.substanceNotFound);
        throw error;
      }
      const row = await findSchedule(db, owner.id, substanceId);
      if (!row) throw new AppError('not_found', SCHEDULE_MESSAGES.substanceNotFound);
      return toSchedule(row);
    },

    async remove(owner: Owner, substanceId: string): Promise<void> {
      if (await repo.deleteSchedule(db, owner.id, substanceId)) return;
      await owned(owner, substanceId);
      throw new AppError('not_found', SCHEDULE_MESSAGES.notFound);
    },
  };
}
