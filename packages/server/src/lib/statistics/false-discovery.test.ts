/** The FDR adjustments against hand-worked values and their defining properties, on any family. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fdrAdjust } from './false-discovery.js';
import { seededRandom } from './seeded-random.js';

describe('false discovery rate adjustment', () => {
  it('gives Benjamini–Hochberg values worked by hand, in the input order', () => {
    // Sorted 0.01, 0.02, 0.03, 0.5 with m = 4: 0.04, 0.04, 0.04, 0.5 (each p·m/rank, then the running minimum from the top).
    expect(fdrAdjust([0.03, 0.5, 0.01, 0.02], 'benjamini-hochberg').map((q) => Number(q.toFixed(10)))).toEqual([0.04, 0.5, 0.04, 0.04]);
    expect(fdrAdjust([0.9, 0.8], 'benjamini-hochberg')).toEqual([0.9, 0.9]);
    expect(fdrAdjust([], 'benjamini-hochberg')).toEqual([]);
  });

  it('multiplies by the harmonic sum for Benjamini–Yekutieli', () => {
    // m = 2: c(2) = 1.5; sorted 0.01, 0.02 → 0.01·2·1.5/1 = 0.03, 0.02·2·1.5/2 = 0.03.
    expect(fdrAdjust([0.02, 0.01], 'benjamini-yekutieli').map((q) => Number(q.toFixed(10)))).toEqual([0.03, 0.03]);
  });

  it('never lowers a p-value, keeps the order of the p-values, stays within [0, 1], and BY is never below BH', () => {
    const family = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(family, (ps) => {
        const bh = fdrAdjust(ps, 'benjamini-hochberg');
        const by = fdrAdjust(ps, 'benjamini-yekutieli');
        ps.forEach((p, i) => {
          expect(bh[i]).toBeGreaterThanOrEqual(p - 1e-12);
          expect(bh[i]).toBeLessThanOrEqual(1);
          expect(by[i]).toBeGreaterThanOrEqual((bh[i] ?? 0) - 1e-12);
          ps.forEach((other, j) => {
            if (p < other) expect(bh[i]).toBeLessThanOrEqual((bh[j] ?? 1) + 1e-12);
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the share of false claims under q on simulated families of true nulls and real effects', () => {
    const random = seededRandom(28);
    const q = 0.1;
    let falseShareSum = 0;
    const families = 2000;
    for (let f = 0; f < families; f += 1) {
      // 40 tests: 36 true nulls (uniform p) and 4 real effects (p concentrated near 0).
      const nulls = Array.from({ length: 36 }, () => random());
      const effects = Array.from({ length: 4 }, () => random() ** 8);
      const claimed = fdrAdjust([...nulls, ...effects], 'benjamini-hochberg').map((adjusted) => adjusted <= q);
      const claims = claimed.filter(Boolean).length;
      const falseClaims = claimed.slice(0, 36).filter(Boolean).length;
      falseShareSum += claims === 0 ? 0 : falseClaims / claims;
    }
    // BH bounds the false discovery rate by q·m0/m = 0.09 for independent tests.
    expect(falseShareSum / families).toBeLessThanOrEqual(q);
  });
});
