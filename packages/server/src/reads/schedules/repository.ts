/**
 * Reads of the dose schedules and what settles their occurrences, shared by the schedules and reminders features, the
 * run-out forecast on every substance, and the calendar feed. Only `features/schedules/` writes schedules and only
 * `features/reminders/` writes marks.
 */
import type { Selectable } from 'kysely';
import type { DbOrTx, SchedulesTable } from '../../db/schema.js';
import type { LoggedDose, OccurrenceMark } from '../../lib/dose-schedule/settle.js';

export type ScheduleRow = Selectable<SchedulesTable> & {
  substance_name: string;
  substance_unit: string | null;
  substance_dosage: number | null;
  substance_remaining_supply: number | null;
};

function withSubstance(db: DbOrTx) {
  return db
    .selectFrom('schedules')
    .innerJoin('substances', 'substances.id', 'schedules.substance_id')
    .selectAll('schedules')
    .select([
      'substances.name as substance_name',
      'substances.unit as substance_unit',
      'substances.dosage as substance_dosage',
      'substances.remaining_supply as substance_remaining_supply',
    ]);
}

/** The user's schedules with their substance's name and unit, by substance name. */
export async function listSchedules(db: DbOrTx, userId: string): Promise<ScheduleRow[]> {
  return withSubstance(db).where('schedules.user_id', '=', userId).orderBy('substances.name').orderBy('schedules.substance_id').execute();
}

export async function findSchedule(db: DbOrTx, userId: string, substanceId: string): Promise<ScheduleRow | undefined> {
  return withSubstance(db).where('schedules.user_id', '=', userId).where('schedules.substance_id', '=', substanceId).executeTakeFirst();
}

/** Every schedule with reminders on (as-needed ones for their refill reminder), of every user, with the user's zone and address: what the scheduler walks. */
export async function listRemindingSchedules(db: DbOrTx) {
  return withSubstance(db)
    .innerJoin('users', 'users.id', 'schedules.user_id')
    .select(['users.timezone as user_timezone', 'users.email as user_email', 'users.name as user_name'])
    .where('schedules.reminders_enabled', '=', 1)
    .orderBy('schedules.user_id')
    .execute();
}

/** The user's doses of these substances taken from `fromIso` (inclusive) to `toIso` (exclusive). */
export async function dosesBetween(db: DbOrTx, userId: string, substanceIds: readonly string[], fromIso: string, toIso: string): Promise<LoggedDose[]> {
  if (substanceIds.length === 0) return [];
  const rows = await db
    .selectFrom('doses')
    .select(['id', 'substance_id', 'taken_at', 'dosage'])
    .where('user_id', '=', userId)
    .where('substance_id', 'in', substanceIds)
    .where('taken_at', '>=', fromIso)
    .where('taken_at', '<', toIso)
    .execute();
  return rows.map((r) => ({ id: r.id, substanceId: r.substance_id, at: Date.parse(r.taken_at), dosage: r.dosage === null ? null : Number(r.dosage) }));
}

/** The doses a set of marks bound, wherever they fall in time. */
export async function dosesByIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<LoggedDose[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('doses').select(['id', 'substance_id', 'taken_at', 'dosage']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  return rows.map((r) => ({ id: r.id, substanceId: r.substance_id, at: Date.parse(r.taken_at), dosage: r.dosage === null ? null : Number(r.dosage) }));
}

/** The marks on occurrences of the local days from `from` to `to`. */
export async function marksOfDays(db: DbOrTx, userId: string, from: string, to: string): Promise<OccurrenceMark[]> {
  const rows = await db
    .selectFrom('occurrence_marks')
    .select(['occurrence_id', 'dose_id', 'skipped_at', 'skip_reason', 'snoozed_until'])
    .where('user_id', '=', userId)
    .where('local_day', '>=', from)
    .where('local_day', '<=', to)
    .execute();
  return rows.map((r) => ({
    occurrenceId: r.occurrence_id,
    doseId: r.dose_id,
    skippedAt: r.skipped_at,
    skipReason: r.skip_reason,
    snoozedUntil: r.snoozed_until,
  }));
}

/** How many doses of each substance the user logged on the local days from `from` to `to`. */
export async function doseCountsByDay(db: DbOrTx, userId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('doses')
    .select(['substance_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .where('local_day', '>=', from)
    .where('local_day', '<=', to)
    .groupBy('substance_id')
    .execute();
  return new Map(rows.map((r) => [r.substance_id, Number(r.n)]));
}
