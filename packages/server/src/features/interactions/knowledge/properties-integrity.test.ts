/**
 * Integrity of the mechanism claims: each cites an openable https source, the properties the rules name are carried
 * by some substance and every property claimed takes part in some rule, and no substance is given two roles that
 * contradict each other for one enzyme (two inhibitor strengths, inhibitor and inducer, two substrate grades).
 */
import { describe, expect, it } from 'vitest';
import type { ClassClaims, SubstanceClaims } from './claim-types.js';
import { CLASS_CLAIM_FILES, SUBSTANCE_CLAIM_FILES, claimsOf, propertiesOf } from './ingredient-properties.js';
import { classById, substanceById } from './knowledge-index.js';
import { ENZYMES, PROPERTY_IDS, type EnzymeRole, type PropertyClaim, type PropertyId } from './properties.js';
import { RULES } from './rules.js';
import { SUBSTANCES } from './substances.js';

const entries = (file: SubstanceClaims | ClassClaims): [string, readonly PropertyClaim[]][] =>
  Object.entries(file as Readonly<Record<string, readonly PropertyClaim[]>>);

const CONFLICTING_ROLE_GROUPS: readonly (readonly EnzymeRole[])[] = [
  ['strong_inhibitor', 'moderate_inhibitor', 'strong_inducer', 'moderate_inducer'],
  ['sensitive_substrate', 'moderate_substrate', 'narrow_range_substrate', 'prodrug_substrate'],
];

describe('mechanism claims', () => {
  it('are about substances and classes that exist, each with a known property', () => {
    for (const file of SUBSTANCE_CLAIM_FILES) for (const [id] of entries(file)) expect(substanceById.has(id), id).toBe(true);
    for (const file of CLASS_CLAIM_FILES) for (const [id] of entries(file)) expect(classById.has(id), id).toBe(true);
    for (const file of [...SUBSTANCE_CLAIM_FILES, ...CLASS_CLAIM_FILES]) {
      for (const [id, claims] of entries(file)) for (const claim of claims) expect(PROPERTY_IDS, id).toContain(claim.property);
    }
  });

  it('cite at least one source each, every one a named https URL', () => {
    for (const file of [...SUBSTANCE_CLAIM_FILES, ...CLASS_CLAIM_FILES]) {
      for (const [id, claims] of entries(file)) {
        for (const claim of claims) {
          expect(claim.sources.length, `${id} ${claim.property}`).toBeGreaterThan(0);
          for (const source of claim.sources) {
            expect(new URL(source.url).protocol, `${id} ${claim.property}: ${source.url}`).toBe('https:');
            expect(source.name.trim(), `${id} ${claim.property}`).not.toBe('');
          }
        }
      }
    }
  });

  it('give each property a rule names to at least one substance', () => {
    const carried = new Set(SUBSTANCES.flatMap((s) => [...propertiesOf(s.id)]));
    const named = new Set(RULES.flatMap((r) => [...(r.a.properties ?? []), ...(r.b.properties ?? [])]));
    expect([...named].filter((p) => !carried.has(p))).toEqual([]);
  });

  it('only claim properties some rule uses, so no claim is dead weight', () => {
    const named = new Set<PropertyId>(RULES.flatMap((r) => [...(r.a.properties ?? []), ...(r.b.properties ?? [])]));
    const unused = SUBSTANCES.flatMap((s) =>
      claimsOf(s.id)
        .filter((c) => !named.has(c.property))
        .map((c) => `${s.id}: ${c.property}`),
    );
    expect(unused).toEqual([]);
  });

  it('never give one substance two conflicting roles for the same enzyme', () => {
    const conflicts: string[] = [];
    for (const substance of SUBSTANCES) {
      const properties = propertiesOf(substance.id);
      for (const enzyme of ENZYMES) {
        for (const group of CONFLICTING_ROLE_GROUPS) {
          const held = group.filter((role) => properties.has(`${enzyme}_${role}`));
          if (held.length > 1) conflicts.push(`${substance.id}: ${enzyme} ${held.join(' + ')}`);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});
