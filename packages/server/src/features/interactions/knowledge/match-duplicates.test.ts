/**
 * Duplicates: the same ingredient in two items, whatever their names and types, with the total
 * when the amounts are known and the label's daily limit; and two medicines of one class whose labels warn against
 * combining them. Each case both ways round.
 */
import { describe, expect, it } from 'vitest';
import { checkInteractions, checkPair } from './match-interactions.js';
import type { PairInteraction, PairRuleMatch, UserItem } from './match-types.js';

let nextId = 0;
const item = (name: string, extra: Omit<UserItem, 'id' | 'name'> = {}): UserItem => ({ id: `item-${(nextId += 1)}`, name, ...extra });
const mg = (amount: number) => ({ amount, unit: 'mg' });

/** The duplicate matches of a pair, by rule id. */
const duplicates = (pair: PairInteraction | null): PairRuleMatch[] => pair?.rules.filter((r) => r.ruleId.startsWith('duplicate-')) ?? [];
const ids = (pair: PairInteraction | null) => duplicates(pair).map((r) => r.ruleId);
const rule = (pair: PairInteraction | null, id: string) => duplicates(pair).find((r) => r.ruleId === id);

/** Runs a check both ways round and returns both results, second item first in the other. */
const bothWays = (a: UserItem, b: UserItem) => [checkPair(a, b), checkPair(b, a)] as const;

describe('the same ingredient in two items', () => {
  it.each([
    ['Tylenol', 'NyQuil', 'acetaminophen'],
    ['Sertraline', 'Zoloft', 'sertraline'],
    ['Benadryl', 'ZzzQuil', 'diphenhydramine'],
    ['Ritalin', 'Concerta', 'methylphenidate'],
    ['Percocet', 'Tylenol PM', 'acetaminophen'],
    ['DayQuil', 'Delsym', 'dextromethorphan'],
    ['Sudafed', 'Claritin-D', 'pseudoephedrine'],
  ])('%s + %s share %s, both ways round', (first, second, ingredient) => {
    for (const pair of bothWays(item(first), item(second))) {
      const match = rule(pair, `duplicate-ingredient-${ingredient}`);
      expect(match?.severity, `${first} + ${second}`).toBe('HIGH');
      expect(match?.duplicate?.kind).toBe('ingredient');
      expect(match?.duplicate?.label).toBe(ingredient);
      expect(match?.firstMatchedOn).toEqual([ingredient]);
      expect(match?.effect).toContain(`both contain ${ingredient}`);
      expect(match?.sources.length).toBeGreaterThan(0);
    }
  });

  it('counts a combination product through its ingredients: NyQuil + DayQuil share acetaminophen and dextromethorphan, not the product', () => {
    expect(ids(checkPair(item('NyQuil'), item('DayQuil')))).toEqual(['duplicate-ingredient-acetaminophen', 'duplicate-ingredient-dextromethorphan']);
  });

  it('counts an ingredient listed on an item whose name is unknown', () => {
    const pair = checkPair(item('Tylenol'), item('Night-time cold relief', { ingredients: ['Acetaminophen 325 mg', 'Doxylamine'] }));
    expect(ids(pair)).toEqual(['duplicate-ingredient-acetaminophen']);
  });

  it('is not a duplicate when the two share nothing, nor the same item given twice', () => {
    expect(ids(checkPair(item('Tylenol'), item('Advil')))).toEqual([]);
    const tylenol = item('Tylenol');
    expect(checkPair(tylenol, tylenol)).toBeNull();
    expect(checkInteractions([tylenol, tylenol]).pairs).toEqual([]);
  });

  it('rates a supplement, herb or food ingredient twice LOW: the amounts add up', () => {
    const pair = checkPair(item('Tums'), item('Calcium', { substanceType: 'SUPPLEMENT' }));
    expect(rule(pair, 'duplicate-ingredient-calcium')?.severity).toBe('LOW');
    expect(rule(pair, 'duplicate-ingredient-calcium')?.sources[0]?.url).toBe('https://ods.od.nih.gov/factsheets/WYNTK-Consumer/');
  });
});

describe('amounts and the daily limit', () => {
  const tylenol = (extra: UserItem['amounts'] = {}) => item('Tylenol', { substanceType: 'OTC_MEDICATION', amounts: { dose: mg(1000), ...extra } });
  const nyquil = (extra: UserItem['amounts'] = {}) =>
    item('NyQuil', {
      substanceType: 'OTC_MEDICATION',
      ingredients: ['Acetaminophen', 'Dextromethorphan', 'Doxylamine'],
      amounts: { dose: { amount: 30, unit: 'ml' }, ingredients: [{ name: 'Acetaminophen', ...mg(650) }], ...extra },
    });

  it('adds one dose of each when both amounts are known, and says the limit when nothing was logged today', () => {
    for (const pair of bothWays(tylenol({ dosesToday: [] }), nyquil({ dosesToday: [] }))) {
      const match = rule(pair, 'duplicate-ingredient-acetaminophen');
      expect(match?.duplicate?.perDoseTotal).toBe(1650);
      expect(match?.duplicate?.unit).toBe('mg');
      expect(match?.duplicate?.todayTotal).toBeNull();
      expect(match?.duplicate?.dailyMaximum?.amount).toBe(4000);
      expect(match?.duplicate?.overMaximum).toBe(false);
      expect(match?.severity).toBe('HIGH');
      expect(match?.effect).toMatch(/One dose of each: (1,000 mg \+ 650 mg|650 mg \+ 1,000 mg) = 1,650 mg\./);
      expect(match?.effect).toContain('4,000 mg a day');
    }
    const [forward, backward] = bothWays(tylenol(), nyquil());
    expect(rule(forward, 'duplicate-ingredient-acetaminophen')?.duplicate?.amounts?.map((a) => a.perDose)).toEqual([1000, 650]);
    expect(rule(backward, 'duplicate-ingredient-acetaminophen')?.duplicate?.amounts?.map((a) => a.perDose)).toEqual([650, 1000]);
  });

  it('totals the doses logged today and raises acetaminophen over 4,000 mg to CRITICAL, both ways round', () => {
    const a = tylenol({ dosesToday: [null, null, null, null] });
    const b = nyquil({ dosesToday: [null, null, null] });
    for (const pair of bothWays(a, b)) {
      const match = rule(pair, 'duplicate-ingredient-acetaminophen');
      expect(match?.duplicate?.todayTotal).toBe(5950);
      expect(match?.duplicate?.overMaximum).toBe(true);
      expect(match?.severity).toBe('CRITICAL');
      expect(pair?.riskLevel).toBe('CRITICAL');
      expect(match?.effect).toContain('The doses logged today');
      expect(match?.effect).toContain('come to 5,950 mg, over the 4,000 mg daily limit');
      expect(match?.recommendation).toMatch(/Do not take any more acetaminophen today/);
    }
  });

  it('stays HIGH under the limit and says how far today’s doses are from it', () => {
    const match = rule(checkPair(tylenol({ dosesToday: [null] }), nyquil({ dosesToday: [null] })), 'duplicate-ingredient-acetaminophen');
    expect(match?.duplicate?.todayTotal).toBe(1650);
    expect(match?.duplicate?.overMaximum).toBe(false);
    expect(match?.severity).toBe('HIGH');
    expect(match?.effect).toContain('(1 dose of Tylenol, 1 dose of NyQuil) come to 1,650 mg, within the 4,000 mg daily limit');
  });

  it('uses a dose’s own logged dosage, scaling a listed ingredient by it', () => {
    // Tylenol logged once at 500 mg; NyQuil logged once at 15 ml, half its 30 ml dose: 325 mg.
    const match = rule(checkPair(tylenol({ dosesToday: [500] }), nyquil({ dosesToday: [15] })), 'duplicate-ingredient-acetaminophen');
    expect(match?.duplicate?.amounts?.map((a) => a.today)).toEqual([500, 325]);
    expect(match?.duplicate?.todayTotal).toBe(825);
  });

  it('converts grams and micrograms to mg before adding', () => {
    const a = item('Tylenol', { amounts: { dose: { amount: 1, unit: 'g' }, dosesToday: [] } });
    const b = item('Panadol', { amounts: { dose: { amount: 500_000, unit: 'mcg' }, dosesToday: [] } });
    expect(rule(checkPair(a, b), 'duplicate-ingredient-acetaminophen')?.duplicate?.perDoseTotal).toBe(1500);
  });

  it('leaves the total out when one amount is unknown, and says which item does not say', () => {
    for (const pair of bothWays(tylenol({ dosesToday: [null] }), item('NyQuil', { amounts: { dosesToday: [null] } }))) {
      const match = rule(pair, 'duplicate-ingredient-acetaminophen');
      expect(match?.duplicate?.perDoseTotal).toBeNull();
      expect(match?.duplicate?.todayTotal).toBeNull();
      expect(match?.duplicate?.overMaximum).toBe(false);
      expect(match?.effect).toContain('Tylenol has 1,000 mg a dose; NyQuil does not say how much it has.');
      expect(match?.effect).toContain('not every amount is known');
    }
  });

  it('does not take a combination product’s own dose as its acetaminophen', () => {
    const match = rule(checkPair(tylenol(), item('NyQuil', { amounts: { dose: mg(30) } })), 'duplicate-ingredient-acetaminophen');
    expect(match?.duplicate?.amounts?.[1]?.perDose).toBeNull();
  });

  it('flags one dose of each already over the limit (diphenhydramine over 300 mg) as CRITICAL', () => {
    const pair = checkPair(item('Benadryl', { amounts: { dose: mg(200) } }), item('ZzzQuil', { amounts: { dose: mg(150) } }));
    const match = rule(pair, 'duplicate-ingredient-diphenhydramine');
    expect(match?.duplicate?.overMaximum).toBe(true);
    expect(match?.severity).toBe('CRITICAL');
    expect(match?.effect).toContain('One dose of each already passes the 300 mg daily limit.');
  });

  it('compares ibuprofen with the OTC limit, but does not raise the severity for a prescription', () => {
    const advil = item('Advil', { substanceType: 'OTC_MEDICATION', amounts: { dose: mg(400), dosesToday: [null, null] } });
    const motrin = item('Motrin', { substanceType: 'OTC_MEDICATION', amounts: { dose: mg(400), dosesToday: [null] } });
    const otc = rule(checkPair(advil, motrin), 'duplicate-ingredient-ibuprofen');
    expect(otc?.duplicate?.todayTotal).toBe(1200);
    expect(otc?.duplicate?.overMaximum).toBe(false);
    const moreAdvil = item('Advil', { substanceType: 'OTC_MEDICATION', amounts: { dose: mg(400), dosesToday: [null, null, null] } });
    expect(rule(checkPair(moreAdvil, motrin), 'duplicate-ingredient-ibuprofen')?.severity).toBe('CRITICAL');
    const prescribed = item('Ibuprofen 800 mg', { substanceType: 'PRESCRIPTION', amounts: { dose: mg(800), dosesToday: [null, null] } });
    const match = rule(checkPair(prescribed, motrin), 'duplicate-ingredient-ibuprofen');
    expect(match?.duplicate?.overMaximum).toBe(true);
    expect(match?.severity).toBe('HIGH');
    expect(match?.effect).toContain('your prescriber may have set another');
  });

  it.each([
    ['naproxen', 'Aleve', 'Naprosyn', 660],
    ['dextromethorphan', 'Delsym', 'Robitussin Cough', 120],
    ['pseudoephedrine', 'Sudafed', 'Mucinex D', 240],
  ])('keeps the label limit of %s with its sources', (id, first, second, limit) => {
    const match = rule(checkPair(item(first), item(second)), `duplicate-ingredient-${id}`);
    expect(match?.duplicate?.dailyMaximum?.amount).toBe(limit);
    expect(match?.duplicate?.dailyMaximum?.sources.map((s) => new URL(s.url).hostname)).toEqual(['dailymed.nlm.nih.gov', 'medlineplus.gov']);
  });
});

describe('two medicines of one class', () => {
  it.each([
    ['Advil', 'Aleve', 'nsaid'],
    ['Adderall XR', 'Vyvanse', 'adhd_stimulant'],
    ['Ritalin', 'Adderall', 'adhd_stimulant'],
    ['Zoloft', 'Prozac', 'ssri'],
    ['Xanax', 'Ativan', 'benzodiazepine'],
    ['Eliquis', 'Warfarin', 'anticoagulant'],
  ])('%s + %s is a %s duplicate, HIGH, both ways round', (first, second, cls) => {
    for (const pair of bothWays(item(first), item(second))) {
      const match = rule(pair, `duplicate-class-${cls}`);
      expect(match?.severity, `${first} + ${second}`).toBe('HIGH');
      expect(match?.duplicate?.kind).toBe('class');
      expect(match?.duplicate?.amounts).toBeNull();
      expect(match?.sources.length).toBeGreaterThan(0);
    }
  });

  it('names the ingredients through which each item is in the class', () => {
    const match = rule(checkPair(item('Adderall XR'), item('Vyvanse')), 'duplicate-class-adhd_stimulant');
    expect(match?.duplicate?.ingredients).toEqual([['amphetamine', 'dextroamphetamine'], ['lisdexamfetamine']]);
    expect(match?.effect).toMatch(/^Adderall XR \(amphetamine, dextroamphetamine\) and Vyvanse \(lisdexamfetamine\) are both ADHD stimulants\./);
  });

  it('reports a shared ingredient once, as an ingredient duplicate, not also as its class', () => {
    expect(ids(checkPair(item('Ritalin'), item('Concerta')))).toEqual(['duplicate-ingredient-methylphenidate']);
    expect(ids(checkPair(item('Adderall'), item('Dexedrine')))).toEqual(['duplicate-ingredient-dextroamphetamine']);
  });

  it('counts aspirin as an NSAID at pain-relief doses or an unknown dose, but not low-dose aspirin', () => {
    expect(ids(checkPair(item('Advil'), item('Aspirin', { amounts: { dose: mg(325) } })))).toEqual(['duplicate-class-nsaid']);
    expect(ids(checkPair(item('Aspirin'), item('Aleve')))).toEqual(['duplicate-class-nsaid']);
    expect(ids(checkPair(item('Advil'), item('Aspirin', { amounts: { dose: mg(81) } })))).toEqual([]);
    expect(ids(checkPair(item('Baby aspirin'), item('Advil')))).toEqual([]);
    expect(ids(checkPair(item('Low dose aspirin'), item('Advil')))).toEqual([]);
    expect(ids(checkPair(item('Aspirin 81 mg'), item('Advil')))).toEqual([]);
  });

  it('finds an NSAID inside a combination product: Advil PM + Aleve', () => {
    expect(ids(checkPair(item('Advil PM'), item('Aleve')))).toEqual(['duplicate-class-nsaid']);
  });
});

describe('a duplicate beside the other rules of the pair', () => {
  const allIds = (pair: PairInteraction | null) => pair?.rules.map((r) => r.ruleId) ?? [];

  it.each([
    ['Adderall XR', 'Vyvanse', 'duplicate-class-adhd_stimulant'],
    ['Ritalin', 'Concerta', 'duplicate-ingredient-methylphenidate'],
    ['warfarin', 'Eliquis', 'duplicate-class-anticoagulant'],
    ['Advil', 'Aleve', 'duplicate-class-nsaid'],
    ['Sudafed', 'DayQuil', 'duplicate-class-decongestant'],
  ])('%s + %s is said once, as %s, not again as the effect both ingredients share', (a, b, id) => {
    for (const pair of bothWays(item(a), item(b))) expect(allIds(pair)).toEqual([id]);
  });

  it('keeps a rule that matched through another ingredient: Percocet + Tylenol PM also add an opioid to a sedative', () => {
    for (const pair of bothWays(item('Percocet'), item('Tylenol PM'))) {
      expect(allIds(pair)).toContain('duplicate-ingredient-acetaminophen');
      expect(allIds(pair)).toContain('opioids-cns-depressants');
    }
  });

  it('says two sedating antihistamines as their class duplicate: Tylenol PM + NyQuil', () => {
    for (const pair of bothWays(item('Tylenol PM'), item('NyQuil'))) {
      expect(allIds(pair)).toContain('duplicate-ingredient-acetaminophen');
      expect(allIds(pair)).toContain('duplicate-class-sedating_antihistamine');
      expect(allIds(pair)).not.toContain('cns-depressants-together');
    }
  });
});
