/**
 * Typed name → known substance(s) → ingredients → classes. Tries, in order: the whole normalised name, the name
 * without salt words, then every known name found inside the text, with the words beside them that may name
 * something else (`unplaced`: name-rest-words.ts). Returns null for a name it cannot place, which the UI reports as
 * "not in the interaction database" rather than "no interactions".
 */
import { classesOfSubstances, ingredientClosure, substanceById } from './knowledge-index.js';
import { findContained, lookupExact, type NameVia, type RestWord } from './name-index.js';
import { COMBINATION_SUFFIXES, neverAnIngredient, suffixIngredient } from './name-rest-words.js';
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
  // "Naproxen Sodium D": the whole name before the suffix, salt words and all, is one medicine.
  const words = key.split(' ');
  const suffixId = words.length > 1 ? COMBINATION_SUFFIXES.get(words[words.length - 1] ?? '') : undefined;
  if (suffixId !== undefined) {
    const base = words.slice(0, -1).join(' ');
    const medicine = lookupExact(base) ?? lookupExact(stripSaltWords(base, { trailingCation: true }));
    if (medicine && suffixIngredient(words[words.length - 1] ?? '', kindOf(medicine.substanceId)) !== undefined) {
      return resolved(typed, 'contained', [medicine.substanceId, suffixId]);
    }
  }

  const { found, rest } = findContained(scanned, isSupplement ? (id) => substanceById.get(id)?.kind !== 'rx' : undefined);
  if (found.length === 0) return null;
  // "Aleve-D", "Robitussin DM", "Tylenol PM": straight after an over-the-counter medicine, the suffix names the added
  // ingredient (name-rest-words.ts); anywhere else it is a word the check cannot place.
  const readSuffix = ({ word, after }: RestWord) => suffixIngredient(word, after && kindOf(after.substanceId));
  const added = rest.flatMap((restWord) => readSuffix(restWord) ?? []);
  const unplaced = rest.filter((restWord) => readSuffix(restWord) === undefined && !neverAnIngredient(restWord.word)).map(({ word }) => word);
  return resolved(typed, 'contained', [...found.map((entry) => entry.substanceId), ...added], unplaced);
}

function kindOf(substanceId: string): string | undefined {
  return substanceById.get(substanceId)?.kind;
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
