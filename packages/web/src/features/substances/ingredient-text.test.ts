import { afterEach, describe, expect, it } from 'vitest';
import { setMeasurementUnitsPreference } from '@/lib/amount-format';
import { ingredientText } from './ingredient-text';

describe('ingredientText', () => {
  afterEach(() => setMeasurementUnitsPreference('metric'));

  it('names the ingredient with its amount and unit', () => {
    expect(ingredientText({ name: 'Vitamin C', amount: 500, unit: 'mg' })).toBe('Vitamin C 500 mg');
    expect(ingredientText({ name: 'Glycerin', amount: 5, unit: 'ml' })).toBe('Glycerin 5 ml');
    expect(ingredientText({ name: 'Curcuminoids', amount: 95, unit: 'percentage' })).toBe('Curcuminoids 95%');
  });

  it('names it alone when no amount was given', () => {
    expect(ingredientText({ name: 'Zinc', amount: 0, unit: 'mg' })).toBe('Zinc');
  });

  it('adds the imperial equivalent of g and ml amounts with imperial units', () => {
    setMeasurementUnitsPreference('imperial');
    expect(ingredientText({ name: 'Glycerin', amount: 5, unit: 'ml' })).toBe('Glycerin 5 ml (≈ 0.169 fl oz)');
    expect(ingredientText({ name: 'Whey', amount: 25, unit: 'g' })).toBe('Whey 25 g (≈ 0.882 oz)');
    expect(ingredientText({ name: 'Vitamin C', amount: 500, unit: 'mg' })).toBe('Vitamin C 500 mg');
  });
});
