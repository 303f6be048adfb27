import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equivalenceHint, formatAmount, imperialEquivalent, threeSignificant } from './amount-format';

describe('threeSignificant', () => {
  it('keeps three significant figures and drops trailing zeros', () => {
    expect(threeSignificant(1.0144)).toBe('1.01');
    expect(threeSignificant(0.0881849)).toBe('0.0882');
    expect(threeSignificant(35.27396)).toBe('35.3');
    expect(threeSignificant(33814.02)).toBe('33800');
    expect(threeSignificant(2)).toBe('2');
    expect(threeSignificant(1.5)).toBe('1.5');
    expect(threeSignificant(0.0000338)).toBe('0.0000338');
  });
});

describe('imperialEquivalent', () => {
  it('converts millilitres to US fluid ounces and grams to avoirdupois ounces', () => {
    expect(imperialEquivalent(30, 'ml')).toBe('1.01 fl oz');
    expect(imperialEquivalent(29.5735295625, 'ml')).toBe('1 fl oz');
    expect(imperialEquivalent(2.5, 'g')).toBe('0.0882 oz');
    expect(imperialEquivalent(28.349523125, 'g')).toBe('1 oz');
    expect(imperialEquivalent(1000, 'g')).toBe('35.3 oz');
  });

  it('reads the unit as typed, in any case and spelled out', () => {
    expect(imperialEquivalent(30, 'mL')).toBe('1.01 fl oz');
    expect(imperialEquivalent(30, ' ML ')).toBe('1.01 fl oz');
    expect(imperialEquivalent(30, 'millilitres')).toBe('1.01 fl oz');
    expect(imperialEquivalent(500, 'grams')).toBe('17.6 oz');
  });

  it('has nothing for units without an everyday imperial form, and for nothing', () => {
    for (const unit of ['mg', 'mcg', 'IU', 'units', 'percentage', 'capsules', 'drops', 'kg', '']) expect(imperialEquivalent(30, unit)).toBeNull();
    expect(imperialEquivalent(0, 'ml')).toBeNull();
  });

  it('has nothing for a unit that names a property every object has', () => {
    for (const unit of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(imperialEquivalent(0.001, unit)).toBeNull();
    expect(formatAmount(0.001, '__proto__', 'imperial')).toBe('0.001 __proto__');
  });
});

describe('formatAmount', () => {
  it('adds the approximate imperial amount after the exact one with imperial units', () => {
    expect(formatAmount(30, 'ml', 'imperial')).toBe('30 ml (≈ 1.01 fl oz)');
    expect(formatAmount(2.5, 'g', 'imperial')).toBe('2.5 g (≈ 0.0882 oz)');
    expect(formatAmount(200, 'mg', 'imperial')).toBe('200 mg');
    expect(formatAmount(1000, 'IU', 'imperial')).toBe('1000 IU');
  });

  it('shows metric amounts as typed', () => {
    expect(formatAmount(30, 'ml', 'metric')).toBe('30 ml');
    expect(formatAmount(2.5, 'g', 'metric')).toBe('2.5 g');
  });

  it('shows the unit alone without an amount, the amount alone without a unit, nothing without either', () => {
    expect(formatAmount(null, 'ml', 'imperial')).toBe('ml');
    expect(formatAmount(30, null, 'imperial')).toBe('30');
    expect(formatAmount(30, '  ', 'imperial')).toBe('30');
    expect(formatAmount(null, null, 'imperial')).toBeNull();
    expect(formatAmount(null, ' ', 'metric')).toBeNull();
  });

  it('follows the preference the app shell set when not told', async () => {
    const { setMeasurementUnitsPreference } = await import('./amount-format');
    setMeasurementUnitsPreference('imperial');
    expect(formatAmount(30, 'ml')).toBe('30 ml (≈ 1.01 fl oz)');
    setMeasurementUnitsPreference('metric');
    expect(formatAmount(30, 'ml')).toBe('30 ml');
  });

  // Stored amounts have at most three decimals and are at most 1,000,000 (the contract's amount rule).
  const amount = fc.integer({ min: 0, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000);
  const unit = fc.option(fc.oneof(fc.constantFrom('mg', 'g', 'mcg', 'IU', 'ml', 'mL', 'units', 'percentage', 'drops', 'grams'), fc.string({ maxLength: 30 })), {
    nil: null,
  });

  it('never changes the text with metric units', () => {
    fc.assert(
      fc.property(fc.option(amount, { nil: null }), unit, (a, u) => {
        const text = formatAmount(a, u, 'metric');
        const label = u?.trim() ?? '';
        if (a === null) expect(text).toBe(label === '' ? null : label);
        else expect(text).toBe(label === '' ? String(a) : `${a} ${label}`);
      }),
    );
  });

  it('always begins with the exact metric text with imperial units, and adds only an approximate ounce amount', () => {
    fc.assert(
      fc.property(fc.option(amount, { nil: null }), unit, (a, u) => {
        const metric = formatAmount(a, u, 'metric');
        const imperial = formatAmount(a, u, 'imperial');
        if (metric === null) {
          expect(imperial).toBeNull();
          return;
        }
        expect(imperial?.startsWith(metric)).toBe(true);
        expect(imperial?.slice(metric.length)).toMatch(/^(| \(≈ \d+(\.\d+)? (oz|fl oz)\))$/);
      }),
    );
  });

  it('gives an equivalent that converts back to the typed amount within the rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000),
        fc.constantFrom(['ml', 29.5735295625] as const, ['g', 28.349523125] as const),
        (a, [u, per]) => {
          const shown = Number(imperialEquivalent(a, u)?.split(' ')[0]);
          expect(Math.abs(shown * per - a) / a).toBeLessThanOrEqual(0.005);
        },
      ),
    );
  });
});

describe('equivalenceHint', () => {
  it('gives the equivalent of an amount typed in ml or g with imperial units', () => {
    expect(equivalenceHint(30, 'ml', 'imperial')).toBe('30 ml ≈ 1.01 fl oz');
    expect(equivalenceHint(2.5, ' g ', 'imperial')).toBe('2.5 g ≈ 0.0882 oz');
  });

  it('gives nothing with metric units, other units or no amount', () => {
    expect(equivalenceHint(30, 'ml', 'metric')).toBeNull();
    expect(equivalenceHint(30, 'mg', 'imperial')).toBeNull();
    expect(equivalenceHint(null, 'ml', 'imperial')).toBeNull();
    expect(equivalenceHint(30, null, 'imperial')).toBeNull();
  });
});
