/** The API's substance shape from a stored row and its ingredients. */
import { HEALTH_CLAIMS, INGREDIENT_UNITS, SUBSTANCE_TYPES, type Ingredient, type RunOut, type Substance } from '@wellness/contract';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import type { SubstanceWithIngredients } from './repository.js';

/** `runOut` is the forecast of reads/schedules/run-outs.ts where the caller read it (null: none, or not read). */
export function toSubstance({ row, ingredients }: SubstanceWithIngredients, runOut: RunOut | null = null): Substance {
  return {
    id: row.id,
    substanceType: storedEnum(SUBSTANCE_TYPES, row.substance_type, 'substance type'),
    name: row.name,
    brand: row.brand,
    category: row.category,
    dosage: row.dosage === null ? null : Number(row.dosage),
    unit: row.unit,
    productForm: row.product_form,
    notes: row.notes,
    expirationDate: row.expiration_date,
    remainingSupply: row.remaining_supply === null ? null : Number(row.remaining_supply),
    totalDoses: Number(row.total_doses),
    prescribedBy: row.prescribed_by,
    pharmacy: row.pharmacy,
    refillsRemaining: row.refills_remaining === null ? null : Number(row.refills_remaining),
    extractRatio: row.extract_ratio,
    standardization: row.standardization,
    potency: row.potency,
    crudeEquivalent: row.crude_equivalent === null ? null : Number(row.crude_equivalent),
    regulatoryNumber: row.regulatory_number,
    licenseHolder: row.license_holder,
    healthClaim: storedEnumOrNull(HEALTH_CLAIMS, row.health_claim, 'health claim'),
    allergenInfo: row.allergen_info,
    ingredients: ingredients.map((i): Ingredient => ({
      name: i.name,
      amount: Number(i.amount),
      unit: storedEnum(INGREDIENT_UNITS, i.unit, 'ingredient unit'),
      form: i.form,
      percentage: i.percentage === null ? null : Number(i.percentage),
      standardized: Number(i.standardized) === 1,
    })),
    runOut,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What a report for a clinician lists of an item (the healthcare report and the clinician report alike). */
export function reportItemOf(s: Substance) {
  return {
    id: s.id,
    name: s.name,
    brand: s.brand,
    substanceType: s.substanceType,
    dosage: s.dosage,
    unit: s.unit,
    productForm: s.productForm,
    prescribedBy: s.prescribedBy,
    pharmacy: s.pharmacy,
    notes: s.notes,
  };
}
