/** Name normalisation: the typed and the known side of every lookup must reduce to the same key. */
import { describe, expect, it } from 'vitest';
import { normalizeName, stripSaltWords } from './normalize-name.js';

const saltless = (text: string, trailingCation = true) => stripSaltWords(normalizeName(text), { trailingCation });

describe('normalizeName', () => {
  it('ignores case, accents and surrounding space', () => {
    expect(normalizeName('  SERTRALINE ')).toBe('sertraline');
    expect(normalizeName('Sertraline')).toBe('sertraline');
    expect(normalizeName('Échinacéa')).toBe('echinacea');
  });

  it.each(["St John's Wort", 'St. John’s Wort', 'st johns wort', "ST. JOHN'S-WORT", "Saint John's wort", 'St John‘s wort'])(
    'reads %j as st johns wort',
    (typed) => {
      expect(normalizeName(typed)).toBe('st johns wort');
    },
  );

  it('drops dose strengths written in any common way', () => {
    expect(normalizeName('Sertraline HCl 50 mg')).toBe('sertraline hcl');
    expect(normalizeName('Fish Oil 1200mg')).toBe('fish oil');
    expect(normalizeName('Vitamin D3 1,000 IU')).toBe('vitamin d3');
    expect(normalizeName('Vitamin D3 5000iu')).toBe('vitamin d3');
    expect(normalizeName('Melatonin 0.5 mg')).toBe('melatonin');
    expect(normalizeName('Vitamin B-12 1,000 mcg')).toBe('vitamin b12');
    expect(normalizeName('Potassium chloride 20 mEq')).toBe('potassium chloride');
    expect(normalizeName('Amoxicillin 250mg/5ml')).toBe('amoxicillin');
  });

  it('drops release suffixes and phrases', () => {
    expect(normalizeName('Adderall XR 20mg')).toBe('adderall');
    expect(normalizeName('Wellbutrin XL 150 mg')).toBe('wellbutrin');
    expect(normalizeName('Concerta ER 36 mg tablets')).toBe('concerta');
    expect(normalizeName('Ritalin LA')).toBe('ritalin');
    expect(normalizeName('Zolpidem CR')).toBe('zolpidem');
    expect(normalizeName('Claritin-D 12 Hour')).toBe('claritin d');
    expect(normalizeName('Diclofenac sodium delayed-release')).toBe('diclofenac sodium');
    expect(normalizeName('Mirtazapine ODT')).toBe('mirtazapine');
  });

  it('drops routes, devices and the USP mark', () => {
    expect(normalizeName('Fluticasone propionate nasal spray')).toBe('fluticasone propionate');
    expect(normalizeName('Albuterol sulfate HFA inhaler')).toBe('albuterol sulfate');
    expect(normalizeName('Nitroglycerin SL 0.4 mg')).toBe('nitroglycerin');
    expect(normalizeName('Timolol eye drops')).toBe('timolol');
    expect(normalizeName('Simvastatin tablets USP 20 mg')).toBe('simvastatin');
  });

  it('drops dosage-form words and counts, but never the first word', () => {
    expect(normalizeName('Magnesium glycinate capsules, 120 count')).toBe('magnesium glycinate');
    expect(normalizeName('Zinc lozenges')).toBe('zinc');
    expect(normalizeName('Patch')).toBe('patch');
  });

  it('treats joined and separated letter–number names alike', () => {
    expect(normalizeName('Omega3')).toBe(normalizeName('omega-3'));
    expect(normalizeName('5HTP')).toBe(normalizeName('5-HTP'));
    expect(normalizeName('MK7')).toBe(normalizeName('MK-7'));
    expect(normalizeName('vitamin B 12')).toBe('vitamin b12');
  });

  it('drops what a product says it is free of', () => {
    expect(normalizeName('Valerian root, alcohol-free')).toBe('valerian root');
    expect(normalizeName('Sugar free Vitamin C gummies')).toBe('vitamin c');
  });

  it('spells out the ampersand', () => {
    expect(normalizeName('Hair, Skin & Nails')).toBe('hair skin and nails');
  });
});

describe('stripSaltWords', () => {
  it('removes anion and hydrate words wherever they stand', () => {
    expect(saltless('Sertraline HCl 50 mg')).toBe('sertraline');
    expect(saltless('Lisdexamfetamine dimesylate')).toBe('lisdexamfetamine');
    expect(saltless('Doxycycline hyclate')).toBe('doxycycline');
    expect(saltless('Magnesium glycinate')).toBe('magnesium');
    expect(saltless('Ferrous sulfate')).toBe('ferrous');
    expect(saltless('Esomeprazole magnesium trihydrate')).toBe('esomeprazole');
  });

  it('removes the ester and salt words of common prescriptions', () => {
    expect(saltless('Escitalopram oxalate 10 mg')).toBe('escitalopram');
    expect(saltless('Olmesartan medoxomil')).toBe('olmesartan');
    expect(saltless('Testosterone cypionate')).toBe('testosterone');
    expect(saltless('Ketorolac tromethamine')).toBe('ketorolac');
    expect(saltless('Cefuroxime axetil')).toBe('cefuroxime');
    expect(saltless('Hydroxyzine pamoate')).toBe('hydroxyzine');
  });

  it('drops a trailing cation only when asked (medicines), and never the only word', () => {
    expect(saltless('Naproxen sodium 220 mg')).toBe('naproxen');
    expect(saltless('Atorvastatin calcium')).toBe('atorvastatin');
    expect(saltless('Atorvastatin calcium', false)).toBe('atorvastatin calcium');
    expect(saltless('Solgar Magnesium', false)).toBe('solgar magnesium');
    expect(saltless('Potassium chloride')).toBe('potassium');
    expect(saltless('Calcium carbonate')).toBe('calcium');
  });

  it('keeps a name that is nothing but a salt word', () => {
    expect(saltless('Citrate')).toBe('citrate');
  });
});
