/**
 * Factor rules: a user's own factors (capped, names unique per user regardless of case), and one value per factor and
 * calendar day, checked against the factor's kind (factorValueRule in the contract), never for a day after today in
 * the user's zone, and capped per account. Another user's factor answers exactly like one that does not exist (404).
 */
import {
  FACTOR_LIMITS,
  FACTOR_MESSAGES,
  factorValueRule,
  localDateSchema,
  nameKey,
  type Factor,
  type FactorFields,
  type FactorValue,
  type FactorValuesResponse,
} from '@wellness/contract';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import * as accounts from '../../accounts/repository.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn, daysBetween } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { newId } from '../../lib/secure-token.js';
import { readFactorValueRows } from '../../reads/factor-values/repository.js';
import * as repo from './repository.js';
import { toFactor, toFactorValue } from './to-factor.js';

export type FactorService = ReturnType<typeof createFactorService>;

const duplicate = () => new AppError('conflict', FACTOR_MESSAGES.duplicateName, { details: [{ path: 'name', message: FACTOR_MESSAGES.duplicateName }] });
const invalid = (path: string, message: string) => new AppError('validation', message, { details: [{ path, message }] });

/** A path's date, checked after its factor is found (factorValueParamsSchema). */
function checkDate(day: string): void {
  const parsed = localDateSchema.safeParse(day);
  if (!parsed.success) throw invalid('date', parsed.error.issues[0]?.message ?? 'Use a date like 2026-11-28');
}

function columns(input: FactorFields) {
  return {
    name: input.name,
    name_key: nameKey(input.name),
    kind: input.kind,
    unit: input.unit,
    icon: input.icon,
    better_direction: input.betterDirection,
    describes_night_before: input.describesNightBefore ? 1 : 0,
  };
}

export function createFactorService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  const notFound = () => new AppError('not_found', FACTOR_MESSAGES.notFound);

  async function owned(owner: Owner, id: string): Promise<Factor> {
    const row = await repo.findFactor(db, owner.id, id);
    if (!row) throw notFound();
    return toFactor(row);
  }

  return {
    async list(owner: Owner): Promise<Factor[]> {
      return (await repo.listFactors(db, owner.id)).map(toFactor);
    },

    /** Adds a factor; with an idempotency key a save sent again is answered with the factor kept first. */
    async create(owner: Owner, input: FactorFields & { idempotencyKey?: string | undefined }): Promise<Factor> {
      const key = input.idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => idForKey(db, 'factors', owner.id, k),
        answer: (id) => owned(owner, id),
        create: async () => {
          const now = clock.now().toISOString();
          const row: repo.FactorRow = { id: newId(), user_id: owner.id, ...columns(input), created_at: now, updated_at: now, idempotency_key: key };
          await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
            if ((await repo.countFactors(trx, owner.id)) >= FACTOR_LIMITS.perUser) throw new AppError('conflict', FACTOR_MESSAGES.tooMany);
            if (!(await repo.insertFactor(trx, row))) throw duplicate();
          });
          return toFactor(row);
        },
      });
    },

    /** Replaces the whole factor (PUT). Its kind stays once values are logged: they were checked against it. */
    async replace(owner: Owner, id: string, input: FactorFields): Promise<Factor> {
      const current = await owned(owner, id);
      if (current.kind !== input.kind && (await repo.hasValues(db, id))) {
        throw new AppError('conflict', FACTOR_MESSAGES.kindLocked, { details: [{ path: 'kind', message: FACTOR_MESSAGES.kindLocked }] });
      }
      const changes = { ...columns(input), updated_at: clock.now().toISOString() };
      try {
        if (!(await repo.updateFactor(db, owner.id, id, changes))) throw notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return owned(owner, id);
    },

    /** Deletes the factor with every value logged for it (the web asks first). */
    async remove(owner: Owner, id: string): Promise<void> {
      const deleted = await db.transaction().execute((trx) => repo.deleteFactor(trx, owner.id, id));
      if (!deleted) throw notFound();
    },

    async setValue(owner: Owner, id: string, day: string, value: boolean | number): Promise<FactorValue> {
      const factor = await owned(owner, id);
      checkDate(day);
      const today = calendarDayIn(clock.now(), owner.timezone);
      if (day > today) throw invalid('date', FACTOR_MESSAGES.futureDate);
      const rule = factorValueRule(factor.kind, value);
      if (!rule.ok) throw invalid('value', rule.message);
      const row = { factor_id: id, user_id: owner.id, local_day: day, value: rule.stored, updated_at: clock.now().toISOString() };
      await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
        if (!(await repo.findValue(trx, id, day)) && (await repo.countValues(trx, owner.id)) >= FACTOR_LIMITS.valuesPerUser) {
          throw new AppError('conflict', FACTOR_MESSAGES.tooManyValues);
        }
        await repo.upsertValue(trx, row);
      });
      return toFactorValue(factor, row);
    },

    /** Clears the day's value; clearing one that is not there is done already (a retried request succeeds). */
    async clearValue(owner: Owner, id: string, day: string): Promise<void> {
      await owned(owner, id);
      checkDate(day);
      await repo.deleteValue(db, owner.id, id, day);
    },

    /** Every factor's values over a range of days: by default the 30 days ending today (or ending `to`). */
    async values(owner: Owner, range: { from?: string | undefined; to?: string | undefined }): Promise<FactorValuesResponse> {
      const to = range.to ?? calendarDayIn(clock.now(), owner.timezone);
      const from = range.from ?? addDays(to, -(FACTOR_LIMITS.valuesDefaultDays - 1));
      if (from > to) throw invalid('from', FACTOR_MESSAGES.rangeOrder);
      if (daysBetween(from, to) + 1 > FACTOR_LIMITS.valuesRangeDays) throw invalid('from', FACTOR_MESSAGES.rangeTooLong);
      const kinds = new Map((await repo.listFactors(db, owner.id)).map((row) => [row.id, toFactor(row)]));
      const rows = await readFactorValueRows(db, owner.id, { from, to });
      return {
        from,
        to,
        values: rows.flatMap((row) => {
          const factor = kinds.get(row.factor_id);
          return factor ? [toFactorValue(factor, row)] : [];
        }),
      };
    },
  };
}
