/** The interaction check: pairs both ways, highest severity per pair, food-side warnings and unrecognised items. */
import { describe, expect, it } from 'vitest';
import { checkInteractions, checkItemAgainst, checkPair } from './match-interactions.js';
import type { PairInteraction, UserItem } from './match-types.js';

let nextId = 0;
const item = (name: string, extra: Omit<UserItem, 'id' | 'name'> = {}): UserItem => ({ id: `item-${(nextId += 1)}`, name, ...extra });
const ruleIds = (pair: PairInteraction | null | undefined) => pair?.rules.map((r) => r.ruleId) ?? [];

describe('checkPair', () => {
  it('finds Zoloft + St John’s Wort as HIGH serotonin syndrome, citing NCCIH', () => {
    const pair = checkPair(item('Zoloft'), item("St John's Wort"));
    expect(pair?.riskLevel).toBe('HIGH');
    expect(ruleIds(pair)).toEqual(['st-johns-wort-serotonergic-medicines']);
    const rule = pair?.rules[0];
    expect(rule?.effect).toMatch(/serotonin syndrome/i);
    expect(rule?.sources.map((s) => s.url)).toContain('https://www.nccih.nih.gov/health/st-johns-wort');
    expect(rule?.firstMatchedOn).toEqual(['ssri']);
    expect(rule?.secondMatchedOn).toEqual(['st_johns_wort']);
  });

  it.each(['phenelzine', 'Nardil', 'Phenelzine sulfate 15 mg'])('finds Adderall + %s CRITICAL (MAOI × stimulant)', (maoi) => {
    const pair = checkPair(item('Adderall'), item(maoi));
    expect(pair?.riskLevel).toBe('CRITICAL');
    expect(ruleIds(pair)).toContain('maoi-adhd-medicines');
    expect(pair?.rules[0]?.recommendation).toMatch(/14 days/);
  });

  it('gives the same result with the items swapped, with the sides swapped too', () => {
    const zoloft = item('Zoloft');
    const wort = item("St John's Wort");
    const forward = checkPair(zoloft, wort);
    const backward = checkPair(wort, zoloft);
    expect(backward?.riskLevel).toBe(forward?.riskLevel);
    expect(ruleIds(backward)).toEqual(ruleIds(forward));
    expect(backward?.first.id).toBe(wort.id);
    expect(backward?.rules[0]?.firstMatchedOn).toEqual(forward?.rules[0]?.secondMatchedOn);
    expect(backward?.rules[0]?.secondMatchedOn).toEqual(forward?.rules[0]?.firstMatchedOn);

    const maoiFirst = checkPair(item('Nardil'), item('Adderall XR 20mg'));
    expect(maoiFirst?.riskLevel).toBe('CRITICAL');
  });

  it('matches normalised and salt-form names', () => {
    const pair = checkPair(item('Sertraline HCl 50 mg'), item('St. John’s Wort 300mg capsules'));
    expect(pair?.riskLevel).toBe('HIGH');
    expect(checkPair(item('Adderall XR 20mg'), item('PARNATE'))?.riskLevel).toBe('CRITICAL');
  });

  it('lists every distinct matching rule once and rates the pair by the most severe', () => {
    const blend = item('Heart formula', { ingredients: ['Fish oil 1000 mg', 'Vitamin E 400 IU', 'Ginkgo biloba 60 mg'] });
    const pair = checkPair(item('Coumadin', { substanceType: 'PRESCRIPTION' }), blend);
    expect(pair?.riskLevel).toBe('HIGH');
    expect(ruleIds(pair)).toEqual(['blood-thinners-ginkgo', 'anticoagulants-bleeding-supplements']);
    expect(pair?.rules[1]?.secondMatchedOn).toEqual(['omega_3', 'vitamin_e']);
  });

  it('rates a pair with a LOW and a MEDIUM rule as MEDIUM', () => {
    const pair = checkPair(item('Adderall'), item('Custom stack', { ingredients: ['Vitamin C', 'Sodium bicarbonate'] }));
    expect(pair?.riskLevel).toBe('MEDIUM');
    expect(pair?.rules.map((r) => r.severity)).toEqual(['MEDIUM', 'LOW']);
    expect(pair?.rules.find((r) => r.ruleId === 'amphetamines-vitamin-c')?.timing).toEqual({ separateHours: 1 });
  });

  it('finds nothing for unrelated items', () => {
    expect(checkPair(item('Vitamin C'), item('Magnesium'))).toBeNull();
    expect(checkPair(item('Banana'), item('Sertraline'))).toBeNull();
    expect(checkPair(item('Tylenol'), item('Zoloft'))).toBeNull();
    expect(checkPair(item('Lithium'), item('Aspirin'))).toBeNull();
  });

  it('never pairs an item with itself', () => {
    const zoloft = item('Zoloft');
    expect(checkPair(zoloft, zoloft)).toBeNull();
  });

  it('carries the dose-separation timing of absorption rules', () => {
    const pair = checkPair(item('Synthroid 75 mcg'), item('Calcium citrate 500 mg'));
    expect(pair?.riskLevel).toBe('MEDIUM');
    expect(pair?.rules[0]?.timing).toEqual({ separateHours: 4 });
  });
});

describe('checkInteractions', () => {
  it('checks every pair and sorts the most severe first', () => {
    const report = checkInteractions([item('Zoloft'), item("St John's Wort"), item('Nardil'), item('Vitamin C')]);
    expect(report.pairs.map((p) => [p.first.name, p.second.name, p.riskLevel])).toEqual([
      ['Zoloft', 'Nardil', 'CRITICAL'],
      ["St John's Wort", 'Nardil', 'CRITICAL'],
      ['Zoloft', "St John's Wort", 'HIGH'],
    ]);
    expect(report.highestRisk).toBe('CRITICAL');
    expect(report.hasInteraction).toBe(true);
  });

  it('reports unrecognised items instead of treating them as safe', () => {
    const banana = item('Banana');
    const ashwagandha = item('Ashwagandha');
    const report = checkInteractions([banana, item('Sertraline'), ashwagandha]);
    expect(report.pairs).toEqual([]);
    expect(report.unrecognised).toEqual([
      { id: banana.id, name: 'Banana' },
      { id: ashwagandha.id, name: 'Ashwagandha' },
    ]);
  });

  it('recognises an item through its ingredient list when its name is unknown, and says the name was not checked', () => {
    const blend = item('Mood Support Blend', { ingredients: ["St. John's wort extract"] });
    const report = checkInteractions([blend, item('Lexapro')]);
    expect(report.unrecognised).toEqual([]);
    expect(report.pairs[0]?.riskLevel).toBe('HIGH');
    expect(report.unchecked).toEqual([
      { item: { id: blend.id, name: 'Mood Support Blend' }, wholeItem: false, nameRecognised: false, uncheckedIngredients: [] },
    ]);
  });

  it('names the one ingredient it could not place in a product whose other ingredients it knows', () => {
    // "Zorbexiline" is made up, so no knowledge-base growth can ever place it.
    const coldMedicine = item('Zorbex Cold Relief', { substanceType: 'OTC_MEDICATION', ingredients: ['Acetaminophen 325 mg', 'Zorbexiline', 'Phenylephrine'] });
    const report = checkInteractions([coldMedicine, item('Zoloft')]);
    expect(report.unrecognised).toEqual([]);
    expect(report.unchecked).toEqual([
      {
        item: { id: coldMedicine.id, name: 'Zorbex Cold Relief', substanceType: 'OTC_MEDICATION' },
        wholeItem: false,
        nameRecognised: false,
        uncheckedIngredients: ['Zorbexiline'],
      },
    ]);
  });

  it('names unknown ingredients of an item whose own name it knows, each once, as written', () => {
    const tylenol = item('Tylenol', { ingredients: ['Zorbexiline', ' zorbexiline ', 'Quintrazole 5 mg', 'Acetaminophen'] });
    const report = checkInteractions([tylenol]);
    expect(report.unchecked).toEqual([
      { item: { id: tylenol.id, name: 'Tylenol' }, wholeItem: false, nameRecognised: true, uncheckedIngredients: ['Zorbexiline', 'Quintrazole 5 mg'] },
    ]);
  });

  it('marks an item whose name and ingredients all match nothing as wholly unchecked, listing those ingredients', () => {
    const tonic = item('Grandma’s Tonic', { ingredients: ['Zorbexiline'] });
    const zoloft = item('Zoloft');
    const report = checkInteractions([zoloft, tonic]);
    expect(report.unrecognised).toEqual([{ id: tonic.id, name: 'Grandma’s Tonic' }]);
    expect(report.unchecked).toEqual([
      { item: { id: tonic.id, name: 'Grandma’s Tonic' }, wholeItem: true, nameRecognised: false, uncheckedIngredients: ['Zorbexiline'] },
    ]);
  });

  it('leaves out items whose name and every ingredient were placed', () => {
    expect(checkInteractions([item('Adderall', { ingredients: ['Amphetamine'] }), item('Zoloft')]).unchecked).toEqual([]);
  });

  it('has nothing to say about vitamin C and magnesium', () => {
    const report = checkInteractions([item('Vitamin C 1000 mg'), item('Magnesium glycinate')]);
    expect(report).toEqual({ hasInteraction: false, highestRisk: null, pairs: [], warnings: [], unrecognised: [], unchecked: [] });
  });

  it('warns about a food-side rule for the medicine alone', () => {
    const nardil = item('Nardil');
    const report = checkInteractions([nardil]);
    expect(report.pairs).toEqual([]);
    expect(report.warnings).toHaveLength(1);
    expect(report.warnings[0]?.item.id).toBe(nardil.id);
    expect(report.warnings[0]?.riskLevel).toBe('CRITICAL');
    expect(report.warnings[0]?.rules[0]).toMatchObject({
      ruleId: 'maoi-tyramine-foods',
      matchedOn: ['phenelzine'],
      concerns: { kind: 'diet', label: 'Tyramine-rich foods and drinks' },
    });
    expect(report.hasInteraction).toBe(true);
  });

  it('warns about lab tests and nutrient stores for one item', () => {
    const biotin = checkInteractions([item('Biotin 10,000 mcg')]);
    expect(biotin.warnings[0]?.rules[0]?.concerns.kind).toBe('lab-test');
    const metformin = checkInteractions([item('Metformin ER 500 mg')]);
    expect(metformin.warnings[0]?.rules.map((r) => r.ruleId)).toEqual(['diabetes-medicines-alcohol', 'metformin-vitamin-b12']);
    expect(metformin.warnings[0]?.riskLevel).toBe('HIGH');
  });

  it('reports a food-side rule on the pair instead when the user logs the food', () => {
    const report = checkInteractions([item('Simvastatin 20 mg'), item('Grapefruit juice')]);
    expect(ruleIds(report.pairs[0])).toEqual(['statins-grapefruit']);
    expect(report.warnings).toEqual([]);

    const withCoffee = checkInteractions([item('Adderall'), item('Coffee')]);
    expect(ruleIds(withCoffee.pairs[0])).toEqual(['adhd-stimulants-caffeine']);
    expect(withCoffee.warnings).toEqual([]);
  });

  it('ignores a repeated item id', () => {
    const zoloft = item('Zoloft');
    expect(checkInteractions([zoloft, zoloft]).pairs).toEqual([]);
  });

  it('returns an empty report for an empty list', () => {
    expect(checkInteractions([])).toEqual({ hasInteraction: false, highestRisk: null, pairs: [], warnings: [], unrecognised: [], unchecked: [] });
  });
});

describe('checkItemAgainst', () => {
  it('returns only the pairs that involve the item, with the item first', () => {
    const sertraline = item('Sertraline', { substanceType: 'PRESCRIPTION' });
    const others = [item("St John's Wort", { substanceType: 'HERBAL' }), item('Advil', { substanceType: 'OTC_MEDICATION' }), item('Vitamin C'), item('Nardil')];
    const report = checkItemAgainst(sertraline, [...others, sertraline]);
    expect(report.pairs.every((p) => p.first.id === sertraline.id)).toBe(true);
    expect(report.pairs.map((p) => [p.second.name, p.riskLevel])).toEqual([
      ['Nardil', 'CRITICAL'],
      ["St John's Wort", 'HIGH'],
      ['Advil', 'HIGH'],
    ]);
    expect(report.pairs[0]?.first).toEqual({ id: sertraline.id, name: 'Sertraline', substanceType: 'PRESCRIPTION' });
    // Nardil's own diet warning belongs to Nardil, not to this check.
    expect(report.warnings).toEqual([]);
  });

  it('includes the item’s own food-side warnings', () => {
    const report = checkItemAgainst(item('Zocor'), [item('Ashwagandha')]);
    expect(report.warnings[0]?.rules[0]?.ruleId).toBe('statins-grapefruit');
    expect(report.unrecognised.map((r) => r.name)).toEqual(['Ashwagandha']);
  });

  it('names the unknown ingredients of the item being checked and of the rest', () => {
    const draft = item('Sertraline', { ingredients: ['Zorbexiline'] });
    const other = item('Advil', { ingredients: ['Ibuprofen', 'Quintrazole'] });
    const report = checkItemAgainst(draft, [other]);
    expect(report.unchecked.map((u) => [u.item.name, u.uncheckedIngredients])).toEqual([
      ['Sertraline', ['Zorbexiline']],
      ['Advil', ['Quintrazole']],
    ]);
  });
});

describe('a name with more in it than the knowledge base places', () => {
  it('checks what it places, and says the name was not fully checked', () => {
    const report = checkInteractions([item('Aleve-D Sinus & Cold'), item('Parnate')]);
    // The -D is pseudoephedrine: with an MAOI, the most severe there is.
    expect(report.highestRisk).toBe('CRITICAL');
    expect(report.unchecked).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ name: 'Aleve-D Sinus & Cold' }), wholeItem: false, nameRecognised: false }),
    ]);
    const odd = checkInteractions([item('Zoloft Plus Xyzzy'), item('Advil')]);
    expect(odd.unchecked).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ name: 'Zoloft Plus Xyzzy' }), wholeItem: false, nameRecognised: false }),
    ]);
    // Sertraline is still checked: with an NSAID, bleeding.
    expect(odd.pairs.length).toBeGreaterThan(0);
  });

  it('leaves a maker’s product name fully checked', () => {
    expect(checkInteractions([item('Nature Made Fish Oil 1000 mg'), item('NOW Foods Magnesium Glycinate')]).unchecked).toEqual([]);
  });
});

describe('rules that hold for the class, not only for the medicines the knowledge page names', () => {
  it.each([
    ['Trintellix', 'ibuprofen', 'ssri-snri-bleeding', 'HIGH'],
    ['vortioxetine', 'warfarin', 'ssri-snri-bleeding', 'HIGH'],
    ['Lunesta', 'melatonin 3 mg', 'sedatives-calming-supplements', 'MEDIUM'],
    ['zaleplon', 'valerian', 'sedatives-calming-supplements', 'MEDIUM'],
    ['apixaban', 'itraconazole', 'apixaban-rivaroxaban-strong-cyp3a4-pgp-inhibitors', 'HIGH'],
  ])('%s with %s: %s (%s)', (a, b, ruleId, level) => {
    const pair = checkPair(item(a), item(b));
    expect(pair?.riskLevel).toBe(level);
    expect(pair?.rules.map((r) => r.ruleId)).toContain(ruleId);
  });

  it('leaves apixaban with clarithromycin to the general rule: its label needs no change of dose', () => {
    expect(checkPair(item('Eliquis'), item('clarithromycin'))?.rules.map((r) => r.ruleId) ?? []).not.toContain(
      'apixaban-rivaroxaban-strong-cyp3a4-pgp-inhibitors',
    );
  });

  it('names herbs tied to blood thinners by herb references as not checked, never as safe', () => {
    for (const herb of ['Turmeric', 'Ginger root', 'Chamomile', 'Cranberry extract', 'Feverfew', 'Pepto-Bismol']) {
      const report = checkInteractions([item(herb), item('warfarin')]);
      expect(
        report.unchecked.map((u) => u.item.name),
        herb,
      ).toContain(herb);
    }
  });
});
