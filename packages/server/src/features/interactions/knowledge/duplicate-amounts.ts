/**
 * How much of one ingredient an item holds per dose, and how much of it the doses logged today come to, from what
 * the inventory stores: the item's dosage and unit, its listed ingredients with their amounts, and the doses logged
 * on the user's calendar day. The inventory keeps no "doses a day", so a day's total is what was logged, never a
 * guess. Weights are compared in mg; other units only with the same unit.
 */
import type { ItemProfile } from './item-profile.js';
import { substanceById } from './knowledge-index.js';
import type { WrittenAmount } from './match-types.js';
import { resolveSubstance } from './resolve-substance.js';

export interface Quantity {
  readonly amount: number;
  /** "mg" for any weight; otherwise the unit as the user's list names it ("IU", "ml", "units"). */
  readonly unit: string;
}

const MG_PER: Readonly<Record<string, number>> = {
  mg: 1,
  milligram: 1,
  milligrams: 1,
  g: 1000,
  gram: 1000,
  grams: 1000,
  mcg: 0.001,
  µg: 0.001,
  ug: 0.001,
  microgram: 0.001,
  micrograms: 0.001,
};
const OTHER_UNITS: Readonly<Record<string, string>> = { iu: 'IU', ml: 'ml', unit: 'units', units: 'units' };

/** An amount in a comparable unit, or null when it is not an amount of the ingredient (0, "tablet", "%"). */
export function toQuantity(written: WrittenAmount | null | undefined): Quantity | null {
  if (!written || !Number.isFinite(written.amount) || written.amount <= 0) return null;
  const unit = written.unit.trim().toLowerCase();
  const factor = MG_PER[unit];
  if (factor !== undefined) return { amount: round(written.amount * factor), unit: 'mg' };
  const other = OTHER_UNITS[unit];
  return other ? { amount: round(written.amount), unit: other } : null;
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A substance that is its own only ingredient: what amounts are about (NyQuil is not, its acetaminophen is). */
export function isLeaf(substanceId: string): boolean {
  const ingredients = substanceById.get(substanceId)?.ingredients ?? [];
  return ingredients.length > 0 && ingredients.every((id) => id === substanceId);
}

export function leavesOf(profile: ItemProfile): Set<string> {
  return new Set([...profile.ingredients].filter(isLeaf));
}

export interface IngredientAmounts {
  readonly perDose: Quantity | null;
  /** Doses logged today; null when today's doses were not looked at. */
  readonly dosesToday: number | null;
  /** The ingredient in today's logged doses; 0 when none was logged; null when a logged amount is unknown. */
  readonly today: Quantity | { readonly amount: 0; readonly unit: null } | null;
}

/**
 * The ingredient per dose: a listed ingredient that is exactly this substance, with an amount; otherwise the item's
 * own dosage when the item holds this ingredient and nothing else (Tylenol 500 mg, not NyQuil 30 ml).
 */
export function amountsOf(profile: ItemProfile, substanceId: string): IngredientAmounts {
  const { amounts, substanceType } = profile.item;
  const options = substanceType ? { substanceType } : {};
  const listed = (amounts?.ingredients ?? []).find((row) => {
    const leaves = (resolveSubstance(row.name, options)?.ingredients ?? []).filter(isLeaf);
    return leaves.length === 1 && leaves[0] === substanceId && toQuantity(row) !== null;
  });
  const onlyThis = [...leavesOf(profile)].every((id) => id === substanceId);
  const fromDose = !listed && onlyThis ? toQuantity(amounts?.dose) : null;
  const perDose = listed ? toQuantity(listed) : fromDose;

  const logged = amounts?.dosesToday;
  if (logged === undefined) return { perDose, dosesToday: null, today: null };
  if (logged.length === 0) return { perDose, dosesToday: 0, today: { amount: 0, unit: null } };
  if (!perDose) return { perDose, dosesToday: logged.length, today: null };
  // A dose logged with its own dosage is in the item's unit: scale the ingredient by it against the usual dose.
  const usual = toQuantity(amounts?.dose);
  let total = 0;
  for (const dosage of logged) {
    if (dosage === null) {
      total += perDose.amount;
      continue;
    }
    const written = amounts?.dose ? toQuantity({ amount: dosage, unit: amounts.dose.unit }) : null;
    if (!written || !usual || written.unit !== usual.unit) return { perDose, dosesToday: logged.length, today: null };
    total += fromDose ? written.amount : (perDose.amount * written.amount) / usual.amount;
  }
  return { perDose, dosesToday: logged.length, today: { amount: round(total), unit: perDose.unit } };
}
