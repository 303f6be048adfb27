/**
 * The mechanism rules with a test-only set of claims of the kind the ADHD and supplement claim files give (caffeine
 * a sensitive CYP1A2 substrate and a stimulant, St John's wort serotonergic and a strong inducer, fish oil and ginkgo
 * bleeding risks, atomoxetine a sensitive CYP2D6 substrate, potassium raising potassium): each pair is reported once,
 * by the named rule that refines the general one, at the named rule's severity.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SubstanceClaims } from './claim-types.js';
import { checkPair } from './match-interactions.js';
import type { UserItem } from './match-types.js';
import type { PropertyId } from './properties.js';

vi.mock('./properties-supplements.js', () => {
  const source = { name: 'test fixture', url: 'https://example.org/fixture' };
  const claims = (...properties: PropertyId[]) => properties.map((property) => ({ property, sources: [source] }));
  const SUPPLEMENTS_CLAIMS: SubstanceClaims = {
    caffeine: claims('cyp1a2_sensitive_substrate', 'sympathomimetic'),
    st_johns_wort: claims('serotonergic', 'cyp3a4_strong_inducer', 'pgp_strong_inducer'),
    omega_3: claims('bleeding_risk'),
    ginkgo: claims('bleeding_risk'),
    potassium: claims('potassium_raising'),
    grapefruit: claims('cyp3a4_strong_inhibitor'),
    atomoxetine: claims('cyp2d6_sensitive_substrate'),
    calcium: claims('polyvalent_cation'),
  };
  return { SUPPLEMENTS_CLAIMS };
});

let nextId = 0;
const item = (name: string, extra: Omit<UserItem, 'id' | 'name'> = {}): UserItem => ({ id: `item-${(nextId += 1)}`, name, ...extra });
const ruleIds = (a: UserItem, b: UserItem) => checkPair(a, b)?.rules.map((r) => r.ruleId) ?? [];

describe('claims of the kind the supplement and ADHD files give', () => {
  it.each([
    ['caffeine', 'fluvoxamine', ['caffeine-strong-cyp1a2-inhibitors'], 'MEDIUM'],
    ['Strattera', 'Prozac', ['atomoxetine-strong-cyp2d6-inhibitors'], 'MEDIUM'],
    ["St John's wort", 'Zoloft', ['st-johns-wort-serotonergic-medicines'], 'HIGH'],
    ["St John's wort", 'Yaz', ['st-johns-wort-enzyme-induction'], 'HIGH'],
    ['fish oil', 'warfarin', ['anticoagulants-bleeding-supplements'], 'MEDIUM'],
    ['vitamin E', 'Plavix', ['anticoagulants-bleeding-supplements'], 'MEDIUM'],
    ['ginkgo', 'clopidogrel', ['blood-thinners-ginkgo'], 'HIGH'],
    ['Adderall', 'caffeine', ['adhd-stimulants-caffeine'], 'LOW'],
    ['potassium chloride', 'lisinopril', ['potassium-retaining-medicines-potassium'], 'HIGH'],
    ['grapefruit juice', 'simvastatin', ['statins-grapefruit'], 'MEDIUM'],
    ['calcium', 'levothyroxine', ['levothyroxine-binding-minerals'], 'MEDIUM'],
  ] as const)('%s × %s is reported once, by %s', (a, b, ids, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item(first), item(second));
      expect(
        pair?.rules.map((r) => r.ruleId),
        `${first} × ${second}`,
      ).toEqual(ids);
      expect(pair?.riskLevel).toBe(severity);
    }
  });

  it('reports an ingredient the named rule does not cover by the general rule', () => {
    const blend = item('Heart formula', { ingredients: ['Fish oil 1000 mg', 'Aspirin 81 mg'] });
    expect(ruleIds(item('Coumadin'), blend)).toEqual(['anticoagulants-bleeding-risk', 'anticoagulants-bleeding-supplements']);
  });

  it('lets a claimed supplement inherit the general rules where no named rule exists', () => {
    expect(ruleIds(item("St John's wort"), item('Viagra'))).toContain('cyp3a4-strong-inducer-substrate');
    expect(ruleIds(item("St John's wort"), item('Pradaxa'))).toContain('pgp-strong-inducer-substrate');
    expect(ruleIds(item('caffeine'), item('Sudafed'))).toEqual(['sympathomimetics-together']);
    expect(ruleIds(item('fish oil'), item('ibuprofen'))).toEqual(['bleeding-risk-together']);
    const text = checkPair(item('Coffee'), item('Cipro'))?.rules[0]?.mechanism;
    expect(text).toBe('Ciprofloxacin slows how fast caffeine is cleared: it strongly blocks CYP1A2, the liver enzyme that breaks caffeine down.');
  });
});
