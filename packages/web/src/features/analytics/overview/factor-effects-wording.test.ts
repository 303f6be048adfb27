/** Factor effects on screen: claims first and the rest folded, the words of timing and conclusion, the estimate's unit, the bar. */
import { describe, expect, it } from 'vitest';
import type { FactorEffectRow } from '@wellness/contract';
import { conclusionLabel, estimateText, groupFactorEffects, intervalText, scaledInterval, splitText, timingSentence } from './factor-effects-wording';

const row = (patch: Partial<FactorEffectRow>): FactorEffectRow => ({
  factor: 'sleep',
  factorKind: 'factor',
  factorName: 'Sleep (h)',
  outcome: 'focusLevel',
  outcomeKind: 'rating',
  outcomeName: 'Focus',
  timing: 'next-day',
  scale: 'per-unit',
  estimate: 0.6,
  ci95: { low: 0.2, high: 1 },
  intervalLevel: 0.99,
  pValue: 0.001,
  adjustedP: 0.01,
  days: 30,
  split: null,
  conclusion: 'benefit',
  summary: 'On days after more sleep, focus averaged higher.',
  ...patch,
});

describe('groupFactorEffects', () => {
  it('puts claims first, strongest evidence first, and folds the rest by how many days they have', () => {
    const rows = [
      row({ factor: 'a', conclusion: 'inconclusive', days: 10 }),
      row({ factor: 'b', conclusion: 'harm', adjustedP: 0.04 }),
      row({ factor: 'c', conclusion: 'insufficient-data', days: 3 }),
      row({ factor: 'd', conclusion: 'higher', adjustedP: 0.001 }),
      row({ factor: 'e', conclusion: 'inconclusive', days: 25 }),
      row({ factor: 'f', conclusion: 'insufficient-data', days: 8 }),
      // Enough days but no estimate (its outcome never varied): not one of the family's tests, so not "inconclusive".
      row({ factor: 'g', conclusion: 'inconclusive', days: 30, estimate: null, ci95: null, pValue: null, adjustedP: null }),
    ];
    const groups = groupFactorEffects(rows);
    expect(groups.claims.map((r) => r.factor)).toEqual(['d', 'b']);
    expect(groups.inconclusive.map((r) => r.factor)).toEqual(['e', 'a']);
    expect(groups.notCompared.map((r) => r.factor)).toEqual(['g']);
    expect(groups.insufficient.map((r) => r.factor)).toEqual(['f', 'c']);
  });
});

describe('the words', () => {
  it('says the timing and the conclusion as associations', () => {
    expect(timingSentence(row({}))).toBe('Sleep (h) on one day, Focus on the day after');
    expect(timingSentence(row({ timing: 'same-day' }))).toBe('Sleep (h) and Focus on the same day');
    expect(conclusionLabel(row({}))).toBe('Linked to better focus');
    expect(conclusionLabel(row({ conclusion: 'lower', outcomeName: 'Caffeine (mg)' }))).toBe('Goes with lower caffeine (mg)');
    for (const conclusion of ['benefit', 'harm', 'higher', 'lower', 'inconclusive', 'insufficient-data'] as const) {
      expect(conclusionLabel(row({ conclusion }))).not.toMatch(/caus/i);
    }
  });
  it('writes the estimate in its unit', () => {
    expect(estimateText(row({}), 'h', null)).toBe('+0.60 points per h');
    expect(estimateText(row({ scale: 'difference', estimate: -1.4 }), null, null)).toBe('−1.4 points');
    expect(estimateText(row({ scale: 'difference', outcomeKind: 'factor', estimate: 0.5 }), null, 'h')).toBe('+0.50 h');
    expect(estimateText(row({ scale: 'g', estimate: 0.45 }), null, null)).toBe('g +0.45');
    expect(estimateText(row({ estimate: null }), 'h', null)).toBeNull();
  });
  it('writes the interval with a real minus sign', () => {
    expect(intervalText({ low: -0.4, high: 1.2 }, 'difference')).toBe('−0.4 to 1.2');
    expect(intervalText({ low: -0.04, high: 0.12 }, 'per-unit')).toBe('−0.04 to 0.12');
  });
});

describe('splitText', () => {
  it('names both sides of a number’s median with their days', () => {
    const split = { splitAt: 6, lowDays: 12, highDays: 14, lowMean: 4.9, highMean: 6.3 };
    expect(splitText(row({ split }), 'h')).toBe('focus 4.9 under 6 h (12 days), 6.3 at 6 h or more (14 days)');
  });
  it('names the yes and no days of a yes-no factor', () => {
    const split = { splitAt: null, lowDays: 20, highDays: 1, lowMean: 6, highMean: null };
    expect(splitText(row({ split }), null)).toBe('focus no mean on yes days (1 day), 6.0 on no days (20 days)');
  });
});

describe('scaledInterval', () => {
  it('keeps zero in the middle and the interval inside the bar', () => {
    const bar = scaledInterval(1, { low: 0.5, high: 2 });
    expect(bar.zero).toBe(50);
    expect(bar.left).toBeGreaterThan(50);
    expect(bar.left + bar.width).toBeLessThanOrEqual(100);
    expect(bar.point).toBeGreaterThan(bar.left);
  });
  it('shows an interval crossing zero across the middle', () => {
    const bar = scaledInterval(0.2, { low: -0.5, high: 0.9 });
    expect(bar.left).toBeLessThan(50);
    expect(bar.left + bar.width).toBeGreaterThan(50);
  });
});
