/**
 * The predictor → outcome model of factors and ratings: it recovers a planted slope and a yes-no difference with
 * intervals that agree with their p-values, is calibrated under no effect with day-to-day correlated series, removes a
 * shared drift, keeps the substances' minimums, and splits numeric predictors at their median.
 */
import { describe, expect, it } from 'vitest';
import { predictorEffect, splitOf, type PairRow } from './predictor-effect.js';
import { normal, seededRandom } from './seeded-random.js';

/** AR(1) noise with φ, unit variance. */
function ar1(random: () => number, n: number, phi: number): number[] {
  let z = normal(random);
  return Array.from({ length: n }, () => (z = phi * z + Math.sqrt(1 - phi * phi) * normal(random)));
}

describe('predictorEffect', () => {
  it('recovers a planted slope per unit, with an interval around it that agrees with the p-value', () => {
    const random = seededRandom(5);
    const noise = ar1(random, 180, 0.5);
    const rows: PairRow[] = noise.map((e, t) => {
      const x = 7 + normal(random);
      return { t, x, y: 6 + 0.8 * (x - 7) + 2 * e };
    });
    const effect = predictorEffect(rows, 'per-unit');
    expect(effect.estimate).toBeGreaterThan(0.5);
    expect(effect.estimate).toBeLessThan(1.1);
    expect(effect.ci95?.low).toBeLessThan(0.8);
    expect(effect.ci95?.high).toBeGreaterThan(0.8);
    expect(effect.pValue).toBeLessThan(0.001);
    expect((effect.pValue ?? 1) < 0.05).toBe((effect.ci95?.low ?? 0) > 0);
    expect(effect.days).toBe(180);
  });

  it('gives the adjusted difference between yes and no days for a yes-no predictor', () => {
    const random = seededRandom(6);
    const rows: PairRow[] = ar1(random, 200, 0.5).map((e, t) => {
      const x = random() < 0.4 ? 1 : 0;
      return { t, x, y: 5 + 1.5 * x + e };
    });
    const effect = predictorEffect(rows, 'difference');
    expect(effect.scale).toBe('difference');
    expect(Math.abs((effect.estimate ?? 0) - 1.5)).toBeLessThan(0.4);
    expect(effect.split.splitAt).toBeNull();
    expect(effect.split.lowDays + effect.split.highDays).toBe(200);
    expect((effect.split.highMean ?? 0) - (effect.split.lowMean ?? 0)).toBeGreaterThan(1);
  });

  it('removes a drift shared by predictor and outcome instead of calling it an association', () => {
    const random = seededRandom(7);
    let small = 0;
    for (let u = 0; u < 200; u += 1) {
      const noise = ar1(random, 120, 0.5);
      const rows = noise.map((e, t) => ({ t, x: t / 30 + normal(random), y: 5 + t / 40 + e }));
      if ((predictorEffect(rows, 'per-unit').pValue ?? 1) < 0.05) small += 1;
    }
    expect(small / 200).toBeLessThan(0.1);
  });

  it('is calibrated under no effect when both series resemble yesterday (p < 0.05 near 5%, p < 0.01 near 1%)', () => {
    const random = seededRandom(8);
    let at05 = 0;
    let at01 = 0;
    const users = 1000;
    for (let u = 0; u < users; u += 1) {
      const x = ar1(random, 90, 0.5);
      const rows = ar1(random, 90, 0.5).map((e, t) => ({ t, x: Math.round(5 + 2 * (x[t] ?? 0)), y: Math.round(6 + 2 * e) }));
      const p = predictorEffect(rows, 'per-unit').pValue ?? 1;
      if (p < 0.05) at05 += 1;
      if (p < 0.01) at01 += 1;
    }
    expect(at05 / users).toBeLessThan(0.075);
    expect(at01 / users).toBeLessThan(0.02);
  });

  it('answers too-few-days below 14 days with both, or under 7 days on a side, and no-variation for a flat outcome', () => {
    const rows = (n: number, x: (t: number) => number, y: (t: number) => number) => Array.from({ length: n }, (_, t) => ({ t, x: x(t), y: y(t) }));
    expect(
      predictorEffect(
        rows(
          13,
          (t) => t % 2,
          (t) => t,
        ),
        'difference',
      ).notEstimated,
    ).toBe('too-few-days');
    expect(
      predictorEffect(
        rows(
          30,
          (t) => (t < 6 ? 1 : 0),
          (t) => t % 5,
        ),
        'difference',
      ).notEstimated,
    ).toBe('too-few-days');
    const flat = predictorEffect(
      rows(
        30,
        (t) => t % 3,
        () => 5,
      ),
      'per-unit',
    );
    expect(flat.notEstimated).toBe('no-variation');
    expect(flat.pValue).toBeNull();
  });

  it('splits a numeric predictor below its median against the rest, and a mostly-zero count at zero against above', () => {
    const rows = [5, 6, 6.5, 7, 7.5, 8].map((x, t) => ({ t, x, y: x }));
    expect(splitOf(rows, 'per-unit')).toEqual({ splitAt: 6.75, lowDays: 3, highDays: 3, lowMean: 17.5 / 3, highMean: 22.5 / 3, lowIncludesSplit: false });
    const counts = [0, 0, 0, 0, 1, 2].map((x, t) => ({ t, x, y: x }));
    expect(splitOf(counts, 'per-unit')).toMatchObject({ splitAt: 0, lowDays: 4, highDays: 2, lowIncludesSplit: true });
  });
});
