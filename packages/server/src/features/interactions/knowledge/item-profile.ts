/**
 * What the knowledge base knows about one user item: the union of what its name and each of its ingredient names
 * resolve to, whether anything resolved at all, and which of those names resolved to nothing (so the report can
 * say exactly what was not checked).
 */
import { propertiesOfIngredients } from './ingredient-properties.js';
import { classesOfSubstances, ingredientClosure } from './knowledge-index.js';
import type { ItemRef, UserItem } from './match-types.js';
import { NOT_CHECKED_IDS } from './not-checked-supplements.js';
import type { PropertyId } from './properties.js';
import { resolveSubstance } from './resolve-substance.js';
import type { RuleSide } from './types.js';

export interface ItemProfile {
  readonly ref: ItemRef;
  /** The item as given, for what the profile does not keep (its amounts). */
  readonly item: UserItem;
  /** Something resolved: the name, an ingredient, or both. */
  readonly recognised: boolean;
  /** The item's own name resolved; when it did not, only its listed ingredients were checked. */
  readonly nameRecognised: boolean;
  /** Ingredient names that resolved to nothing, as written, each once. */
  readonly unrecognisedIngredients: readonly string[];
  readonly ingredients: ReadonlySet<string>;
  readonly classes: ReadonlySet<string>;
  /** Each mechanism property of the item, with the ingredient ids that carry it. */
  readonly properties: ReadonlyMap<PropertyId, readonly string[]>;
}

export function profileItem(item: UserItem): ItemProfile {
  const options = item.substanceType ? { substanceType: item.substanceType } : {};
  const ingredients = new Set<string>();
  const classes = new Set<string>();
  // A name that places a supplement no source lets us check counts as unmatched, so the report says "not checked";
  // so does one with words beside its known names that may name something else ("Ginkgo Zorblax", "Tylenol Sinus").
  const resolves = (name: string): boolean => {
    const found = resolveSubstance(name, options);
    if (!found) return false;
    const checkable = found.substances.map((s) => s.id).filter((id) => !NOT_CHECKED_IDS.has(id));
    for (const id of ingredientClosure(checkable)) ingredients.add(id);
    for (const id of classesOfSubstances(checkable)) classes.add(id);
    return checkable.length === found.substances.length && found.unplaced.length === 0;
  };
  const nameRecognised = resolves(item.name);
  const unrecognisedIngredients: string[] = [];
  const seen = new Set<string>();
  for (const raw of item.ingredients ?? []) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    if (!resolves(name)) unrecognisedIngredients.push(name);
  }
  const ref: ItemRef = item.substanceType ? { id: item.id, name: item.name, substanceType: item.substanceType } : { id: item.id, name: item.name };
  const properties = propertiesOfIngredients(ingredients);
  return { ref, item, recognised: ingredients.size > 0, nameRecognised, unrecognisedIngredients, ingredients, classes, properties };
}

const matchesByProfile = new WeakMap<ItemProfile, Map<RuleSide, string[]>>();

/**
 * The ingredient and class ids through which the item falls on this side of a rule (for a side written over
 * properties, the ingredients that carry them); empty when it does not.
 * Remembered per profile, so checking every pair of n items costs n lookups per rule side, not n².
 */
export function sideMatches(side: RuleSide, profile: ItemProfile): string[] {
  let known = matchesByProfile.get(profile);
  if (!known) {
    known = new Map();
    matchesByProfile.set(profile, known);
  }
  let matched = known.get(side);
  if (!matched) {
    const throughProperties = (side.properties ?? []).flatMap((property) => profile.properties.get(property) ?? []);
    matched = [
      ...new Set([
        ...side.ingredients.filter((id) => profile.ingredients.has(id)),
        ...side.classes.filter((id) => profile.classes.has(id)),
        ...throughProperties,
      ]),
    ];
    known.set(side, matched);
  }
  return matched;
}
