/**
 * The mechanism rules (rules-mechanism-enzymes.ts, rules-mechanism-effects.ts): each flags a real pair of
 * non-ADHD medicines both ways round at its severity, a refining rule replaces the general one it refines, the
 * mechanism names the user's own ingredients, and every carrier of a property inherits each rule of that property.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertiesOf } from './ingredient-properties.js';
import { checkPair } from './match-interactions.js';
import type { UserItem } from './match-types.js';
import type { PropertyId } from './properties.js';
import { EFFECT_MECHANISM_RULES } from './rules-mechanism-effects.js';
import { ENZYME_MECHANISM_RULES } from './rules-mechanism-enzymes.js';
import { RULES } from './rules.js';
import { severityRank } from './severity.js';
import { SUBSTANCES } from './substances.js';
import type { InteractionRule, RiskLevel } from './types.js';

let nextId = 0;
const item = (name: string): UserItem => ({ id: `item-${(nextId += 1)}`, name });

const CASES: readonly (readonly [string, string, string, RiskLevel])[] = [
  ['clarithromycin', 'sildenafil', 'cyp3a4-strong-inhibitor-substrate', 'HIGH'],
  ['diltiazem', 'fentanyl', 'cyp3a4-moderate-inhibitor-narrow-range-substrate', 'HIGH'],
  ['Cardizem', 'buspirone', 'cyp3a4-moderate-inhibitor-sensitive-substrate', 'MEDIUM'],
  ['ritonavir', 'Lipitor', 'cyp3a4-strong-inhibitor-moderate-substrate', 'MEDIUM'],
  ['rifampin', 'Seroquel', 'cyp3a4-strong-inducer-substrate', 'HIGH'],
  ['efavirenz', 'sildenafil', 'cyp3a4-moderate-inducer-substrate', 'MEDIUM'],
  ['carbamazepine', 'tadalafil', 'cyp3a4-strong-inducer-moderate-substrate', 'MEDIUM'],
  ['efavirenz', 'norethindrone', 'cyp3a4-inducers-hormonal-contraceptives', 'HIGH'],
  ['ciprofloxacin', 'theophylline', 'cyp1a2-strong-inhibitor-substrate', 'HIGH'],
  ['phenytoin', 'theophylline', 'cyp1a2-moderate-inducer-substrate', 'MEDIUM'],
  ['amiodarone', 'Dilantin', 'cyp2c9-moderate-inhibitor-narrow-range-substrate', 'HIGH'],
  ['fluconazole', 'Celebrex', 'cyp2c9-moderate-inhibitor-sensitive-substrate', 'MEDIUM'],
  ['rifampin', 'warfarin', 'cyp2c9-moderate-inducer-substrate', 'MEDIUM'],
  ['fluvoxamine', 'Valium', 'cyp2c19-strong-inhibitor-moderate-substrate', 'MEDIUM'],
  ['rifampin', 'diazepam', 'cyp2c19-strong-inducer-moderate-substrate', 'MEDIUM'],
  ['Prilosec', 'Plavix', 'cyp2c19-inhibitor-prodrug', 'HIGH'],
  ['Paxil', 'nortriptyline', 'cyp2d6-strong-inhibitor-substrate', 'HIGH'],
  ['duloxetine', 'thioridazine', 'cyp2d6-moderate-inhibitor-narrow-range-substrate', 'HIGH'],
  ['mirabegron', 'nebivolol', 'cyp2d6-moderate-inhibitor-sensitive-substrate', 'MEDIUM'],
  ['terbinafine', 'metoprolol', 'cyp2d6-strong-inhibitor-moderate-substrate', 'MEDIUM'],
  ['fluoxetine', 'Tylenol with Codeine', 'cyp2d6-inhibitor-prodrug', 'MEDIUM'],
  ['verapamil', 'Lanoxin', 'pgp-moderate-inhibitor-narrow-range-substrate', 'HIGH'],
  ['dronedarone', 'Pradaxa', 'pgp-moderate-inhibitor-sensitive-substrate', 'MEDIUM'],
  ['rifampin', 'dabigatran', 'pgp-strong-inducer-substrate', 'HIGH'],

  ['sertraline', 'Imitrex', 'serotonergic-together', 'HIGH'],
  ['linezolid', 'venlafaxine', 'maoi-serotonergic-medicines', 'CRITICAL'],
  ['Azilect', 'Sudafed', 'maoi-sympathomimetics', 'CRITICAL'],
  ['selegiline', 'linezolid', 'maoi-other-maoi', 'CRITICAL'],
  ['zolpidem', 'cyclobenzaprine', 'cns-depressants-together', 'MEDIUM'],
  ['hydromorphone', 'Lyrica', 'opioids-cns-depressants', 'HIGH'],
  ['haloperidol', 'ondansetron', 'qt-high-risk-with-qt-prolonging', 'HIGH'],
  ['dronedarone', 'citalopram', 'qt-contraindicated-with-qt-prolonging', 'CRITICAL'],
  ['naproxen', 'clopidogrel', 'bleeding-risk-together', 'MEDIUM'],
  ['Eliquis', 'Celebrex', 'anticoagulants-bleeding-risk', 'HIGH'],
  ['eplerenone', 'valsartan', 'potassium-raising-together', 'HIGH'],
  ['lithium', 'chlorthalidone', 'lithium-kidney-clearance', 'HIGH'],
  ['Wellbutrin', 'haloperidol', 'seizure-threshold-lowering-together', 'MEDIUM'],
  ['phentermine', 'pseudoephedrine', 'sympathomimetics-together', 'MEDIUM'],
  ['Sudafed', 'Effexor', 'sympathomimetics-together', 'MEDIUM'],
  ['liothyronine', 'AlternaGEL', 'cation-chelation', 'MEDIUM'],
];

const MECHANISM_RULES: readonly InteractionRule[] = [...ENZYME_MECHANISM_RULES, ...EFFECT_MECHANISM_RULES];

describe('each mechanism rule, both ways round', () => {
  it.each(CASES)('%s × %s → %s (%s)', (a, b, ruleId, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item(first), item(second));
      expect(pair?.rules.find((r) => r.ruleId === ruleId)?.severity, `${first} × ${second}`).toBe(severity);
      expect(severityRank(pair?.riskLevel ?? 'LOW')).toBeGreaterThanOrEqual(severityRank(severity));
    }
  });

  it('has a case for every mechanism rule, and the cases use every severity the rules use', () => {
    const covered = new Set(CASES.map((c) => c[2]));
    expect(MECHANISM_RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
    expect(new Set(CASES.map((c) => c[3]))).toEqual(new Set(MECHANISM_RULES.map((r) => r.severity)));
  });
});

describe('refinements', () => {
  const ids = (a: string, b: string) => checkPair(item(a), item(b))?.rules.map((r) => r.ruleId) ?? [];

  it.each([
    ['clarithromycin', 'simvastatin', 'strong-cyp3a4-inhibitors-simvastatin-lovastatin', 'cyp3a4-strong-inhibitor-substrate', 'CRITICAL'],
    ['Cipro', 'tizanidine', 'tizanidine-cyp1a2-inhibitors', 'cyp1a2-strong-inhibitor-substrate', 'CRITICAL'],
    ['ketoconazole', 'alprazolam', 'alprazolam-strong-cyp3a4-inhibitors', 'cyp3a4-strong-inhibitor-moderate-substrate', 'CRITICAL'],
    ['Geodon', 'amiodarone', 'qt-contraindicated-with-qt-prolonging', 'qt-high-risk-with-qt-prolonging', 'CRITICAL'],
    ['oxycodone', 'Xanax', 'opioids-cns-depressants', 'cns-depressants-together', 'HIGH'],
    ['coffee', 'fluvoxamine', 'caffeine-strong-cyp1a2-inhibitors', 'cyp1a2-strong-inhibitor-substrate', 'MEDIUM'],
    ['warfarin', 'fluconazole', 'warfarin-potentiators', 'cyp2c9-moderate-inhibitor-narrow-range-substrate', 'HIGH'],
    ['Cipro', 'Tums', 'antibiotics-binding-minerals', 'cation-chelation', 'MEDIUM'],
  ])('%s × %s shows %s instead of %s', (a, b, specific, general, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item(first), item(second));
      expect(pair?.riskLevel).toBe(severity);
      expect(ids(first, second)).toContain(specific);
      expect(ids(first, second)).not.toContain(general);
    }
  });

  it('keeps the general rule for an ingredient the refinement does not cover', () => {
    const blend = { id: 'blend', name: 'Heart formula', ingredients: ['Fish oil 1000 mg', 'Aspirin 81 mg'] };
    const pair = checkPair(item('warfarin'), blend);
    expect(pair?.riskLevel).toBe('HIGH');
    expect(pair?.rules.map((r) => r.ruleId)).toEqual(['anticoagulants-bleeding-risk', 'anticoagulants-bleeding-supplements']);
    expect(pair?.rules[0]?.mechanism).toMatch(/^Warfarin slows blood clotting, and (omega-3 fatty acids \(fish oil\) and )?aspirin weaken/i);
  });

  it('name only rules that exist, never themselves, with no loop', () => {
    const byId = new Map(RULES.map((r) => [r.id, r]));
    for (const rule of RULES) {
      const seen = new Set([rule.id]);
      for (let id = rule.refines; id !== undefined; id = byId.get(id)?.refines) {
        expect(byId.has(id), `${rule.id} refines ${id}`).toBe(true);
        expect(seen.has(id), `${rule.id}: refinement loop at ${id}`).toBe(false);
        seen.add(id);
      }
    }
  });
});

describe('mechanism text', () => {
  const mechanismOf = (a: string, b: string, ruleId: string) => checkPair(item(a), item(b))?.rules.find((r) => r.ruleId === ruleId)?.mechanism;

  it('names the matched ingredients of each side, whichever item comes first', () => {
    const text = 'Ciprofloxacin slows how fast theophylline is cleared: it strongly blocks CYP1A2, a liver enzyme, which breaks theophylline down.';
    expect(mechanismOf('Cipro', 'Theo-24', 'cyp1a2-strong-inhibitor-substrate')).toBe(text);
    expect(mechanismOf('Theo-24', 'Cipro', 'cyp1a2-strong-inhibitor-substrate')).toBe(text);
  });

  it('names only the ingredients of a combination that take part', () => {
    expect(mechanismOf('warfarin', 'Excedrin', 'anticoagulants-bleeding-risk')).toBe(
      'Warfarin slows blood clotting, and aspirin weakens clotting in another way or can injure the stomach lining.',
    );
    expect(mechanismOf('Norco', 'Xanax', 'opioids-cns-depressants')).toMatch(/^Hydrocodone slows the brain’s drive to breathe, and alprazolam /);
  });

  it('leaves no placeholder in any reported text', () => {
    const pair = checkPair(item('Zoloft'), item('Imitrex'));
    for (const rule of pair?.rules ?? []) expect(`${rule.effect} ${rule.mechanism} ${rule.recommendation}`).not.toMatch(/[{}]/);
  });
});

/** Every substance that carries a property, directly or through a class, by property. */
function carriersByProperty(): Map<PropertyId, string[]> {
  const carriers = new Map<PropertyId, string[]>();
  for (const substance of SUBSTANCES) {
    if (substance.ingredients.length !== 1 || substance.ingredients[0] !== substance.id) continue;
    for (const property of propertiesOf(substance.id)) carriers.set(property, [...(carriers.get(property) ?? []), substance.name]);
  }
  return carriers;
}

describe('inheritance by property', () => {
  const carriers = carriersByProperty();
  const byId = new Map(RULES.map((r) => [r.id, r]));
  /** The rule itself or a rule that refines it (directly or through a chain) stands for it on a pair. */
  const standsFor = (ruleId: string, candidate: string): boolean => {
    for (let id: string | undefined = candidate; id !== undefined; id = byId.get(id)?.refines) if (id === ruleId) return true;
    return false;
  };
  // Rules whose both sides are written over properties only, with each side's carriers.
  const cases = MECHANISM_RULES.filter((r) => r.a.classes.length + r.a.ingredients.length + r.b.classes.length + r.b.ingredients.length === 0).map((rule) => ({
    rule,
    a: (rule.a.properties ?? []).flatMap((p) => (carriers.get(p) ?? []).map((name) => [p, name] as const)),
    b: (rule.b.properties ?? []).flatMap((p) => (carriers.get(p) ?? []).map((name) => [p, name] as const)),
  }));

  it('finds carriers for both sides of every rule written over properties', () => {
    for (const c of cases) expect(c.a.length * c.b.length, c.rule.id).toBeGreaterThan(0);
  });

  it('flags any carrier of a property with any carrier of the other side, by the rule or a rule refining it', () => {
    const anyCase = fc.constantFrom(...cases).chain((c) => fc.tuple(fc.constant(c.rule), fc.constantFrom(...c.a), fc.constantFrom(...c.b), fc.boolean()));
    fc.assert(
      fc.property(anyCase, ([rule, [, onA], [, onB], swap]) => {
        const pair = swap ? checkPair(item(onB), item(onA)) : checkPair(item(onA), item(onB));
        // A duplicate (the same ingredient twice, two of one class) stands for any rule of no greater severity.
        const standing =
          pair?.rules.filter((r) => standsFor(rule.id, r.ruleId) || (r.duplicate !== undefined && severityRank(r.severity) >= severityRank(rule.severity))) ??
          [];
        expect(standing.length, `${onA} × ${onB}: ${rule.id}`).toBeGreaterThan(0);
        const itself = standing.find((r) => r.ruleId === rule.id);
        if (itself) expect(severityRank(pair?.riskLevel ?? 'LOW')).toBeGreaterThanOrEqual(severityRank(rule.severity));
      }),
      { numRuns: 300 },
    );
  });
});
