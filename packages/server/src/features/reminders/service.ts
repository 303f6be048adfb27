/**
 * Today's scheduled doses and what the person does about them: take (logs the dose through the same rules as logging
 * by hand, once however often it is sent), snooze and skip; and adherence over past days. A dose logged by hand in an
 * occurrence's window settles it too (lib/dose-schedule/settle.ts).
 */
import { createHash } from 'node:crypto';
import { SCHEDULE_MESSAGES, type AdherenceResponse, type Occurrence } from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { parseOccurrenceId } from '../../lib/dose-schedule/occurrences.js';
import type { Owner } from '../../lib/owner.js';
import { countAdherence } from '../../reads/schedules/adherence-counts.js';
import { findSchedule, listSchedules } from '../../reads/schedules/repository.js';
import { readSettledOccurrences, type SettledWithSchedule } from '../../reads/schedules/settled-occurrences.js';
import { toOccurrence } from './occurrence-view.js';
import { upsertMark } from './repository.js';

/** How a dose is logged: the dose feature's own rule, passed in by the composition root. */
export type LogDose = (owner: Owner, input: { supplementId: string; dosage: number | null; idempotencyKey: string }) => Promise<{ dose: { id: string } }>;

export type ReminderService = ReturnType<typeof createReminderService>;

/** The dose key of an occurrence's take: every retry of the tap, from any device or notification, logs one dose. */
function takeKey(occurrenceId: string): string {
  return `occ_${createHash('sha256').update(occurrenceId).digest('base64url').slice(0, 43)}`;
}

export function createReminderService(deps: { db: Db; clock: Clock; logDose: LogDose }) {
  const { db, clock, logDose } = deps;

  async function settledOne(owner: Owner, occurrenceId: string): Promise<SettledWithSchedule> {
    const parsed = parseOccurrenceId(occurrenceId);
    const schedule = parsed && (await findSchedule(db, owner.id, parsed.substanceId));
    if (!parsed || !schedule) throw new AppError('not_found', SCHEDULE_MESSAGES.occurrenceNotFound);
    const [found] = await readSettledOccurrences(
      db,
      owner.id,
      owner.timezone,
      [schedule],
      parsed.date,
      parsed.date,
      clock.now().getTime(),
      (o) => o.id === occurrenceId,
    );
    if (!found) throw new AppError('not_found', SCHEDULE_MESSAGES.occurrenceNotFound);
    return found;
  }

  function markOf(owner: Owner, settled: SettledWithSchedule) {
    return {
      userId: owner.id,
      occurrenceId: settled.occurrence.id,
      substanceId: settled.occurrence.substanceId,
      localDay: settled.occurrence.date,
      updatedAt: clock.now().toISOString(),
    };
  }

  return {
    /** The occurrences of the user's day (today unless `date` names another), in time order. */
    async day(owner: Owner, date?: string): Promise<{ date: string; occurrences: Occurrence[] }> {
      const now = clock.now();
      const day = date ?? calendarDayIn(now, owner.timezone);
      const schedules = await listSchedules(db, owner.id);
      const settled = await readSettledOccurrences(db, owner.id, owner.timezone, schedules, day, day, now.getTime());
      const occurrences = settled
        .map(toOccurrence)
        .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.substanceName.localeCompare(b.substanceName));
      return { date: day, occurrences };
    },

    async occurrence(owner: Owner, occurrenceId: string): Promise<Occurrence> {
      return toOccurrence(await settledOne(owner, occurrenceId));
    },

    /** Logs the occurrence's dose, once: taken already answers as it is; a closed or not yet open window is refused. */
    async take(owner: Owner, occurrenceId: string): Promise<Occurrence> {
      const settled = await settledOne(owner, occurrenceId);
      if (settled.state === 'taken') return toOccurrence(settled);
      const now = clock.now().getTime();
      if (now >= settled.occurrence.closesAt) throw new AppError('conflict', SCHEDULE_MESSAGES.occurrenceClosed);
      if (now < settled.occurrence.opensAt) throw new AppError('conflict', SCHEDULE_MESSAGES.occurrenceNotOpen);
      const view = toOccurrence(settled);
      const logged = await logDose(owner, { supplementId: settled.occurrence.substanceId, dosage: view.amount, idempotencyKey: takeKey(occurrenceId) });
      await upsertMark(db, { ...markOf(owner, settled), doseId: logged.dose.id, skippedAt: null, skipReason: null, snoozedUntil: null });
      return toOccurrence(await settledOne(owner, occurrenceId));
    },

    async snooze(owner: Owner, occurrenceId: string, minutes: number): Promise<Occurrence> {
      const settled = await settledOne(owner, occurrenceId);
      if (settled.state === 'taken') throw new AppError('conflict', SCHEDULE_MESSAGES.occurrenceTaken);
      const now = clock.now().getTime();
      if (now >= settled.occurrence.closesAt) throw new AppError('conflict', SCHEDULE_MESSAGES.occurrenceClosed);
      const until = new Date(Math.max(now, settled.occurrence.at) + minutes * 60_000).toISOString();
      await upsertMark(db, { ...markOf(owner, settled), snoozedUntil: until, skippedAt: null, skipReason: null });
      return toOccurrence(await settledOne(owner, occurrenceId));
    },

    async skip(owner: Owner, occurrenceId: string, reason: string | null): Promise<Occurrence> {
      const settled = await settledOne(owner, occurrenceId);
      if (settled.state === 'taken') throw new AppError('conflict', SCHEDULE_MESSAGES.occurrenceTaken);
      await upsertMark(db, { ...markOf(owner, settled), skippedAt: clock.now().toISOString(), skipReason: reason ? reason : null, snoozedUntil: null });
      return toOccurrence(await settledOne(owner, occurrenceId));
    },

    /**
     * Per scheduled substance over the last `days` local days (today included): the occurrences settled or closed,
     * taken on time, taken late, missed and skipped. Today's still-open occurrences are not counted yet.
     */
    async adherence(owner: Owner, days: number): Promise<AdherenceResponse> {
      const now = clock.now();
      const to = calendarDayIn(now, owner.timezone);
      const from = addDays(to, -(days - 1));
      const schedules = await listSchedules(db, owner.id);
      const settled = await readSettledOccurrences(db, owner.id, owner.timezone, schedules, from, to, now.getTime());
      const substances = countAdherence(schedules, settled);
      return { days, from, to, substances };
    },
  };
}
