/**
 * Which mechanism properties each ingredient carries: its own claims plus those of every class it belongs to. The
 * interaction engine matches rule sides written over properties against these, so a substance inherits every rule
 * of every property it is given.
 */
import type { ClassClaims, SubstanceClaims } from './claim-types.js';
import { classClosure, substanceById } from './knowledge-index.js';
import type { PropertyClaim, PropertyId } from './properties.js';
import { ADHD_CLAIMS } from './properties-adhd.js';
import { CLASS_CLAIMS } from './properties-classes.js';
import { EFFECTS_CLAIMS } from './properties-effects.js';
import { ENZYMES_CLAIMS } from './properties-enzymes.js';
import { SUPPLEMENTS_CLAIMS } from './properties-supplements.js';

/** Every file of claims about substances; a new file is added here. */
export const SUBSTANCE_CLAIM_FILES: readonly SubstanceClaims[] = [ENZYMES_CLAIMS, EFFECTS_CLAIMS, ADHD_CLAIMS, SUPPLEMENTS_CLAIMS];
export const CLASS_CLAIM_FILES: readonly ClassClaims[] = [CLASS_CLAIMS];

const claimsBySubstance = new Map<string, readonly PropertyClaim[]>();

/** The claims about one substance: its own and those of its classes (with their parents), each property once. */
export function claimsOf(substanceId: string): readonly PropertyClaim[] {
  const known = claimsBySubstance.get(substanceId);
  if (known) return known;
  const own = SUBSTANCE_CLAIM_FILES.flatMap((file) => (file as Readonly<Record<string, readonly PropertyClaim[]>>)[substanceId] ?? []);
  const classes = classClosure(substanceById.get(substanceId)?.classes ?? []);
  const inherited = CLASS_CLAIM_FILES.flatMap((file) =>
    [...classes].flatMap((classId) => (file as Readonly<Record<string, readonly PropertyClaim[]>>)[classId] ?? []),
  );
  const byProperty = new Map<PropertyId, PropertyClaim>();
  for (const claim of [...own, ...inherited]) {
    const earlier = byProperty.get(claim.property);
    byProperty.set(claim.property, earlier ? { property: claim.property, sources: uniqueSources([...earlier.sources, ...claim.sources]) } : claim);
  }
  const claims = [...byProperty.values()];
  claimsBySubstance.set(substanceId, claims);
  return claims;
}

/** The properties of one substance. */
export function propertiesOf(substanceId: string): ReadonlySet<PropertyId> {
  return new Set(claimsOf(substanceId).map((claim) => claim.property));
}

/** For a set of ingredient ids: each property carried, with the ingredients that carry it. */
export function propertiesOfIngredients(ingredientIds: Iterable<string>): Map<PropertyId, string[]> {
  const carriers = new Map<PropertyId, string[]>();
  for (const id of ingredientIds) {
    for (const claim of claimsOf(id)) {
      const list = carriers.get(claim.property);
      if (list) list.push(id);
      else carriers.set(claim.property, [id]);
    }
  }
  return carriers;
}

function uniqueSources(sources: PropertyClaim['sources']): PropertyClaim['sources'] {
  const seen = new Set<string>();
  return sources.filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
}
