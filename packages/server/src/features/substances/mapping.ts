/** Converts between the API's substance shape and database rows. */
import { HEALTH_CLAIMS, INGREDIENT_UNITS, SUBSTANCE_TYPES, type Ingredient, type Substance, type substanceInputSchema } from '@wellness/contract';
import type { z } from 'zod';
import type { NewIngredient, SubstanceColumns, SubstanceWithIngredients } from './repository.js';

export type ParsedSubstanceInput = z.output<typeof substanceInputSchema>;

/** Stored values were validated on the way in; anything else means the row was changed behind the app's back. */
function enumValue<T extends string>(values: readonly T[], value: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unexpected stored value "${value}"`);
  return value as T;
}

export function toColumns(input: ParsedSubstanceInput, substanceType: string): SubstanceColumns {
  return {
    substance_type: substanceType,
    name: input.name,
    brand: input.brand ?? null,
    category: input.category ?? null,
    dosage: input.dosage ?? null,
    unit: input.unit ?? null,
    product_form: input.productForm ?? null,
    notes: input.notes ?? null,
    expiration_date: input.expirationDate ?? null,
    remaining_supply: input.remainingSupply ?? null,
    prescribed_by: input.prescribedBy ?? null,
    pharmacy: input.pharmacy ?? null,
    refills_remaining: input.refillsRemaining ?? null,
    extract_ratio: input.extractRatio ?? null,
    standardization: input.standardization ?? null,
    potency: input.potency ?? null,
    crude_equivalent: input.crudeEquivalent ?? null,
    regulatory_number: input.regulatoryNumber ?? null,
    license_holder: input.licenseHolder ?? null,
    health_claim: input.healthClaim ?? null,
    allergen_info: input.allergenInfo ?? null,
  };
}

export function toIngredientRows(input: ParsedSubstanceInput): NewIngredient[] {
  return input.ingredients.map((i) => ({
    name: i.name,
    amount: i.amount,
    unit: i.unit,
    form: i.form ?? null,
    percentage: i.percentage ?? null,
    standardized: i.standardized ? 1 : 0,
  }));
}

export function toSubstance({ row, ingredients }: SubstanceWithIngredients): Substance {
  return {
    id: row.id,
    substanceType: enumValue(SUBSTANCE_TYPES, row.substance_type),
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
    healthClaim: row.health_claim === null ? null : enumValue(HEALTH_CLAIMS, row.health_claim),
    allergenInfo: row.allergen_info,
    ingredients: ingredients.map((i): Ingredient => ({
      name: i.name,
      amount: Number(i.amount),
      unit: enumValue(INGREDIENT_UNITS, i.unit),
      form: i.form,
      percentage: i.percentage === null ? null : Number(i.percentage),
      standardized: Number(i.standardized) === 1,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
