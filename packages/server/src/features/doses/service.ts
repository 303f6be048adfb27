/**
 * Dose logging rules: a dose takes one unit of supply when supply is tracked and gives it back when deleted; "today"
 * and history windows are the user's own calendar days.
 */
import {
  DOSE_KEY_REUSED_MESSAGE,
  DOSE_MESSAGES,
  MAX_DAY_DOSES,
  type DayDoses,
  type Dose,
  type LogDoseRequest,
  type LogDoseResponse,
  type DoseHistory,
  type doseStatsResponseSchema,
  type TodayDoses,
} from '@wellness/contract';
import type { z } from 'zod';
import { createGroupedWrites } from '../../db/grouped-writes.js';
import { oncePerKey } from '../../db/once-per-key.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import * as repo from './repository.js';
import type { Owner } from '../../lib/owner.js';

const FUTURE_TOLERANCE_MS = 60_000;

function toDose(row: repo.DoseRow): Dose {
  return {
    id: row.id,
    supplementId: row.substance_id,
    timestamp: row.taken_at,
    date: row.local_day,
    dosage: row.dosage === null ? null : Number(row.dosage),
    notes: row.notes,
  };
}

export type DoseService = ReturnType<typeof createDoseService>;

/** The answer to a logged dose (the contract's LogDoseResponse): the dose, again under `dose`, and the counters after it. */
function loggedDose(dose: Dose, remainingSupply: number | string | null, totalDoses: number | string): LogDoseResponse {
  return { ...dose, dose, remainingSupply: remainingSupply === null ? null : Number(remainingSupply), totalDoses: Number(totalDoses) };
}

export function createDoseService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  // SQLite: doses logged within one turn of the event loop share a commit (db/grouped-writes.ts).
  const grouped = createGroupedWrites(db);

  function takenAt(timestamp: string | undefined): Date {
    const now = clock.now();
    if (!timestamp) return now;
    const at = new Date(timestamp);
    if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
      throw new AppError('validation', 'Invalid input', { details: [{ path: 'timestamp', message: 'A dose cannot be logged in the future' }] });
    }
    return at;
  }

  /** The answer to a repeated key: the dose logged the first time, with its substance's counters as they are now. */
  async function replay(reader: DbOrTx, owner: Owner, dose: repo.DoseRow, substanceId: string) {
    if (dose.substance_id !== substanceId) throw new AppError('conflict', DOSE_KEY_REUSED_MESSAGE);
    const substance = await repo.findOwnedSubstance(reader, owner.id, dose.substance_id);
    if (!substance) throw new AppError('not_found', DOSE_MESSAGES.supplementNotFound);
    return loggedDose(toDose(dose), substance.remaining_supply, substance.total_doses);
  }

  return {
    /**
     * Logs a dose. With an idempotency key the same tap is logged once however often it is sent: a repeat answers
     * the dose logged first (and the substance's counters now); a repeat racing the first attempt loses on the
     * unique index, its transaction (and so its supply change) is rolled back, and it answers the winner's dose.
     */
    async log(owner: Owner, input: LogDoseRequest) {
      const at = takenAt(input.timestamp);
      const key = input.idempotencyKey;
      const substanceId = input.supplementId;
      const newRow = (): repo.NewDoseRow => ({
        id: newId(),
        user_id: owner.id,
        substance_id: substanceId,
        taken_at: at.toISOString(),
        local_day: calendarDayIn(at, owner.timezone),
        dosage: input.dosage ?? null,
        notes: input.notes ? input.notes : null,
        created_at: clock.now().toISOString(),
        idempotency_key: key ?? null,
      });
      const answer = (row: repo.DoseRow, counters: repo.Counters) => loggedDose(toDose(row), counters.remaining_supply, counters.total_doses);
      return oncePerKey(key ?? null, {
        find: (k) => repo.findDoseByKey(db, owner.id, k),
        answer: (dose) => replay(db, owner, dose, substanceId),
        create: async () => {
          if (kind === 'postgres') {
            // One statement, its own transaction (repo.countAndInsertDose): one round trip instead of four.
            const row = newRow();
            const counters = await repo.countAndInsertDose(db, row);
            if (!counters) throw new AppError('not_found', DOSE_MESSAGES.supplementNotFound);
            return answer({ ...row, supply_taken: counters.supplyTaken ? 1 : 0 }, counters);
          }
          return grouped.run({
            // The dose, written only when the substance is the user's: refused or not found, nothing was written.
            first: async (trx) => {
              const dose = await repo.insertOwnedDose(trx, newRow());
              if (!dose) throw new AppError('not_found', DOSE_MESSAGES.supplementNotFound);
              return dose;
            },
            // Its counters, on the substance the insert just proved is there.
            rest: async (trx, dose) => {
              const counters = await repo.countLoggedDose(trx, dose);
              if (!counters) throw new Error('The substance of a dose just logged was not found');
              return answer(dose, counters);
            },
          });
        },
      });
    },

    async update(
      owner: Owner,
      id: string,
      input: { dosage?: number | null | undefined; notes?: string | null | undefined; timestamp?: string | undefined },
    ): Promise<Dose> {
      const existing = await repo.findDose(db, owner.id, id);
      if (!existing) throw new AppError('not_found', DOSE_MESSAGES.notFound);
      const changes: Parameters<typeof repo.updateDose>[3] = {};
      if (input.dosage !== undefined) changes.dosage = input.dosage;
      if (input.notes !== undefined) changes.notes = input.notes ? input.notes : null;
      if (input.timestamp !== undefined) {
        const at = takenAt(input.timestamp);
        changes.taken_at = at.toISOString();
        changes.local_day = calendarDayIn(at, owner.timezone);
      }
      if (Object.keys(changes).length > 0) await repo.updateDose(db, owner.id, id, changes);
      const updated = await repo.findDose(db, owner.id, id);
      if (!updated) throw new AppError('not_found', DOSE_MESSAGES.notFound);
      return toDose(updated);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const deleted = await repo.deleteDose(trx, owner.id, id);
        if (!deleted) throw new AppError('not_found', DOSE_MESSAGES.notFound);
        await repo.changeTotalDoses(trx, deleted.substance_id, -1);
        if (Number(deleted.supply_taken) === 1) await repo.giveOneBackToSupply(trx, deleted.substance_id);
      });
    },

    /** One calendar day's doses (the History tab corrects past days), oldest first, with their substance's name, brand and unit. */
    async ofDay(owner: Owner, date: string): Promise<DayDoses> {
      const { rows, total } = await repo.listDosesOfDayWithSubstance(db, owner.id, date, MAX_DAY_DOSES);
      return {
        date,
        doses: rows.map((row) => ({ ...toDose(row), supplement: { name: row.substance_name, brand: row.substance_brand, unit: row.substance_unit } })),
        total,
      };
    },

    async today(owner: Owner): Promise<TodayDoses> {
      const doses: TodayDoses = {};
      for (const row of await repo.listNewestDosesOfDay(db, owner.id, calendarDayIn(clock.now(), owner.timezone))) {
        (doses[row.substance_id] ??= { doses: [] }).doses.push(toDose(row));
      }
      return doses;
    },

    /** Doses of one substance within the last `days` calendar days (today included), newest first, paged. */
    async history(owner: Owner, substanceId: string, query: { days: number; page: number; limit: number }): Promise<DoseHistory> {
      const substance = await repo.findOwnedSubstance(db, owner.id, substanceId);
      if (!substance) throw new AppError('not_found', DOSE_MESSAGES.supplementNotFound);
      const fromDay = addDays(calendarDayIn(clock.now(), owner.timezone), -(query.days - 1));
      const total = await repo.countDosesSince(db, owner.id, substanceId, fromDay);
      const rows = await repo.pageDosesSince(db, owner.id, substanceId, fromDay, { limit: query.limit, offset: (query.page - 1) * query.limit });
      return {
        doses: rows.map(toDose),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      };
    },

    async stats(owner: Owner): Promise<z.infer<typeof doseStatsResponseSchema>> {
      const today = calendarDayIn(clock.now(), owner.timezone);
      const bySubstance = await repo.doseCounts(db, owner.id, { today, from7: addDays(today, -6), from30: addDays(today, -29) });
      const sum = (key: 'today' | 'last7Days' | 'last30Days') => bySubstance.reduce((total, s) => total + s[key], 0);
      return { today: sum('today'), last7Days: sum('last7Days'), last30Days: sum('last30Days'), bySupplement: bySubstance };
    },
  };
}
