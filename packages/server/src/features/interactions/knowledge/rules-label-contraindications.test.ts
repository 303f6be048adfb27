/**
 * Each label statement is flagged both ways round at the label's severity by its own rule, and speaks for the general
 * mechanism rule it refines.
 */
import { describe, expect, it } from 'vitest';
import { checkPair } from './match-interactions.js';

const item = (id: string, name: string) => ({ id, name });

const CASES: readonly [string, string, string, string][] = [
  ['Paxlovid', 'amiodarone', 'ritonavir-antiarrhythmics-contraindicated', 'CRITICAL'],
  ['Norvir', 'flecainide', 'ritonavir-antiarrhythmics-contraindicated', 'CRITICAL'],
  ['Paxlovid', 'colchicine', 'ritonavir-colchicine-contraindicated', 'CRITICAL'],
  ['Prozac', 'thioridazine', 'thioridazine-cyp2d6-inhibitors-contraindicated', 'CRITICAL'],
  ['thioridazine', 'propranolol', 'thioridazine-cyp2d6-inhibitors-contraindicated', 'CRITICAL'],
  ['Tikosyn', 'hydrochlorothiazide', 'dofetilide-contraindicated-medicines', 'CRITICAL'],
  ['dofetilide', 'Tagamet HB', 'dofetilide-contraindicated-medicines', 'CRITICAL'],
  ['Entresto', 'enalapril', 'sacubitril-ace-inhibitors-contraindicated', 'CRITICAL'],
  ['Inspra', 'potassium chloride', 'potassium-sparing-diuretics-potassium-contraindicated', 'CRITICAL'],
  ['amiloride', 'Klor-Con', 'potassium-sparing-diuretics-potassium-contraindicated', 'CRITICAL'],
  ['Dyrenium', 'potassium gluconate', 'potassium-sparing-diuretics-potassium-contraindicated', 'CRITICAL'],
  ['Eliquis', "St. John's wort", 'apixaban-rivaroxaban-strong-inducers', 'HIGH'],
  ['Xarelto', 'carbamazepine', 'apixaban-rivaroxaban-strong-inducers', 'HIGH'],
  ['Celexa', 'omeprazole', 'citalopram-cyp2c19-inhibitors-dose-limit', 'MEDIUM'],
  ['citalopram', 'Tagamet HB', 'citalopram-cyp2c19-inhibitors-dose-limit', 'MEDIUM'],
  ['Diflucan', 'Dilantin', 'fluconazole-phenytoin-monitor', 'MEDIUM'],
  ['Bactrim', 'lisinopril', 'trimethoprim-potassium-raising-medicines', 'MEDIUM'],
  ['lisinopril', 'Advil', 'nsaids-raas-blockers-kidneys', 'MEDIUM'],
  ['Cozaar', 'Aleve', 'nsaids-raas-blockers-kidneys', 'MEDIUM'],
  ['Wakix', 'Benadryl', 'pitolisant-brain-antihistamines', 'HIGH'],
  ['Wakix', 'Yaz', 'pitolisant-hormonal-contraceptives', 'HIGH'],
  ['Concerta', 'Risperdal', 'methylphenidate-risperidone', 'MEDIUM'],
  ['Provigil', 'Valium', 'modafinil-cyp2c19-substrates', 'MEDIUM'],
  ['Nuvigil', 'propranolol', 'modafinil-cyp2c19-substrates', 'MEDIUM'],
  ['Focalin', 'risperidone', 'methylphenidate-risperidone', 'MEDIUM'],
  ['Qelbree', 'clozapine', 'clozapine-strong-cyp1a2-inhibitors', 'HIGH'],
  ['fluvoxamine', 'Clozaril', 'clozapine-strong-cyp1a2-inhibitors', 'HIGH'],
];

describe('label contraindication and dose-limit rules', () => {
  it.each(CASES)('%s with %s: %s at %s, both ways round', (a, b, ruleId, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item('1', first), item('2', second));
      expect(pair?.rules.find((r) => r.ruleId === ruleId)?.severity).toBe(severity);
      expect(pair?.riskLevel).toBe(severity);
    }
  });

  it.each([
    ['Diflucan', 'Dilantin', 'cyp2c9-moderate-inhibitor-narrow-range-substrate'],
    ['Eliquis', 'rifampin', 'cyp3a4-strong-inducer-moderate-substrate'],
    ['Xarelto', 'rifampin', 'cyp3a4-strong-inducer-moderate-substrate'],
    ['Prozac', 'thioridazine', 'cyp2d6-strong-inhibitor-substrate'],
    ['Inspra', 'potassium chloride', 'potassium-retaining-medicines-potassium'],
  ])('%s with %s: the label rule stands for %s', (a, b, refined) => {
    const pair = checkPair(item('1', a), item('2', b));
    expect(pair?.rules.map((r) => r.ruleId)).not.toContain(refined);
  });

  it('keeps the potassium rule for valsartan beside the angioedema rule for sacubitril (Entresto with an ACE inhibitor)', () => {
    const pair = checkPair(item('1', 'Entresto'), item('2', 'lisinopril'));
    expect(pair?.rules.map((r) => r.ruleId)).toEqual(['sacubitril-ace-inhibitors-contraindicated', 'potassium-raising-together']);
  });

  it('does not flag a non-drowsy antihistamine with pitolisant, nor a low-dose aspirin with an ACE inhibitor', () => {
    expect(checkPair(item('1', 'Wakix'), item('2', 'Claritin'))?.rules.map((r) => r.ruleId) ?? []).not.toContain('pitolisant-brain-antihistamines');
    expect(checkPair(item('1', 'lisinopril'), item('2', 'aspirin'))?.rules.map((r) => r.ruleId) ?? []).not.toContain('nsaids-raas-blockers-kidneys');
  });
});
