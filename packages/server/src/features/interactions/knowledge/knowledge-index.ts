/**
 * Lookups over the knowledge data, built once at import: substances and classes by id, the closure of a substance's
 * ingredients (combinations contain other substances) and of classes (through their parents).
 */
import { CLASSES } from './classes.js';
import { SUBSTANCES } from './substances.js';
import type { Substance, SubstanceClass } from './types.js';

export const substanceById: ReadonlyMap<string, Substance> = new Map(SUBSTANCES.map((s) => [s.id, s]));
export const classById: ReadonlyMap<string, SubstanceClass> = new Map(CLASSES.map((c) => [c.id, c]));

/** The given substance ids plus everything they contain, at any depth (Rolaids → calcium carbonate → calcium). */
export function ingredientClosure(substanceIds: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...substanceIds];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(substanceById.get(id)?.ingredients ?? []));
  }
  return seen;
}

/** The given classes plus all their ancestors (ssri → serotonergic, antidepressant). */
export function classClosure(classIds: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...classIds];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(classById.get(id)?.parents ?? []));
  }
  return seen;
}

/** Every class a set of substances belongs to, directly, through an ingredient, or through a parent class. */
export function classesOfSubstances(substanceIds: Iterable<string>): Set<string> {
  const direct: string[] = [];
  for (const id of ingredientClosure(substanceIds)) direct.push(...(substanceById.get(id)?.classes ?? []));
  return classClosure(direct);
}

/** The substances that belong to a class in any of those ways (the `members[]` of the knowledge page's data model). */
export function classMembers(classId: string): Substance[] {
  return SUBSTANCES.filter((s) => classesOfSubstances([s.id]).has(classId));
}
