/**
 * DayQuil (a multi-ingredient cold product), and dextromethorphan with MAOIs and SSRIs/SNRIs, both ways round.
 * Dextromethorphan is serotonergic, so the mechanism rules flag it: with an MAOI as a serotonergic medicine, with an
 * SSRI or SNRI as two serotonergic medicines.
 */
import { describe, expect, it } from 'vitest';
import { checkInteractions, checkPair } from './match-interactions.js';
import type { UserItem } from './match-types.js';

let nextId = 0;
const item = (name: string, extra: Omit<UserItem, 'id' | 'name'> = {}): UserItem => ({ id: `item-${(nextId += 1)}`, name, ...extra });
const ruleIds = (a: UserItem, b: UserItem) => checkPair(a, b)?.rules.map((r) => r.ruleId) ?? [];

describe('the DayQuil case', () => {
  const dayquil = () => item('DayQuil Cold & Flu', { substanceType: 'OTC_MEDICATION', ingredients: ['acetaminophen', 'dextromethorphan', 'phenylephrine'] });

  it('flags DayQuil with phenelzine as CRITICAL for both dextromethorphan and the decongestant', () => {
    const pair = checkPair(dayquil(), item('phenelzine', { substanceType: 'PRESCRIPTION' }));
    expect(pair?.riskLevel).toBe('CRITICAL');
    expect(pair?.rules.map((r) => r.ruleId)).toEqual(expect.arrayContaining(['maoi-serotonergic-medicines', 'maoi-sympathomimetics']));
    expect(pair?.rules.map((r) => r.mechanism)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Dextromethorphan raises serotonin, and phenelzine blocks/), expect.stringMatching(/^Phenylephrine /)]),
    );
  });

  it('flags DayQuil with sertraline as HIGH serotonin risk', () => {
    const pair = checkPair(dayquil(), item('sertraline', { substanceType: 'PRESCRIPTION' }));
    expect(pair?.riskLevel).toBe('HIGH');
    expect(pair?.rules[0]?.ruleId).toBe('serotonergic-together');
    expect(pair?.rules[0]?.mechanism).toBe('Dextromethorphan and sertraline both raise serotonin, so together it can build up too far.');
    expect(pair?.rules[0]?.effect).toMatch(/serotonin syndrome/i);
  });

  it('reports all three pairs of the issue’s list, the MAOI ones first', () => {
    const report = checkInteractions([dayquil(), item('phenelzine'), item('sertraline')]);
    expect(report.pairs.map((p) => [p.first.name, p.second.name, p.riskLevel])).toEqual([
      ['DayQuil Cold & Flu', 'phenelzine', 'CRITICAL'],
      ['phenelzine', 'sertraline', 'CRITICAL'],
      ['DayQuil Cold & Flu', 'sertraline', 'HIGH'],
    ]);
  });

  it('recognises DayQuil by its brand alone, without an ingredient list', () => {
    expect(ruleIds(item('Vicks DayQuil'), item('Nardil'))).toContain('maoi-serotonergic-medicines');
  });
});

describe('dextromethorphan rules, both ways round', () => {
  it.each([
    ['Delsym', 'Parnate', 'maoi-serotonergic-medicines', 'CRITICAL'],
    ['Robitussin DM', 'selegiline', 'maoi-serotonergic-medicines', 'CRITICAL'],
    ['NyQuil', 'isocarboxazid', 'maoi-serotonergic-medicines', 'CRITICAL'],
    ['Mucinex DM', 'Lexapro', 'serotonergic-together', 'HIGH'],
    ['dextromethorphan HBr 15 mg', 'Effexor XR', 'serotonergic-together', 'HIGH'],
    ['Coricidin HBP Cough & Cold', 'Cymbalta', 'serotonergic-together', 'HIGH'],
  ])('%s × %s → %s', (a, b, ruleId, severity) => {
    for (const [first, second] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = checkPair(item(first), item(second));
      expect(pair?.riskLevel, `${first} × ${second}`).toBe(severity);
      expect(pair?.rules.map((r) => r.ruleId)).toContain(ruleId);
    }
  });

  it('does not flag a cough medicine without dextromethorphan', () => {
    expect(checkPair(item('Mucinex'), item('Zoloft'))).toBeNull();
  });
});
