/**
 * Every rule of the liver-enzyme, heart-rhythm and opioid, immune and gout families, checked both ways round with
 * names as people type them: the pair is flagged with that rule at its severity, and the sources cite a document for
 * the drug rather than a search page.
 */
import { describe, expect, it } from 'vitest';
import { checkPair } from './match-interactions.js';
import type { UserItem } from './match-types.js';
import { HEART_AND_RHYTHM_RULES } from './rules-heart-and-rhythm.js';
import { LIVER_ENZYME_RULES } from './rules-liver-enzymes.js';
import { OPIOID_IMMUNE_AND_GOUT_RULES } from './rules-opioids-immune-and-gout.js';
import type { RiskLevel } from './types.js';

let nextId = 0;
const item = (name: string): UserItem => ({ id: `item-${(nextId += 1)}`, name });

const CASES: readonly (readonly [string, string, string, RiskLevel])[] = [
  ['clarithromycin 500 mg', 'Zocor', 'strong-cyp3a4-inhibitors-simvastatin-lovastatin', 'CRITICAL'],
  ['ketoconazole', 'lovastatin', 'strong-cyp3a4-inhibitors-simvastatin-lovastatin', 'CRITICAL'],
  ['Paxlovid', 'simvastatin', 'strong-cyp3a4-inhibitors-simvastatin-lovastatin', 'CRITICAL'],
  ['ritonavir', 'Colcrys', 'cyp3a4-strong-inhibitor-substrate', 'HIGH'],
  ['diltiazem', 'colchicine', 'cyp3a4-moderate-inhibitor-narrow-range-substrate', 'HIGH'],
  ['Xanax', 'ketoconazole', 'alprazolam-strong-cyp3a4-inhibitors', 'CRITICAL'],
  ['Eliquis', 'ketoconazole', 'apixaban-rivaroxaban-strong-cyp3a4-pgp-inhibitors', 'HIGH'],
  ['Xarelto', 'Paxlovid', 'apixaban-rivaroxaban-strong-cyp3a4-pgp-inhibitors', 'HIGH'],
  ['itraconazole', 'ergotamine', 'strong-cyp3a4-inhibitors-ergot', 'CRITICAL'],
  ['Biaxin', 'Migranal', 'strong-cyp3a4-inhibitors-ergot', 'CRITICAL'],
  ['clarithromycin', 'Orap', 'strong-cyp3a4-inhibitors-pimozide', 'CRITICAL'],
  ['rifampin', 'Norvir', 'strong-cyp3a4-inducers-hiv-protease-inhibitors', 'CRITICAL'],
  ['Tegretol', 'darunavir', 'strong-cyp3a4-inducers-hiv-protease-inhibitors', 'CRITICAL'],
  ['irinotecan', 'rifampicin', 'irinotecan-strong-cyp3a4-modifiers', 'CRITICAL'],
  ['Camptosar', 'ketoconazole', 'irinotecan-strong-cyp3a4-modifiers', 'CRITICAL'],
  ['Zanaflex', 'Cipro', 'tizanidine-cyp1a2-inhibitors', 'CRITICAL'],
  ['tizanidine 4 mg', 'Luvox', 'tizanidine-cyp1a2-inhibitors', 'CRITICAL'],
  ['Rozerem', 'fluvoxamine', 'ramelteon-cyp1a2-inhibitors', 'CRITICAL'],
  ['Excedrin', 'Cipro', 'caffeine-strong-cyp1a2-inhibitors', 'MEDIUM'],
  ['theophylline ER', 'ciprofloxacin', 'cyp1a2-strong-inhibitor-substrate', 'HIGH'],
  ['Theo-24', 'fluvoxamine', 'cyp1a2-strong-inhibitor-substrate', 'HIGH'],
  ['nitroglycerin', 'Viagra', 'nitrates-pde5-inhibitors', 'CRITICAL'],
  ['Imdur', 'Cialis', 'nitrates-pde5-inhibitors', 'CRITICAL'],
  ['isosorbide dinitrate', 'Levitra', 'nitrates-pde5-inhibitors', 'CRITICAL'],
  ['Geodon', 'azithromycin', 'qt-contraindicated-with-qt-prolonging', 'CRITICAL'],
  ['Tikosyn', 'levofloxacin', 'qt-contraindicated-with-qt-prolonging', 'CRITICAL'],
  ['amiodarone', 'Zithromax', 'qt-high-risk-with-qt-prolonging', 'HIGH'],
  ['methadone', 'Zofran', 'qt-high-risk-with-qt-prolonging', 'HIGH'],
  ['Coumadin', 'Diflucan', 'warfarin-potentiators', 'HIGH'],
  ['warfarin', 'amiodarone', 'warfarin-potentiators', 'HIGH'],
  ['Jantoven', 'Bactrim', 'warfarin-potentiators', 'HIGH'],
  ['warfarin', 'Flagyl', 'warfarin-potentiators', 'HIGH'],
  ['Zoloft', 'pimozide', 'sertraline-pimozide', 'CRITICAL'],
  ['oxycodone', 'Xanax', 'opioids-cns-depressants', 'HIGH'],
  ['Norco', 'gabapentin', 'opioids-cns-depressants', 'HIGH'],
  ['Percocet', 'Soma', 'opioids-cns-depressants', 'HIGH'],
  ['tramadol', 'Ambien', 'opioids-cns-depressants', 'HIGH'],
  ['morphine', 'Tylenol PM', 'opioids-cns-depressants', 'HIGH'],
  ['methotrexate', 'Bactrim DS', 'methotrexate-trimethoprim', 'HIGH'],
  ['Trexall', 'trimethoprim', 'methotrexate-trimethoprim', 'HIGH'],
  ['azathioprine', 'allopurinol', 'thiopurines-allopurinol', 'HIGH'],
  ['mercaptopurine', 'Zyloprim', 'thiopurines-allopurinol', 'HIGH'],
  ['Imuran', 'Uloric', 'thiopurines-febuxostat', 'CRITICAL'],
  ['Reyataz', 'Prilosec', 'atazanavir-ppis', 'CRITICAL'],
  ['Aldactone', 'lisinopril', 'potassium-raising-together', 'HIGH'],
  ['amiloride', 'losartan', 'potassium-raising-together', 'HIGH'],
  // Triamterene's label (Dyrenium, and Maxzide's) forbids potassium supplements.
  ['Maxzide', 'Klor-Con', 'potassium-sparing-diuretics-potassium-contraindicated', 'CRITICAL'],
  ['Lithobid', 'losartan', 'lithium-kidney-clearance', 'HIGH'],
  ['Parnate', 'Matulane', 'maoi-other-maoi', 'CRITICAL'],
  ['Nardil', 'phentermine', 'maoi-adhd-medicines', 'CRITICAL'],
  ['selegiline', 'Wellbutrin', 'maoi-adhd-medicines', 'CRITICAL'],
  ['phenelzine', 'methadone', 'maoi-serotonergic-medicines', 'CRITICAL'],
  ['Azilect', 'Remeron', 'maoi-serotonergic-medicines', 'CRITICAL'],
];

describe('rule families, both ways round', () => {
  it.each(CASES)('%s × %s → %s (%s)', (a, b, ruleId, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item(first), item(second));
      const rule = pair?.rules.find((r) => r.ruleId === ruleId);
      expect(rule?.severity, `${first} × ${second}`).toBe(severity);
    }
  });

  it('has a case for every new rule', () => {
    const covered = new Set(CASES.map((c) => c[2]));
    const added = [...LIVER_ENZYME_RULES, ...HEART_AND_RHYTHM_RULES, ...OPIOID_IMMUNE_AND_GOUT_RULES].map((r) => r.id);
    expect(added.filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each([
    ['simvastatin', 'azithromycin'],
    ['colchicine', 'azithromycin'],
    ['tizanidine', 'levofloxacin'],
    ['nitroglycerin', 'amlodipine'],
    ['ondansetron', 'azithromycin'],
    ['warfarin', 'Tylenol'],
    ['methotrexate', 'amoxicillin'],
    ['allopurinol', 'lisinopril'],
    ['oxycodone', 'Claritin'],
  ])('does not flag %s × %s', (a, b) => {
    expect(checkPair(item(a), item(b))).toBeNull();
  });
});
