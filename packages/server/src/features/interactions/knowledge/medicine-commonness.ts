/**
 * How common a medicine is, for ordering suggestions: its place on the coverage lists, which follow how often a
 * medicine is prescribed (ClinCalc DrugStats Top 300, from MEPS) or sold over the counter (the OTC list's order).
 * Each listed name goes through the real resolver, so a list entry counts for exactly the substance it names. A
 * lower rank is more common; a medicine on no list ranks after every listed one. Built when first asked for: resolving
 * every listed name builds the name indexes, which a server that has just started does not need (docs/performance.md).
 */
import { OTC_INGREDIENTS, OTC_PRODUCTS } from './coverage/otc.js';
import { TOP_PRESCRIBED_201_300 } from './coverage/top-prescribed-201-300.js';
import { TOP_PRESCRIBED } from './coverage/top-prescribed.js';
import { onFirstUse } from '../../../lib/on-first-use.js';
import { resolveSubstance } from './resolve-substance.js';

/** A listed name's single substance: a combination by its brand ("Zestoretic"), a plain medicine by its generic. */
function substanceOf(name: string, brands: readonly string[]): string | undefined {
  for (const text of [name, ...brands]) {
    const found = resolveSubstance(text);
    if (found && found.via !== 'contained' && found.substances.length === 1) return found.substances[0]?.id;
  }
  return undefined;
}

function buildRanks(): Map<string, number> {
  const ranks = new Map<string, number>();
  const listed = [
    ...TOP_PRESCRIBED.map((m) => ({ name: m.components ? (m.brands[0] ?? m.name) : m.name, brands: m.brands })),
    ...TOP_PRESCRIBED_201_300.map((m) => ({ name: m.components ? (m.brands[0] ?? m.name) : m.name, brands: m.brands })),
    ...OTC_INGREDIENTS.map((m) => ({ name: m.name, brands: m.brands })),
    ...OTC_PRODUCTS.map((p) => ({ name: p.name, brands: [] })),
  ];
  listed.forEach(({ name, brands }, rank) => {
    const id = substanceOf(name, brands);
    if (id !== undefined && !ranks.has(id)) ranks.set(id, rank);
  });
  return ranks;
}

const ranks = onFirstUse(buildRanks);

/** The substance's rank on the lists, 0 the most common; Infinity when it is on none. */
export function commonnessRank(substanceId: string): number {
  return ranks().get(substanceId) ?? Number.POSITIVE_INFINITY;
}
