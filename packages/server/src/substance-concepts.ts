/**
 * What a substance name stands for, for the research library: composed here, at the composition root, so that the
 * research feature does not import the interaction knowledge base. The knowledge base owns every name (curated
 * substances with the supplement catalog folded in, plus the catalog's name-only substances): its matcher resolves a
 * name (brands, synonyms, misspellings, salts, doses and forms stripped) to substances, everything they contain and
 * their drug classes, and its name list places the herbs and nutrients no rule covers yet (coenzyme Q10, maca …).
 * Both sides — a user's item and a research item's tag — go through the same functions, so they always agree.
 */
import {
  CLASSES,
  namedSubstance,
  namedSubstancesIn,
  normalizeName,
  resolveSubstance,
  type ItemSubstanceType,
} from './features/interactions/knowledge/index.js';
import type { SubstanceConcepts } from './features/research/research-matching.js';

const ITEM_TYPES: readonly ItemSubstanceType[] = ['PRESCRIPTION', 'OTC_MEDICATION', 'SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC'];

/** A class named by its id, its label before the brackets ("Triptans") or the abbreviation in them ("SSRIs"). */
function classNamed(tag: string): string | undefined {
  const key = normalizeName(tag);
  return CLASSES.find((c) => {
    const names = [c.id.replace(/_/g, ' '), `${c.id.replace(/_/g, ' ')}s`, c.label.split('(')[0] ?? '', /\(([^)]+)\)/.exec(c.label)?.[1] ?? ''];
    return names.some((name) => name.trim() !== '' && normalizeName(name) === key);
  })?.id;
}

function namedConcepts(name: string, substanceType: ItemSubstanceType | undefined, into: Set<string>): void {
  const resolved = resolveSubstance(name, substanceType === undefined ? {} : { substanceType });
  if (resolved) {
    for (const id of resolved.ingredients) into.add(`substance:${id}`);
    for (const id of resolved.classes) into.add(`class:${id}`);
  }
  for (const substance of namedSubstancesIn(name)) into.add(`substance:${substance.id}`);
}

export const substanceConcepts: SubstanceConcepts = {
  ofItem(item) {
    const type = ITEM_TYPES.find((t) => t === item.substanceType);
    const concepts = new Set<string>();
    for (const name of [item.name, ...item.ingredients]) namedConcepts(name, type, concepts);
    return concepts;
  },
  ofTag(tag) {
    const classId = classNamed(tag);
    if (classId !== undefined) return new Set([`class:${classId}`]);
    const concepts = new Set<string>();
    // A tag names one thing: the substance itself, not what it contains ("B vitamins" is not every B vitamin's item).
    for (const substance of resolveSubstance(tag)?.substances ?? []) concepts.add(`substance:${substance.id}`);
    const named = namedSubstance(tag);
    if (named !== undefined) concepts.add(`substance:${named.id}`);
    return concepts;
  },
};
