/**
 * What the knowledge base knows about one user item: the union of what its name and each of its ingredient names
 * resolve to, and whether anything resolved at all.
 */
import type { ItemRef, UserItem } from './match-types.js';
import { resolveSubstance } from './resolve-substance.js';
import type { RuleSide } from './types.js';

export interface ItemProfile {
  readonly ref: ItemRef;
  readonly recognised: boolean;
  readonly ingredients: ReadonlySet<string>;
  readonly classes: ReadonlySet<string>;
}

export function profileItem(item: UserItem): ItemProfile {
  const options = item.substanceType ? { substanceType: item.substanceType } : {};
  const ingredients = new Set<string>();
  const classes = new Set<string>();
  let recognised = false;
  for (const name of [item.name, ...(item.ingredients ?? [])]) {
    const found = resolveSubstance(name, options);
    if (!found) continue;
    recognised = true;
    for (const id of found.ingredients) ingredients.add(id);
    for (const id of found.classes) classes.add(id);
  }
  const ref: ItemRef = item.substanceType ? { id: item.id, name: item.name, substanceType: item.substanceType } : { id: item.id, name: item.name };
  return { ref, recognised, ingredients, classes };
}

const matchesByProfile = new WeakMap<ItemProfile, Map<RuleSide, string[]>>();

/**
 * The ingredient and class ids through which the item falls on this side of a rule; empty when it does not.
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
    matched = [...side.ingredients.filter((id) => profile.ingredients.has(id)), ...side.classes.filter((id) => profile.classes.has(id))];
    known.set(side, matched);
  }
  return matched;
}
