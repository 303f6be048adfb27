/** Typed names → substances → ingredients → classes, including brands, synonyms, names inside longer text and misses. */
import { describe, expect, it } from 'vitest';
import { resolveSubstance } from './resolve-substance.js';

const ids = (typed: string, substanceType?: 'PRESCRIPTION' | 'SUPPLEMENT') =>
  resolveSubstance(typed, substanceType ? { substanceType } : {})?.substances.map((s) => s.id) ?? null;

describe('resolveSubstance', () => {
  it.each([
    ['Adderall', 'mixed_amphetamine_salts'],
    ['Vyvanse', 'lisdexamfetamine'],
    ['Ritalin', 'methylphenidate'],
    ['Concerta', 'methylphenidate'],
    ['Focalin', 'dexmethylphenidate'],
    ['Strattera', 'atomoxetine'],
    ['Qelbree', 'viloxazine'],
    ['Intuniv', 'guanfacine'],
    ['Zoloft', 'sertraline'],
    ['Prozac', 'fluoxetine'],
    ['Lexapro', 'escitalopram'],
    ['Paxil', 'paroxetine'],
    ['Wellbutrin', 'bupropion'],
    ['Nardil', 'phenelzine'],
    ['Parnate', 'tranylcypromine'],
    ['Synthroid', 'levothyroxine'],
    ['Coumadin', 'warfarin'],
    ['Jantoven', 'warfarin'],
    ['Eliquis', 'apixaban'],
    ['Xarelto', 'rivaroxaban'],
    ['Plavix', 'clopidogrel'],
    ['Glucophage', 'metformin'],
    ['Advil', 'ibuprofen'],
    ['Motrin', 'ibuprofen'],
    ['Aleve', 'naproxen'],
    ['Tylenol', 'acetaminophen'],
    ['Sudafed', 'pseudoephedrine'],
    ['Prilosec', 'omeprazole'],
  ])('maps the brand %s to %s', (brand, substance) => {
    const found = resolveSubstance(brand);
    expect(found?.via).toBe('brand');
    expect(found?.substances.map((s) => s.id)).toEqual([substance]);
  });

  it('expands a brand to its ingredients and their classes, through parent classes', () => {
    const zoloft = resolveSubstance('Zoloft');
    expect(zoloft?.ingredients).toEqual(['sertraline']);
    expect(zoloft?.classes).toEqual(expect.arrayContaining(['ssri', 'serotonergic', 'antidepressant']));

    const adderall = resolveSubstance('Adderall XR 20mg');
    expect(adderall?.ingredients).toEqual(expect.arrayContaining(['mixed_amphetamine_salts', 'amphetamine', 'dextroamphetamine']));
    expect(adderall?.classes).toEqual(expect.arrayContaining(['amphetamines', 'adhd_stimulant']));
  });

  it('follows nested combinations (Rolaids → calcium carbonate → calcium)', () => {
    const rolaids = resolveSubstance('Rolaids');
    expect(rolaids?.ingredients).toEqual(expect.arrayContaining(['calcium_carbonate', 'calcium', 'magnesium_hydroxide', 'magnesium']));
    expect(rolaids?.classes).toEqual(expect.arrayContaining(['antacid', 'aluminium_magnesium_antacid', 'polyvalent_cation']));
  });

  it.each(["St John's Wort", 'St. John’s Wort', 'st johns wort 300 mg capsules', 'Hypericum perforatum', "Saint John's wort"])(
    'recognises %j as St John’s wort',
    (typed) => {
      expect(ids(typed)).toEqual(['st_johns_wort']);
    },
  );

  it.each([
    ['fish oil', 'omega_3'],
    ['Omega-3', 'omega_3'],
    ['omega 3 fatty acids', 'omega_3'],
    ['EPA', 'omega_3'],
    ['Vitamin K2', 'vitamin_k'],
    ['MK-7', 'vitamin_k'],
    ['Ascorbic acid', 'vitamin_c'],
    ['Vitamin B-12', 'vitamin_b12'],
    ['Methylcobalamin', 'vitamin_b12'],
    ['Magnesium glycinate 200 mg', 'magnesium'],
    ['Magnesium L-Threonate', 'magnesium'],
    ['Ferrous gluconate', 'iron'],
    ['Korean red ginseng', 'asian_ginseng'],
    ['5-HTP', 'five_htp'],
    ['Sertraline HCl 50 mg', 'sertraline'],
    ['Naproxen sodium 220 mg', 'naproxen'],
    ['Levothyroxine sodium 50 mcg tablets', 'levothyroxine'],
    ['Lisdexamfetamine dimesylate', 'lisdexamfetamine'],
    ['Sudafed PE', 'phenylephrine'],
    ['Claritin-D 12 hour', 'loratadine_pseudoephedrine'],
  ])('resolves the synonym or salt form %j to %s', (typed, substance) => {
    expect(ids(typed)).toEqual([substance]);
  });

  it('finds the longest known name inside a longer product name', () => {
    const fishOil = resolveSubstance('Nature Made Fish Oil 1200mg');
    expect(fishOil?.via).toBe('contained');
    expect(fishOil?.substances.map((s) => s.id)).toEqual(['omega_3']);
    expect(ids('Nature Made Calcium Carbonate 600 mg')).toEqual(['calcium_carbonate']);
    expect(ids('Ginkgo Biloba Extract 120mg')).toEqual(['ginkgo']);
  });

  it('finds every known name in a combination product name', () => {
    expect(ids('Calcium Magnesium Zinc')).toEqual(['calcium', 'magnesium', 'zinc']);
  });

  it('returns null for names it cannot place', () => {
    expect(resolveSubstance('Banana')).toBeNull();
    expect(resolveSubstance('Moringa leaf')).toBeNull();
    expect(resolveSubstance('   ')).toBeNull();
    // Plain "ginseng" may be American or Siberian ginseng, which the Asian ginseng facts do not cover.
    expect(resolveSubstance('Ginseng')).toBeNull();
  });

  it('matches foods only by their exact names', () => {
    expect(ids('Grapefruit juice')).toEqual(['grapefruit']);
    expect(resolveSubstance('Grapefruit seed extract')).toBeNull();
    expect(ids('Valerian root, alcohol-free')).toEqual(['valerian']);
  });

  it('reads a trailing mineral as a salt only for medicines', () => {
    expect(ids('Rosuvastatin calcium 10 mg', 'PRESCRIPTION')).toEqual(['rosuvastatin']);
    expect(ids('Solgar Magnesium', 'SUPPLEMENT')).toEqual(['magnesium']);
    expect(ids('Solgar Magnesium')).toEqual(['magnesium']);
  });

  it('does not find a prescription drug inside a supplement’s product name', () => {
    expect(ids('Insulin Support Formula', 'SUPPLEMENT')).toBeNull();
    expect(ids('Insulin Support Formula')).toEqual(['insulin']);
    expect(ids('Insulin', 'SUPPLEMENT')).toEqual(['insulin']);
    expect(ids('Chromium Insulin Support', 'SUPPLEMENT')).toEqual(['chromium']);
  });
});

describe('the words beside the known names of a longer name', () => {
  const unplaced = (typed: string) => resolveSubstance(typed)?.unplaced ?? null;

  it('reads the -D, DM and PM of cold and pain medicines as their added ingredient', () => {
    expect(ids('Aleve-D')).toEqual(['naproxen', 'pseudoephedrine']);
    expect(ids('Aleve-D Sinus & Cold')).toEqual(['naproxen', 'pseudoephedrine']);
    expect(unplaced('Aleve-D Sinus & Cold')).toEqual(['sinus', 'cold']);
    expect(resolveSubstance('Guaifenesin DM')?.ingredients).toEqual(expect.arrayContaining(['guaifenesin', 'dextromethorphan']));
    expect(resolveSubstance('Robitussin DM')?.ingredients).toContain('dextromethorphan');
    expect(ids('Bayer Aspirin PM')).toEqual(['aspirin', 'diphenhydramine']);
    expect(unplaced('Aleve-D')).toEqual([]);
    expect(ids('Naproxen Sodium D')).toEqual(['naproxen', 'pseudoephedrine']);
  });

  it('reads a suffix only straight after an over-the-counter medicine, and never lets it go elsewhere', () => {
    for (const name of ['Calcium + D', 'Vitamin C and D', 'Fosamax Plus D', 'Cranberry D-Mannose', 'Melatonin PM', 'Magnesium PM', 'Zinc DM']) {
      expect(ids(name), name).not.toEqual(expect.arrayContaining(['pseudoephedrine']));
      expect(ids(name), name).not.toEqual(expect.arrayContaining(['diphenhydramine']));
      expect(ids(name), name).not.toEqual(expect.arrayContaining(['dextromethorphan']));
      expect(unplaced(name)?.length, name).toBeGreaterThan(0);
    }
  });

  it('keeps the words that name a blend or another ingredient', () => {
    expect(unplaced('Prenatal with DHA')).toEqual(['prenatal']);
    expect(unplaced('Ginkgo Complex')).toEqual(['complex']);
    expect(unplaced('Vitamin C with Grape Seed Extract')).toEqual(['grape', 'seed']);
    for (const name of ['Advil Liqui-Gels', 'Vitamin D3 (as cholecalciferol)', 'Bayer Low Dose Aspirin', 'Motrin IB', 'Prilosec OTC']) {
      expect(unplaced(name), name).toEqual([]);
    }
  });

  it('keeps a word that may name another ingredient, and lets makers, plant parts and marketing go', () => {
    expect(unplaced('Ginkgo Zorblax Complex')).toEqual(['zorblax', 'complex']);
    expect(unplaced('Zoloft Plus Xyzzy')).toEqual(['xyzzy']);
    expect(unplaced('Calcium with Vitamin D3')).toEqual([]);
    expect(unplaced('Tylenol Sinus Severe')).toEqual(['sinus', 'severe']);
    expect(unplaced('Advil Allergy Sinus')).toEqual(['allergy', 'sinus']);
    for (const name of [
      'Nature Made Fish Oil',
      "Nature's Bounty Magnesium 500 mg",
      'Ashwagandha Root Extract',
      'Kirkland Signature Vitamin D3 Extra Strength',
      'NOW Foods Magnesium Glycinate',
    ]) {
      expect(unplaced(name), name).toEqual([]);
    }
    // An exact name has nothing beside it.
    expect(unplaced('Zoloft')).toEqual([]);
  });
});
