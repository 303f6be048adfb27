/**
 * The inventory rules: three API collections over one table (`/supplements` for supplements, herbals and homeopathics,
 * `/prescriptions`, `/otc-medications`), each user seeing only their own items, and expiry alerts counted in the user's
 * calendar days.
 */
import {
  canadianProductNumberError,
  EXPIRING_SOON_DAYS,
  GENERIC_MESSAGES,
  expiryKind,
  SUBSTANCE_LIMITS,
  SUBSTANCE_KEY_REUSED_MESSAGE,
  SUBSTANCE_MESSAGES,
  SUPPLEMENT_COLLECTION_TYPES,
  type ExpirationAlerts,
  type Substance,
  type SubstanceType,
} from '@wellness/contract';
import type { Transaction } from 'kysely';
import * as accounts from '../../accounts/repository.js';
import type { DatabaseKind } from '../../db/connection.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { Database, Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn, daysBetween } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import * as inventory from '../../reads/inventory/repository.js';
import type { SubstanceWithIngredients } from '../../reads/inventory/repository.js';
import { toSubstance } from '../../reads/inventory/to-substance.js';
import { readRunOuts } from '../../reads/schedules/run-outs.js';
import { toColumns, toIngredientRows, type ParsedSubstanceInput } from './mapping.js';
import { sameDose, type Dose } from '../../reads/dose-periods/dose-periods.js';
import * as repo from './repository.js';
import type { Owner } from '../../lib/owner.js';

export interface Collection {
  path: 'supplements' | 'prescriptions' | 'otc-medications';
  types: readonly SubstanceType[];
}

export const COLLECTIONS: readonly Collection[] = [
  { path: 'supplements', types: SUPPLEMENT_COLLECTION_TYPES },
  { path: 'prescriptions', types: ['PRESCRIPTION'] },
  { path: 'otc-medications', types: ['OTC_MEDICATION'] },
];

export type SubstanceService = ReturnType<typeof createSubstanceService>;

export function createSubstanceService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  const notFound = () => new AppError('not_found', SUBSTANCE_MESSAGES.notFound);

  function typeFor(collection: Collection, requested: SubstanceType | undefined): SubstanceType {
    const type = requested ?? collection.types[0];
    if (!type || !collection.types.includes(type)) throw new Error(`Type ${String(type)} is not in ${collection.path}`);
    return type;
  }

  /** The API's substances with their run-out forecasts (one read for the whole list). */
  async function withRunOuts(owner: Owner, items: SubstanceWithIngredients[]): Promise<Substance[]> {
    const runOuts = await readRunOuts(
      db,
      owner,
      clock.now(),
      items.map((i) => ({ id: i.row.id, remainingSupply: i.row.remaining_supply === null ? null : Number(i.row.remaining_supply) })),
    );
    return items.map((item) => toSubstance(item, runOuts.get(item.row.id) ?? null));
  }

  async function one(owner: Owner, item: SubstanceWithIngredients): Promise<Substance> {
    const [substance] = await withRunOuts(owner, [item]);
    if (!substance) throw new Error('A substance went missing while its forecast was read');
    return substance;
  }

  /**
   * A new history row for today when the dose now differs from the one in effect today (compared with the history,
   * not the row before the edit, so two edits racing still leave the history ending at the stored dose).
   */
  async function recordIfChanged(trx: Transaction<Database>, owner: Owner, substanceId: string, dose: Dose, instant: Date): Promise<void> {
    const today = calendarDayIn(instant, owner.timezone);
    const current = await repo.doseInEffect(trx, substanceId, today);
    if (current && sameDose(current, dose)) return;
    await repo.recordDoseChange(trx, { userId: owner.id, substanceId, localDay: today, ...dose, recordedAt: instant.toISOString() }, newId);
  }

  /** The market's own rule for the registration number: Canada's NPN/DIN is eight digits (issue 34). */
  async function checkRegistrationNumber(owner: Owner, input: ParsedSubstanceInput): Promise<void> {
    if (!input.regulatoryNumber) return;
    if ((await accounts.findProfile(db, owner.id))?.market !== 'CA') return;
    const problem = canadianProductNumberError(input.regulatoryNumber);
    if (problem !== null) throw new AppError('validation', GENERIC_MESSAGES.validationFailed, { details: [{ path: 'regulatoryNumber', message: problem }] });
  }

  /** Adds the substance with its first dose period; the count and the insert hold the user (a cap holds under a burst). */
  async function createOnce(
    owner: Owner,
    collection: Collection,
    input: ParsedSubstanceInput,
    type: SubstanceType | undefined,
    key: string | null,
  ): Promise<Substance> {
    await checkRegistrationNumber(owner, input);
    const instant = clock.now();
    const now = instant.toISOString();
    const id = newId();
    const columns = toColumns(input, typeFor(collection, type));
    await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
      if ((await repo.countSubstances(trx, owner.id)) >= SUBSTANCE_LIMITS.items) throw new AppError('conflict', SUBSTANCE_MESSAGES.tooMany);
      await repo.insertSubstance(
        trx,
        { id, user_id: owner.id, ...columns, idempotency_key: key, created_at: now, updated_at: now },
        toIngredientRows(input),
        newId,
      );
      // The history starts with the dose it was created with, so every substance has a first period.
      await repo.recordDoseChange(
        trx,
        { userId: owner.id, substanceId: id, localDay: calendarDayIn(instant, owner.timezone), dosage: columns.dosage, unit: columns.unit, recordedAt: now },
        newId,
      );
    });
    const created = await inventory.findSubstance(db, owner.id, id);
    if (!created) throw new Error('Substance vanished right after it was created');
    return one(owner, created);
  }

  return {
    /** Every substance of the user (all types), by id and name. */
    names(owner: Owner): Promise<Array<{ id: string; name: string }>> {
      return repo.listSubstanceNames(db, owner.id);
    },

    async list(owner: Owner, collection: Collection): Promise<Substance[]> {
      return withRunOuts(owner, await inventory.listSubstances(db, owner.id, collection.types));
    },

    async get(owner: Owner, collection: Collection, id: string): Promise<Substance> {
      const found = await inventory.findSubstance(db, owner.id, id);
      if (!found || !collection.types.includes(found.row.substance_type as SubstanceType)) throw notFound();
      return one(owner, found);
    },

    /**
     * Adds a substance. With an idempotency key the same save is kept once however often it is sent: a repeat answers
     * the substance kept first (409 if that one is of another collection), and so does a repeat racing the first.
     */
    async create(
      owner: Owner,
      collection: Collection,
      input: ParsedSubstanceInput & { idempotencyKey?: string | undefined },
      type?: SubstanceType,
    ): Promise<Substance> {
      return oncePerKey(input.idempotencyKey ?? null, {
        find: (key) => idForKey(db, 'substances', owner.id, key),
        answer: async (id) => {
          const found = await inventory.findSubstance(db, owner.id, id);
          if (!found) throw notFound();
          if (!collection.types.includes(found.row.substance_type as SubstanceType)) throw new AppError('conflict', SUBSTANCE_KEY_REUSED_MESSAGE);
          return one(owner, found);
        },
        create: () => createOnce(owner, collection, input, type, input.idempotencyKey ?? null),
      });
    },

    async update(owner: Owner, collection: Collection, id: string, input: ParsedSubstanceInput, type?: SubstanceType): Promise<Substance> {
      await checkRegistrationNumber(owner, input);
      const instant = clock.now();
      const now = instant.toISOString();
      const { substance_type: substanceType, ...columns } = toColumns(input, typeFor(collection, type));
      // Without a type the item keeps its own: a Herbal item edited without one stays Herbal.
      const changes = type === undefined ? { ...columns, updated_at: now } : { ...columns, substance_type: substanceType, updated_at: now };
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await repo.updateSubstance(trx, { userId: owner.id, id, types: collection.types }, changes, toIngredientRows(input), newId))) {
          return false;
        }
        await recordIfChanged(trx, owner, id, { dosage: columns.dosage, unit: columns.unit }, instant);
        return true;
      });
      if (!updated) throw notFound();
      const found = await inventory.findSubstance(db, owner.id, id);
      if (!found) throw notFound();
      return one(owner, found);
    },

    async remove(owner: Owner, collection: Collection, id: string): Promise<void> {
      if (!(await repo.deleteSubstance(db, { userId: owner.id, id, types: collection.types }))) throw notFound();
    },

    /** Expired and expiring soon by the contract's expiry rule, in the user's own calendar days. */
    async expirationAlerts(owner: Owner): Promise<ExpirationAlerts> {
      const today = calendarDayIn(clock.now(), owner.timezone);
      const rows = await repo.listSubstancesWithExpiry(db, owner.id, addDays(today, EXPIRING_SOON_DAYS));
      const alerts: ExpirationAlerts = { expired: [], expiringSoon: [] };
      for (const row of rows) {
        if (row.expiration_date === null) continue;
        const days = daysBetween(today, row.expiration_date);
        const base = {
          id: row.id,
          name: row.name,
          brand: row.brand,
          substanceType: toSubstance({ row, ingredients: [] }).substanceType,
          expirationDate: row.expiration_date,
          daysUntilExpiration: days,
        };
        const kind = expiryKind(days);
        if (kind === 'expired') alerts.expired.push({ ...base, status: 'expired' });
        else if (kind === 'soon') alerts.expiringSoon.push({ ...base, status: 'expiring' });
      }
      return alerts;
    },
  };
}
