/**
 * What a substance name stands for, for the research library: composed here, at the composition root, from two
 * features' data so that neither feature imports the other. The interaction knowledge base's matcher resolves a
 * name (brands, synonyms, misspellings, salts, doses and forms stripped) to substances, everything they contain and
 * their drug classes; the supplement catalog adds the herbs and nutrients the knowledge base does not hold
 * (ashwagandha, L-theanine, coenzyme Q10 …) by their names and synonyms. Both sides — a user's item and a research
 * item's tag — go through the same functions, so they always agree.
 */
import { CLASSES, normalizeName, resolveSubstance, type ItemSubstanceType } from './features/interactions/knowledge/index.js';
import type { SubstanceConcepts } from './features/research/research-matching.js';
import { SUPPLEMENT_CATALOG } from './features/supplement-names/catalog/supplement-catalog.js';

const ITEM_TYPES: readonly ItemSubstanceType[] = ['PRESCRIPTION', 'OTC_MEDICATION', 'SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC'];
/** Two-letter keys collide with unrelated words, as in the knowledge base's own index. */
const MIN_KEY_LENGTH = 3;

/** Catalog name or synonym key → the catalog entry's name. */
const CATALOG_KEYS = new Map<string, string>();
for (const entry of SUPPLEMENT_CATALOG) {
  for (const text of [entry.name, ...entry.synonyms]) {
    const key = normalizeName(text);
    if (key.length >= MIN_KEY_LENGTH && !CATALOG_KEYS.has(key)) CATALOG_KEYS.set(key, entry.name);
  }
}
const LONGEST_CATALOG_KEY = Math.max(...[...CATALOG_KEYS.keys()].map((key) => key.split(' ').length));

/** Catalog entries named in a text: the whole key, else the longest known name at each word, left to right. */
export function catalogEntriesIn(text: string): string[] {
  const key = normalizeName(text);
  const whole = CATALOG_KEYS.get(key);
  if (whole !== undefined) return [whole];
  const words = key.split(' ').filter(Boolean);
  const found: string[] = [];
  for (let start = 0; start < words.length;) {
    let matched = 0;
    for (let length = Math.min(LONGEST_CATALOG_KEY, words.length - start); length > 0 && matched === 0; length -= 1) {
      const entry = CATALOG_KEYS.get(words.slice(start, start + length).join(' '));
      if (entry !== undefined) {
        found.push(entry);
        matched = length;
      }
    }
    start += Math.max(matched, 1);
  }
  return found;
}

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
  for (const entry of catalogEntriesIn(name)) into.add(`catalog:${entry}`);
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
    const entry = CATALOG_KEYS.get(normalizeName(tag));
    if (entry !== undefined) concepts.add(`catalog:${entry}`);
    return concepts;
  },
};
