import { describe, expect, it } from 'vitest';
import { mean, pooledSd, sampleSd, sampleVariance } from './descriptive.js';
import { hedgesG } from './hedges-g.js';
import { neweyWestLag, olsNeweyWest } from './newey-west.js';
import { tCritical, twoSidedP } from './student-t.js';

describe('descriptive statistics', () => {
  it('means and sample variances, missing when there is nothing to average', () => {
    expect(mean([])).toBeNull();
    expect(mean([2, 4, 9])).toBe(5);
    // Σ(x − 5)² = 9 + 1 + 16 = 26, over n − 1 = 2.
    expect(sampleVariance([2, 4, 9])).toBe(13);
    expect(sampleVariance([7])).toBeNull();
    expect(sampleSd([1, 3])).toBeCloseTo(Math.SQRT2, 12);
  });
});

describe("Hedges' g", () => {
  it('reproduces the worked example of Borenstein, Hedges, Higgins & Rothstein (2009), Introduction to Meta-Analysis, ch. 4', () => {
    // The book: means 103 and 100, SDs 5.5 and 4.5, n = 50 each. It prints S_within = 5.0249, d = 0.5970,
    // V_d = 0.0418, SE_d = 0.2044, J = 0.9923, g = 0.5924, V_g = 0.0411, SE_g = 0.2028.
    expect(pooledSd(50, 5.5, 50, 4.5)).toBeCloseTo(5.0249, 4);
    const result = hedgesG({ n: 50, mean: 103, sd: 5.5 }, { n: 50, mean: 100, sd: 4.5 });
    expect(result).not.toBeNull();
    if (!result) return;
    expect(result.d).toBeCloseTo(0.597, 4);
    expect(result.variance / result.j ** 2).toBeCloseTo(0.0418, 4);
    expect(result.j).toBeCloseTo(0.9923, 4);
    expect(result.g).toBeCloseTo(0.5924, 4);
    expect(result.variance).toBeCloseTo(0.0411, 4);
    expect(result.se).toBeCloseTo(0.2028, 4);
    // 95% interval g ± 1.96·SE.
    expect(result.ci95.low).toBeCloseTo(0.5924 - 1.96 * 0.2028, 3);
    expect(result.ci95.high).toBeCloseTo(0.5924 + 1.96 * 0.2028, 3);
  });

  it('is undefined for a group below two or no spread, and negative when group 1 is lower', () => {
    expect(hedgesG({ n: 1, mean: 5, sd: 0 }, { n: 10, mean: 4, sd: 1 })).toBeNull();
    expect(hedgesG({ n: 5, mean: 5, sd: 0 }, { n: 5, mean: 5, sd: 0 })).toBeNull();
    expect(hedgesG({ n: 10, mean: 4, sd: 1 }, { n: 10, mean: 5, sd: 1 })?.g).toBeLessThan(0);
  });
});

describe("Student's t", () => {
  it('matches printed t tables (two-sided 95%: 2.228 at 10 df, 2.042 at 30, 1.984 at 100) and the normal limit', () => {
    expect(tCritical(10)).toBeCloseTo(2.228, 3);
    expect(tCritical(30)).toBeCloseTo(2.042, 3);
    expect(tCritical(100)).toBeCloseTo(1.984, 3);
    expect(tCritical(1e7)).toBeCloseTo(1.96, 3);
    expect(twoSidedP(2.228, 10)).toBeCloseTo(0.05, 3);
    expect(twoSidedP(0, 10)).toBeCloseTo(1, 10);
  });
});

describe('Newey-West standard errors', () => {
  it('reproduces a small case derived by hand (intercept only, lag 1)', () => {
    // y = 1, 3, 2, 6: the mean is 3, the residuals e = −2, 0, −1, 3.
    // Γ0 = Σe² = 4 + 0 + 1 + 9 = 14; Γ1 = Σ e_t·e_{t−1} = 0·(−2) + (−1)·0 + 3·(−1) = −3.
    // Bartlett weight at lag 1 with L = 1: w1 = 1 − 1/2 = 0.5. S = Γ0 + 2·w1·Γ1 = 14 − 3 = 11.
    // (X'X)⁻¹ = 1/4, so Var = (1/4)·11·(1/4) = 0.6875 and SE = √0.6875 = 0.8292 (no df correction);
    // with n/(n − k) = 4/3: Var = 0.9167, SE = 0.9574.
    const y = [1, 3, 2, 6];
    const x = y.map(() => [1]);
    const plain = olsNeweyWest(y, x, { lag: 1, dfCorrection: false });
    expect(plain?.coefficients[0]).toBeCloseTo(3, 12);
    expect(plain?.residuals).toEqual([-2, 0, -1, 3]);
    expect(plain?.se[0]).toBeCloseTo(Math.sqrt(0.6875), 12);
    expect(olsNeweyWest(y, x, { lag: 1 })?.se[0]).toBeCloseTo(Math.sqrt(11 / 12), 12);
  });

  it('equals White (HC0) at lag 0, derived by hand for a line through three points', () => {
    // x = −1, 0, 1 and y = 0, 2, 1: X'X = diag(3, 2), slope = Σxy/Σx² = 1/2, intercept = 1,
    // residuals 0 − 0.5 = −0.5, 2 − 1 = 1, 1 − 1.5 = −0.5. HC0 slope variance = Σx²e²/(Σx²)² = (0.25 + 0 + 0.25)/4 = 0.125.
    const fit = olsNeweyWest(
      [0, 2, 1],
      [
        [1, -1],
        [1, 0],
        [1, 1],
      ],
      { lag: 0, dfCorrection: false },
    );
    expect(fit?.coefficients[1]).toBeCloseTo(0.5, 12);
    expect(fit?.se[1]).toBeCloseTo(Math.sqrt(0.125), 12);
    // Intercept: Σe²/(n²) = (0.25 + 1 + 0.25)/9.
    expect(fit?.se[0]).toBeCloseTo(Math.sqrt(1.5 / 9), 12);
  });

  it('uses the Newey-West (1994) lag rule floor(4·(n/100)^(2/9)) and refuses collinear columns', () => {
    expect(neweyWestLag(100)).toBe(4);
    expect(neweyWestLag(180)).toBe(4);
    expect(neweyWestLag(14)).toBe(2);
    expect(neweyWestLag(1826)).toBe(7);
    expect(
      olsNeweyWest(
        [1, 2, 3],
        [
          [1, 2],
          [1, 2],
          [1, 2],
        ],
      ),
    ).toBeNull();
  });
});
