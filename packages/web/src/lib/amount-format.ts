/**
 * Amounts as the app shows them, in the user's measurement units (regional settings). The amount the
 * user typed, in its label unit, always comes first and exact: labels, pharmacists and the FDA's advice on liquids
 * dose in mg and ml, so nothing is ever replaced. With imperial chosen, an amount in g or ml is followed by its
 * approximate avoirdupois ounces or US fluid ounces; every other unit (mg, mcg, IU, capsules…) has no everyday
 * imperial form and is shown as typed. The app shell sets the preference from the profile before its tabs render
 * (setMeasurementUnitsPreference), as it does the date format.
 */
import type { MeasurementUnits } from '@wellness/contract';

let preference: MeasurementUnits = 'metric';

export function setMeasurementUnitsPreference(units: MeasurementUnits): void {
  preference = units;
}

export function measurementUnitsPreference(): MeasurementUnits {
  return preference;
}

/** Grams in one avoirdupois ounce and millilitres in one US customary fluid ounce. */
export const GRAMS_PER_OUNCE = 28.349523125;
export const MILLILITRES_PER_FLUID_OUNCE = 29.5735295625;

const IMPERIAL_OF: ReadonlyMap<string, { per: number; unit: string }> = new Map(
  Object.entries({
    g: { per: GRAMS_PER_OUNCE, unit: 'oz' },
    gram: { per: GRAMS_PER_OUNCE, unit: 'oz' },
    grams: { per: GRAMS_PER_OUNCE, unit: 'oz' },
    ml: { per: MILLILITRES_PER_FLUID_OUNCE, unit: 'fl oz' },
    milliliter: { per: MILLILITRES_PER_FLUID_OUNCE, unit: 'fl oz' },
    milliliters: { per: MILLILITRES_PER_FLUID_OUNCE, unit: 'fl oz' },
    millilitre: { per: MILLILITRES_PER_FLUID_OUNCE, unit: 'fl oz' },
    millilitres: { per: MILLILITRES_PER_FLUID_OUNCE, unit: 'fl oz' },
  }),
);

/** Three significant figures without trailing zeros: 1.01, 0.0882, 35.3, 33800. */
export function threeSignificant(value: number): string {
  return String(Number(value.toPrecision(3)));
}

/** "1.01 fl oz" for 30 ml, "0.0882 oz" for 2.5 g; null for a unit without an everyday imperial form, or for 0. */
export function imperialEquivalent(amount: number, unit: string): string | null {
  // A Map, not an object: a unit such as "constructor" or "__proto__" must find nothing.
  const imperial = IMPERIAL_OF.get(unit.trim().toLowerCase());
  if (imperial === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  return `${threeSignificant(amount / imperial.per)} ${imperial.unit}`;
}

/**
 * "30 ml", or "30 ml (≈ 1.01 fl oz)" with imperial units; the unit alone when no amount is set, the amount alone
 * when it has no unit, null when neither is.
 */
export function formatAmount(amount: number | null, unit: string | null, units: MeasurementUnits = preference): string | null {
  const label = unit !== null && unit.trim() !== '' ? unit.trim() : null;
  if (amount === null) return label;
  if (label === null) return String(amount);
  const exact = `${amount} ${label}`;
  const equivalent = units === 'imperial' ? imperialEquivalent(amount, label) : null;
  return equivalent === null ? exact : `${exact} (≈ ${equivalent})`;
}

/** "30 ml ≈ 1.01 fl oz" beside a field typed in the label unit, with imperial units; null where nothing converts. */
export function equivalenceHint(amount: number | null, unit: string | null, units: MeasurementUnits = preference): string | null {
  if (units !== 'imperial' || amount === null || unit === null) return null;
  const equivalent = imperialEquivalent(amount, unit);
  return equivalent === null ? null : `${amount} ${unit.trim()} ≈ ${equivalent}`;
}
