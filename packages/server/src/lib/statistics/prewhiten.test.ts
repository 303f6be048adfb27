/** The AR(1) transform worked by hand, gaps included, and the residual autocorrelation it is driven by. */
import { describe, expect, it } from 'vitest';
import { praisWinsten, residualAutocorrelation, RHO_MAX } from './prewhiten.js';

describe('Prais-Winsten prewhitening with gaps', () => {
  it('leaves the rows alone at ρ = 0', () => {
    expect(
      praisWinsten(
        [0, 1, 3],
        [1, 2, 3],
        [
          [1, 0],
          [1, 1],
          [1, 0],
        ],
        0,
      ),
    ).toEqual({
      y: [1, 2, 3],
      x: [
        [1, 0],
        [1, 1],
        [1, 0],
      ],
    });
  });

  it('scales the first row by √(1 − ρ²), subtracts ρ·yesterday, and ρ^k·(k days ago) over a gap, rescaled', () => {
    const rho = 0.5;
    const out = praisWinsten([0, 1, 3], [2, 4, 8], [[1], [1], [1]], rho);
    expect(out.y[0]).toBeCloseTo(2 * Math.sqrt(0.75), 12);
    expect(out.y[1]).toBeCloseTo(4 - 0.5 * 2, 12);
    // Two days later: (8 − 0.25·4) / √((1 − 0.0625) / 0.75).
    expect(out.y[2]).toBeCloseTo(7 / Math.sqrt(0.9375 / 0.75), 12);
    expect(out.x[1]?.[0]).toBeCloseTo(0.5, 12);
  });

  it('reads ρ from consecutive days only, and keeps it within [0, RHO_MAX]', () => {
    expect(residualAutocorrelation([0, 1, 2, 3], [1, 1, 1, 1])).toBeCloseTo(0.75, 12);
    // Day 2 is missing: the pair (1, 3) is not consecutive and adds nothing to the cross sum.
    expect(residualAutocorrelation([0, 1, 3], [1, 1, 1])).toBeCloseTo(1 / 3, 12);
    expect(residualAutocorrelation([0, 1, 2, 3], [1, -1, 1, -1])).toBe(0);
    expect(residualAutocorrelation([...Array(20).keys()], Array<number>(20).fill(1))).toBe(RHO_MAX);
    expect(residualAutocorrelation([0, 1], [0, 0])).toBe(0);
  });
});
