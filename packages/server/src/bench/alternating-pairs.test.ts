import { describe, expect, it } from 'vitest';
import { middlePair } from './alternating-pairs.js';

const pair = (ours: number, twin: number) => ({ ours: { rps: ours }, twin: { rps: twin } });

describe('middlePair', () => {
  it('keeps the pair whose ratio is the median, whatever order they were measured in, with the range of ratios', () => {
    const kept = middlePair([pair(30, 100), pair(20, 100), pair(50, 200)]);
    expect(kept.ours.rps / kept.twin.rps).toBe(0.25);
    expect(kept.ours.rps).toBe(50);
    expect(kept.lowest).toBe(0.2);
    expect(kept.highest).toBe(0.3);
  });

  it('judges by the ratio, not by either side alone: the fastest twin does not decide', () => {
    const kept = middlePair([pair(10, 20), pair(40, 200), pair(30, 100)]);
    expect(kept.ours.rps).toBe(30);
  });

  it('takes the lower middle pair of an even count, so a verdict never rests on the better half', () => {
    const kept = middlePair([pair(40, 100), pair(10, 100), pair(30, 100), pair(20, 100)]);
    expect(kept.ours.rps).toBe(20);
    expect([kept.lowest, kept.highest]).toEqual([0.1, 0.4]);
  });

  it('keeps a single pair as it is', () => {
    expect(middlePair([pair(3, 4)])).toMatchObject({ ours: { rps: 3 }, lowest: 0.75, highest: 0.75 });
  });

  it('refuses no pairs', () => {
    expect(() => middlePair([])).toThrow(/no pairs/);
  });
});
