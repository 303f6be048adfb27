/** The day random-intercept model: ordinary least squares when days do not repeat, and within-day gains when they do. */
import { describe, expect, it } from 'vitest';
import { fitRandomIntercept } from './random-intercept.js';
import { normal, seededRandom } from './seeded-random.js';

describe('fitRandomIntercept', () => {
  it('is ordinary least squares with one observation a day', () => {
    // Two groups of days: 4, 5, 6 and 7, 8, 9 → difference 3, pooled variance 1, SE √(1/3 + 1/3).
    const groups = [4, 5, 6, 7, 8, 9].map((y, i) => ({ y: [y], x: [[1, i >= 3 ? 1 : 0]] }));
    const fit = fitRandomIntercept(groups);
    expect(fit?.coefficients[1]).toBeCloseTo(3, 10);
    expect(fit?.se[1]).toBeCloseTo(Math.sqrt(2 / 3), 10);
    expect(fit?.groups).toBe(6);
  });

  it('recovers a within-day difference that a large day effect would hide from day means', () => {
    const random = seededRandom(5);
    const groups = Array.from({ length: 40 }, () => {
      const level = 3 * normal(random);
      return {
        y: [level + 0.3 * normal(random), level + 1 + 0.3 * normal(random)],
        x: [
          [1, 0],
          [1, 1],
        ],
      };
    });
    const fit = fitRandomIntercept(groups);
    expect(fit?.coefficients[1]).toBeCloseTo(1, 0);
    expect(fit?.se[1]).toBeLessThan(0.15);
    expect(fit?.varianceRatio).toBeGreaterThan(10);
  });

  it('refuses a singular design', () => {
    expect(
      fitRandomIntercept([
        {
          y: [1, 2],
          x: [
            [1, 1],
            [1, 1],
          ],
        },
      ]),
    ).toBeNull();
  });
});
