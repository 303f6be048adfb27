/**
 * The substances' part of the backup: each substance with its ingredients and its dose history. A child row (an
 * ingredient, a dose change) keeps its id unless another substance already holds it (a file from another account),
 * when it gets one derived from the user and that id. A restored substance without a history in the file (a file
 * from before it, another tracker's import) starts one on the day it was created, in the user's zone, with its dose.
 */
import { HEALTH_CLAIMS, INGREDIENT_UNITS, SUBSTANCE_LIMITS, SUBSTANCE_TYPES, type BackupSubstance } from '@wellness/contract';
import type { Insertable, Selectable } from 'kysely';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { groupBy } from '../../lib/group-by.js';
import { derivedId } from '../../backup/derived-id.js';
import { bit, storedBool } from '../../backup/stored-values.js';
import type { SubstanceDoseChangesTable, SubstanceIngredientsTable, SubstancesTable } from '../../db/schema.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Owner } from '../../lib/owner.js';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import * as repo from './repository.js';

type BackupIngredient = BackupSubstance['ingredients'][number];
type BackupDoseChange = NonNullable<BackupSubstance['doseHistory']>[number];

export function substanceRecord(
  row: Selectable<SubstancesTable>,
  ingredients: readonly Selectable<SubstanceIngredientsTable>[],
  doseHistory: readonly Selectable<SubstanceDoseChangesTable>[],
): BackupSubstance {
  return {
    id: row.id,
    substanceType: storedEnum(SUBSTANCE_TYPES, row.substance_type, 'substance_type'),
    name: row.name,
    brand: row.brand,
    category: row.category,
    dosage: row.dosage,
    unit: row.unit,
    productForm: row.product_form,
    notes: row.notes,
    expirationDate: row.expiration_date,
    remainingSupply: row.remaining_supply,
    totalDoses: Number(row.total_doses),
    prescribedBy: row.prescribed_by,
    pharmacy: row.pharmacy,
    refillsRemaining: row.refills_remaining,
    extractRatio: row.extract_ratio,
    standardization: row.standardization,
    potency: row.potency,
    crudeEquivalent: row.crude_equivalent,
    regulatoryNumber: row.regulatory_number,
    licenseHolder: row.license_holder,
    healthClaim: storedEnumOrNull(HEALTH_CLAIMS, row.health_claim, 'health_claim'),
    allergenInfo: row.allergen_info,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ingredients: ingredients.map((i): BackupIngredient => ({
      id: i.id,
      position: i.position,
      name: i.name,
      amount: i.amount,
      unit: storedEnum(INGREDIENT_UNITS, i.unit, 'substance_ingredients.unit'),
      form: i.form,
      percentage: i.percentage,
      standardized: storedBool(i.standardized),
    })),
    doseHistory: doseHistory.map((c): BackupDoseChange => ({
      id: c.id,
      date: c.local_day,
      dosage: c.dosage === null ? null : Number(c.dosage),
      unit: c.unit,
      recordedAt: c.recorded_at,
    })),
  };
}

export function substanceRow(userId: string, r: BackupSubstance, id: string): Insertable<SubstancesTable> {
  return {
    id,
    user_id: userId,
    substance_type: r.substanceType,
    name: r.name,
    brand: r.brand,
    category: r.category,
    dosage: r.dosage,
    unit: r.unit,
    product_form: r.productForm,
    notes: r.notes,
    expiration_date: r.expirationDate,
    remaining_supply: r.remainingSupply,
    total_doses: r.totalDoses,
    prescribed_by: r.prescribedBy,
    pharmacy: r.pharmacy,
    refills_remaining: r.refillsRemaining,
    extract_ratio: r.extractRatio,
    standardization: r.standardization,
    potency: r.potency,
    crude_equivalent: r.crudeEquivalent,
    regulatory_number: r.regulatoryNumber,
    license_holder: r.licenseHolder,
    health_claim: r.healthClaim,
    allergen_info: r.allergenInfo,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export function ingredientRow(substanceId: string, r: BackupIngredient, id: string): Insertable<SubstanceIngredientsTable> {
  return {
    id,
    substance_id: substanceId,
    position: r.position,
    name: r.name,
    amount: r.amount,
    unit: r.unit,
    form: r.form,
    percentage: r.percentage,
    standardized: bit(r.standardized),
  };
}

/** The history rows of a restored substance: the file's, or one from its creation day when the file has none. */
export function doseChangeRows(
  owner: Owner,
  substanceId: string,
  r: BackupSubstance,
  idOf: (fileId: string) => string,
): Insertable<SubstanceDoseChangesTable>[] {
  const history: readonly BackupDoseChange[] = r.doseHistory?.length
    ? r.doseHistory
    : [
        {
          id: derivedId(owner.id, 'doseHistoryStart', substanceId),
          date: calendarDayIn(new Date(r.createdAt), owner.timezone),
          dosage: r.dosage,
          unit: r.unit,
          recordedAt: r.createdAt,
        },
      ];
  return history.map((c) => ({
    id: idOf(c.id),
    user_id: owner.id,
    substance_id: substanceId,
    local_day: c.date,
    dosage: c.dosage,
    unit: c.unit,
    recorded_at: c.recordedAt,
  }));
}

export const substanceBackup: KeyedSection<'substances'> = {
  kind: 'substances',
  tables: ['substances', 'substance_ingredients', 'substance_dose_changes'],
  exportedWith: 'supplements',
  identity: {
    table: 'substances',
    linkNoun: 'a substance',
    cap: { limit: SUBSTANCE_LIMITS.items, noun: 'substances', count: repo.countSubstances },
  },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => repo.substancePage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      const ids = page.map((s) => s.id);
      const ingredients = groupBy(await repo.ingredientsOf(db, ids), (i) => i.substance_id);
      // The whole history whatever the export's range: it is part of what the substance is, and short.
      const doseHistory = groupBy(await repo.doseChangesOf(db, ids), (c) => c.substance_id);
      yield page.map((s) => substanceRecord(s, ingredients.get(s.id) ?? [], doseHistory.get(s.id) ?? []));
    }
  },

  async write({ trx, owner }, records) {
    const added = await insertRows(
      trx,
      'substances',
      records.map(({ record, id }) => substanceRow(owner.id, record, id)),
    );
    const taken = await repo.existingChildIds(
      trx,
      'substance_ingredients',
      records.flatMap(({ record }) => record.ingredients.map((i) => i.id)),
      EXPORT_PAGE_SIZE,
    );
    await insertRows(
      trx,
      'substance_ingredients',
      records.flatMap(({ record, id }) =>
        record.ingredients.map((i) => ingredientRow(id, i, taken.has(i.id) ? derivedId(owner.id, 'ingredients', i.id) : i.id)),
      ),
    );
    const takenChanges = await repo.existingChildIds(
      trx,
      'substance_dose_changes',
      records.flatMap(({ record }) => (record.doseHistory ?? []).map((c) => c.id)),
      EXPORT_PAGE_SIZE,
    );
    await insertRows(
      trx,
      'substance_dose_changes',
      records.flatMap(({ record, id }) =>
        doseChangeRows(owner, id, record, (fileId) => (takenChanges.has(fileId) ? derivedId(owner.id, 'doseHistory', fileId) : fileId)),
      ),
    );
    return added;
  },
};
