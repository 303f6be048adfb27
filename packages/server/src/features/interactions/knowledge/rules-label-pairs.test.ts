/** Each label pair is flagged both ways round at the label's severity, by its own rule. */
import { describe, expect, it } from 'vitest';
import { checkPair } from './match-interactions.js';

const item = (id: string, name: string) => ({ id, name });

const CASES: readonly [string, string, string, string][] = [
  ['Zocor', 'gemfibrozil', 'simvastatin-gemfibrozil', 'CRITICAL'],
  ['simvastatin', 'Norvasc', 'simvastatin-amlodipine-dose-limit', 'MEDIUM'],
  ['Wellbutrin', 'tramadol', 'bupropion-tramadol-seizures', 'HIGH'],
  ['Yaz', 'Lamictal', 'hormonal-contraceptives-lamotrigine', 'MEDIUM'],
  ['Intuniv', 'Depakote', 'guanfacine-valproate', 'MEDIUM'],
  ['Kapvay', 'metoprolol', 'alpha2-agonists-blood-pressure-medicines', 'MEDIUM'],
  ['Ritalin', 'lisinopril', 'stimulants-blood-pressure-medicines', 'MEDIUM'],
  ['Qelbree', 'Cymbalta', 'viloxazine-cyp1a2-contraindicated', 'CRITICAL'],
  ['Adderall XR', 'Prilosec OTC', 'amphetamines-proton-pump-inhibitors', 'MEDIUM'],
];

describe('label pair rules', () => {
  it.each(CASES)('%s with %s: %s at %s, both ways round', (a, b, ruleId, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item('1', first), item('2', second));
      expect(pair?.rules.map((r) => r.ruleId)).toContain(ruleId);
      expect(pair?.rules.find((r) => r.ruleId === ruleId)?.severity).toBe(severity);
      expect(pair?.riskLevel).toBe(severity);
    }
  });

  it('lets the bupropion and tramadol rule stand for the general seizure rule', () => {
    const pair = checkPair(item('1', 'bupropion'), item('2', 'tramadol'));
    expect(pair?.rules.map((r) => r.ruleId)).not.toContain('seizure-threshold-lowering-together');
  });
});
