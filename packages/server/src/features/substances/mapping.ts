/** Converts the API's substance input into database columns and ingredient rows (reading back: reads/inventory). */
import type { substanceInputSchema } from '@wellness/contract';
import type { z } from 'zod';
import type { NewIngredient, SubstanceColumns } from './repository.js';

export type ParsedSubstanceInput = z.output<typeof substanceInputSchema>;

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
