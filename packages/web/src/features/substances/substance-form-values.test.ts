import { describe, expect, it } from 'vitest';
import type { Substance } from '@wellness/contract';
import {
  emptyFormValues,
  formValuesFromSubstance,
  ingredientAmount,
  ingredientNames,
  lenientNumber,
  newIngredientDraft,
  placeErrors,
  sameFormValues,
  strictNumber,
  toSubstancePayload,
  typedAmounts,
  validateForm,
  type SubstanceFormValues,
} from './substance-form-values';

const values = (over: Partial<SubstanceFormValues> = {}): SubstanceFormValues => ({ ...emptyFormValues(), name: 'Zoloft', ...over });

const stored: Substance = {
  id: 's1',
  substanceType: 'HERBAL',
  name: "St John's Wort",
  brand: 'Nature’s Way',
  category: null,
  dosage: 300,
  unit: 'mg',
  productForm: 'capsule',
  notes: null,
  expirationDate: '2027-03-01',
  remainingSupply: 5,
  totalDoses: 2,
  runOut: null,
  prescribedBy: null,
  pharmacy: null,
  refillsRemaining: null,
  extractRatio: '4:1',
  standardization: '0.3% hypericin',
  potency: null,
  crudeEquivalent: 1.2,
  regulatoryNumber: 'NPN 80012345',
  licenseHolder: null,
  healthClaim: 'immune',
  allergenInfo: null,
  ingredients: [{ name: 'Hypericin', amount: 0.9, unit: 'mg', form: null, percentage: null, standardized: true }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('number rules', () => {
  it('reads strict numbers: empty is null, a non-number is NaN (an error, never dropped)', () => {
    expect(strictNumber('')).toBeNull();
    expect(strictNumber('  ')).toBeNull();
    expect(strictNumber('50')).toBe(50);
    expect(strictNumber(' 0.125 ')).toBe(0.125);
    expect(strictNumber('.5')).toBe(0.5);
    expect(strictNumber('-1')).toBe(-1);
    expect(strictNumber('abc')).toBeNaN();
    expect(strictNumber('1e3')).toBeNaN();
    expect(strictNumber('0x10')).toBeNaN();
    expect(strictNumber('12 mg')).toBeNaN();
  });

  it('turns a non-number crude equivalent or percent daily value into empty', () => {
    expect(lenientNumber('abc')).toBeNull();
    expect(lenientNumber('')).toBeNull();
    expect(lenientNumber('2.5')).toBe(2.5);
  });

  it('turns a non-number ingredient amount into 0', () => {
    expect(ingredientAmount('abc')).toBe(0);
    expect(ingredientAmount('')).toBe(0);
    expect(ingredientAmount('0.001')).toBe(0.001);
  });
});

describe('form to payload', () => {
  it('trims text, sends empty as null, and adds the type only for the supplement collection', () => {
    const { body } = toSubstancePayload(values({ name: '  Zoloft ', brand: ' ', dosage: '50', unit: 'mg', prescribedBy: 'Dr. Lee' }), 'PRESCRIPTION');
    expect(body).toMatchObject({ name: 'Zoloft', brand: null, dosage: 50, unit: 'mg', prescribedBy: 'Dr. Lee', healthClaim: null, ingredients: [] });
    expect('substanceType' in body).toBe(false);
    expect(toSubstancePayload(values(), 'HERBAL').body).toMatchObject({ substanceType: 'HERBAL' });
    expect(toSubstancePayload(values(), 'HOMEOPATHIC').body).toMatchObject({ substanceType: 'HOMEOPATHIC' });
    expect(toSubstancePayload(values(), 'SUPPLEMENT').body).toMatchObject({ substanceType: 'SUPPLEMENT' });
    expect('substanceType' in toSubstancePayload(values(), 'OTC_MEDICATION').body).toBe(false);
  });

  it('applies the non-number rules and leaves untouched ingredient rows out', () => {
    const filled = { ...newIngredientDraft(), name: 'Hypericin', amount: 'lots', percentage: 'n/a', standardized: true };
    const blank = newIngredientDraft();
    const { body, ingredientKeys } = toSubstancePayload(values({ crudeEquivalent: 'abc', ingredients: [blank, filled] }), 'HERBAL');
    expect(body.crudeEquivalent).toBeNull();
    expect(body.ingredients).toEqual([{ name: 'Hypericin', amount: 0, unit: 'mg', form: null, percentage: null, standardized: true }]);
    expect(ingredientKeys).toEqual([filled.key]);
  });

  it('round-trips a stored substance, keeping fields the current market hides', () => {
    const form = formValuesFromSubstance(stored);
    expect(form).toMatchObject({ dosage: '300', remainingSupply: '5', crudeEquivalent: '1.2', healthClaim: 'immune', refillsRemaining: '' });
    const { body } = toSubstancePayload(form, 'HERBAL');
    expect(body).toMatchObject({
      name: "St John's Wort",
      dosage: 300,
      remainingSupply: 5,
      expirationDate: '2027-03-01',
      extractRatio: '4:1',
      crudeEquivalent: 1.2,
      regulatoryNumber: 'NPN 80012345',
      healthClaim: 'immune',
      substanceType: 'HERBAL',
    });
    expect(body.ingredients).toEqual([{ name: 'Hypericin', amount: 0.9, unit: 'mg', form: null, percentage: null, standardized: true }]);
  });

  it('names the ingredients for the typed-name check', () => {
    expect(ingredientNames({ ingredients: [{ ...newIngredientDraft(), name: ' Sertraline ' }, newIngredientDraft()] })).toEqual(['Sertraline']);
  });
});

describe('validation', () => {
  it('requires a name', () => {
    const result = validateForm(values({ name: '   ' }), 'SUPPLEMENT');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields.name).toBe('Name is required');
  });

  it('refuses numbers that are not numbers, with the contract’s messages', () => {
    const result = validateForm(values({ dosage: 'abc', remainingSupply: '2.5', refillsRemaining: '-1' }), 'PRESCRIPTION');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({ dosage: 'Must be a number', remainingSupply: 'Must be a whole number', refillsRemaining: 'Must not be negative' });
  });

  it('places errors about one ingredient next to that row', () => {
    const named = { ...newIngredientDraft(), name: 'Hypericin', amount: '0.0001' };
    const result = validateForm(values({ ingredients: [named] }), 'HERBAL');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields[`ingredients.${named.key}.amount`]).toBe('Use at most three decimals');
  });

  it('passes a valid form', () => {
    const result = validateForm(values({ dosage: '50', remainingSupply: '30', expirationDate: '2027-01-31' }), 'PRESCRIPTION');
    expect(result.ok).toBe(true);
  });
});

describe('server details', () => {
  it('puts each detail next to its field and keeps the rest for the banner', () => {
    const placed = placeErrors(
      [
        { path: 'name', message: 'Name must be at most 200 characters' },
        { path: 'ingredients.1.unit', message: 'Unit must be one of mg, g' },
        { path: 'ingredients', message: 'At most 50 ingredients' },
        { path: 'substanceType', message: 'Type must be SUPPLEMENT, HERBAL or HOMEOPATHIC' },
        { path: 'body', message: 'Invalid value' },
        { path: 'body', message: 'Invalid value' },
      ],
      ['ingredient-a', 'ingredient-b'],
    );
    expect(placed.fields).toEqual({
      name: 'Name must be at most 200 characters',
      'ingredients.ingredient-b.unit': 'Unit must be one of mg, g',
      ingredients: 'At most 50 ingredients',
    });
    expect(placed.other).toEqual(['Type must be SUPPLEMENT, HERBAL or HOMEOPATHIC', 'Invalid value']);
  });
});

describe('sameFormValues (whether closing loses anything)', () => {
  it('sees an untouched form, an added blank ingredient row and trailing spaces as unchanged', () => {
    expect(sameFormValues(emptyFormValues(), emptyFormValues())).toBe(true);
    expect(sameFormValues({ ...emptyFormValues(), ingredients: [newIngredientDraft()] }, emptyFormValues())).toBe(true);
    expect(sameFormValues({ ...emptyFormValues(), notes: '  ' }, emptyFormValues())).toBe(true);
    const loaded = formValuesFromSubstance(stored);
    expect(sameFormValues(formValuesFromSubstance(stored), loaded)).toBe(true);
  });

  it('sees a typed field, a filled ingredient or an edited item as a change', () => {
    expect(sameFormValues(values(), emptyFormValues())).toBe(false);
    expect(sameFormValues({ ...emptyFormValues(), ingredients: [{ ...newIngredientDraft(), name: 'Sertraline' }] }, emptyFormValues())).toBe(false);
    const loaded = formValuesFromSubstance(stored);
    expect(sameFormValues({ ...loaded, dosage: '75' }, loaded)).toBe(false);
  });
});

describe('typedAmounts', () => {
  it('sends the typed dose and each named ingredient with an amount, for a duplicate’s total', () => {
    const ingredient = (name: string, amount: string) => ({ ...newIngredientDraft(), name, amount });
    const typed = typedAmounts(
      values({
        dosage: ' 30 ',
        unit: 'ml',
        ingredients: [ingredient('Acetaminophen', '650'), ingredient('Doxylamine', ''), ingredient('', '5'), ingredient('Dextromethorphan', 'abc')],
      }),
    );
    expect(typed).toEqual({ dose: { amount: 30, unit: 'ml' }, ingredients: [{ name: 'Acetaminophen', amount: 650, unit: 'mg' }] });
  });

  it('leaves the dose out without a unit or a number', () => {
    expect(typedAmounts(values({ dosage: '500', unit: '' })).dose).toBeNull();
    expect(typedAmounts(values({ dosage: 'lots', unit: 'mg' })).dose).toBeNull();
  });
});

describe('the market number rule', () => {
  it('refuses a Canadian NPN or DIN that is not eight digits, on its field', () => {
    const result = validateForm(values({ regulatoryNumber: '12' }), 'SUPPLEMENT', 'CA');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.fields.regulatoryNumber).toBe('Enter the 8-digit NPN or DIN, such as NPN 80012345 or DIN 02123456');
  });
  it('takes an eight-digit number with or without its prefix, and leaves other markets alone', () => {
    expect(validateForm(values({ regulatoryNumber: 'NPN 80012345' }), 'SUPPLEMENT', 'CA').ok).toBe(true);
    expect(validateForm(values({ regulatoryNumber: '12' }), 'SUPPLEMENT', 'AU').ok).toBe(true);
  });
});
