/**
 * The substances' part of the backup: each substance with its ingredients. An ingredient keeps its id unless another
 * substance already holds it (a file from another account), when it gets one derived from the user and that id.
 */
import { HEALTH_CLAIMS, INGREDIENT_UNITS, SUBSTANCE_LIMITS, SUBSTANCE_TYPES, type BackupSubstance } from '@wellness/contract';
import type { Insertable, Selectable } from 'kysely';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { groupBy } from '../../lib/group-by.js';
import { derivedId } from '../../backup/derived-id.js';
import { bit, storedBool } from '../../backup/stored-values.js';
import type { SubstanceIngredientsTable, SubstancesTable } from '../../db/schema.js';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import * as repo from './repository.js';

type BackupIngredient = BackupSubstance['ingredients'][number];

export function substanceRecord(row: Selectable<SubstancesTable>, ingredients: readonly Selectable<SubstanceIngredientsTable>[]): BackupSubstance {
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

export const substanceBackup: KeyedSection<'substances'> = {
  kind: 'substances',
  tables: ['substances', 'substance_ingredients'],
  exportedWith: 'supplements',
  identity: {
    table: 'substances',
    linkNoun: 'a substance',
    cap: { limit: SUBSTANCE_LIMITS.items, noun: 'substances', count: repo.countSubstances },
  },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => repo.substancePage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      const ingredients = groupBy(
        await repo.ingredientsOf(
          db,
          page.map((s) => s.id),
        ),
        (i) => i.substance_id,
      );
      yield page.map((s) => substanceRecord(s, ingredients.get(s.id) ?? []));
    }
  },

  async write({ trx, owner }, records) {
    const added = await insertRows(
      trx,
      'substances',
      records.map(({ record, id }) => substanceRow(owner.id, record, id)),
    );
    const taken = await repo.existingIngredientIds(
      trx,
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
    return added;
  },
};
