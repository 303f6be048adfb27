import { describe, expect, it } from 'vitest';
import { allPairOrders, drawPairOrders, newSeed } from './randomization.js';

describe('experiment randomization', () => {
  it('draws a fresh 128-bit hex seed each time', () => {
    const a = newSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSeed()).not.toBe(a);
  });

  it('draws the same pair orders from the same seed, every time', () => {
    expect(drawPairOrders('abc', 6)).toEqual(drawPairOrders('abc', 6));
    // Fixed by SHA-256 of "seed:pair": anyone can recompute them from the stored seed.
    expect(drawPairOrders('0123456789abcdef0123456789abcdef', 4)).toEqual(drawPairOrders('0123456789abcdef0123456789abcdef', 4));
    expect(drawPairOrders('abc', 2)).toEqual(drawPairOrders('abc', 6).slice(0, 2));
  });

  it('gives different seeds different orders and reaches every order for every pair', () => {
    const seen = Array.from({ length: 6 }, () => new Set<string>());
    const designs = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const orders = drawPairOrders(`seed-${i}`, 6);
      expect(orders).toHaveLength(6);
      orders.forEach((order, pair) => seen[pair]?.add(order));
      designs.add(orders.join(','));
    }
    for (const orders of seen) expect([...orders].sort()).toEqual(['off-on', 'on-off']);
    // 200 draws over 64 designs: a fair draw reaches nearly all of them.
    expect(designs.size).toBeGreaterThan(55);
  });

  it('is close to a fair coin for each pair', () => {
    let onFirst = 0;
    for (let i = 0; i < 2000; i++) if (drawPairOrders(`fair-${i}`, 1)[0] === 'on-off') onFirst += 1;
    // Binomial(2000, 0.5): SD about 22; ±110 is 5 SD.
    expect(Math.abs(onFirst - 1000)).toBeLessThan(110);
  });

  it('lists 2^n distinct designs, the drawn one among them', () => {
    for (let pairs = 1; pairs <= 6; pairs++) {
      const designs = allPairOrders(pairs);
      expect(designs).toHaveLength(2 ** pairs);
      expect(new Set(designs.map((d) => d.join(','))).size).toBe(2 ** pairs);
      for (const design of designs) expect(design).toHaveLength(pairs);
      const drawn = drawPairOrders('x', pairs).join(',');
      expect(designs.map((d) => d.join(','))).toContain(drawn);
    }
  });
});
