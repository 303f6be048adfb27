/**
 * Typed name → known substance(s) → ingredients → classes. Tries, in order: the whole normalised name, the name
 * without salt words, then every known name found inside the text, with the words beside them that may name
 * something else (`unplaced`: name-rest-words.ts). Returns null for a name it cannot place, which the UI reports as
 * "not in the interaction database" rather than "no interactions".
 */
import { classesOfSubstances, ingredientClosure, substanceById } from './knowledge-index.js';
import { findContained, lookupExact, type NameVia } from './name-index.js';
import { COMBINATION_SUFFIXES, neverAnIngredient } from './name-rest-words.js';
import { normalizeName, stripSaltWords } from './normalize-name.js';
import type { Substance } from './types.js';

/** The item types of the substance inventory (contract SUBSTANCE_TYPES), repeated so this module stands alone. */
export type ItemSubstanceType = 'PRESCRIPTION' | 'OTC_MEDICATION' | 'SUPPLEMENT' | 'HERBAL' | 'HOMEOPATHIC';

export interface ResolveOptions {
  /**
   * A medicine's trailing "calcium", "magnesium", "potassium" or "sodium" is a salt ("rosuvastatin calcium"), while a
   * supplement's is the product ("Nature Made Magnesium"); without a type the supplement reading wins. For supplement,
   * herbal and homeopathic items, prescription drugs are only recognised by their exact name.
   */
  readonly substanceType?: ItemSubstanceType;
}

export type ResolvedVia = NameVia | 'contained';

export interface ResolvedSubstance {
  readonly input: string;
  readonly via: ResolvedVia;
  /** One substance for an exact match; one or more when known names were found inside a longer text. */
  readonly substances: readonly Substance[];
  /** Substance ids of the substances and everything they contain. */
  readonly ingredients: readonly string[];
  /** Every class, including those inherited through ingredients and parent classes. */
  readonly classes: readonly string[];
  /**
   * Words of a longer text beside the known names found in it that may name another ingredient ("zorblax" in "Ginkgo
   * Zorblax", "sinus" in "Tylenol Sinus Severe"): the name is then not fully checked. Empty for an exact match.
   */
  readonly unplaced: readonly string[];
}

export function resolveSubstance(typed: string, options: ResolveOptions = {}): ResolvedSubstance | null {
  const key = normalizeName(typed);
  if (key === '') return null;
  const exact = lookupExact(key) ?? lookupExact(stripSaltWords(key, { trailingCation: true }));
  if (exact) return resolved(typed, exact.via, [exact.substanceId]);

  const isMedicine = options.substanceType === 'PRESCRIPTION' || options.substanceType === 'OTC_MEDICATION';
  const isSupplement = options.substanceType !== undefined && !isMedicine;
  const scanned = isMedicine ? stripSaltWords(key, { trailingCation: true }) : key;
  // A prescription drug's name inside a supplement's name is marketing ("Insulin Support"), not an ingredient.
  const { found, rest } = findContained(scanned, isSupplement ? (id) => substanceById.get(id)?.kind !== 'rx' : undefined);
  if (found.length === 0) return null;
  // "Aleve-D", "Robitussin DM", "Tylenol PM": the suffix names the added ingredient (name-rest-words.ts).
  const added = rest.flatMap((word) => {
    const id = COMBINATION_SUFFIXES.get(word);
    return id !== undefined && substanceById.has(id) ? [id] : [];
  });
  const unplaced = rest.filter((word) => !COMBINATION_SUFFIXES.has(word) && !neverAnIngredient(word));
  return resolved(typed, 'contained', [...found.map((entry) => entry.substanceId), ...added], unplaced);
}

function resolved(input: string, via: ResolvedVia, ids: readonly string[], unplaced: readonly string[] = []): ResolvedSubstance {
  const unique = [...new Set(ids)];
  return {
    input,
    via,
    substances: unique.map((id) => substanceById.get(id)).filter((s): s is Substance => s !== undefined),
    ingredients: [...ingredientClosure(unique)],
    classes: [...classesOfSubstances(unique)],
    unplaced: [...new Set(unplaced)],
  };
}
