import { describe, expect, it } from 'vitest';
import { supplyWarnings } from './supply-warning.js';

const today = '2026-12-01';
const labels = (remainingSupply: number | null, refillBy: string | null = null) =>
  supplyWarnings({ remainingSupply, runOut: refillBy === null ? null : { refillBy } }, today).map((w) => `${w.label}: ${w.reason}`);

describe('supply warning', () => {
  it('says nothing at 10 left or more, nor when the supply is not tracked', () => {
    expect(labels(10)).toEqual([]);
    expect(labels(250)).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it('says Low stock below 10, naming the threshold', () => {
    expect(labels(9)).toEqual(['Low stock: fewer than 10 left']);
    expect(labels(8)).toEqual(['Low stock: fewer than 10 left']);
  });

  it('adds the stronger Low supply at 7 or fewer, naming that threshold too', () => {
    expect(labels(7)).toEqual(['Low stock: fewer than 10 left', 'Low supply: 7 or fewer left']);
    expect(labels(0)).toEqual(['Low stock: fewer than 10 left', 'Low supply: 7 or fewer left']);
    const [low, refill] = supplyWarnings({ remainingSupply: 3, runOut: null }, today);
    expect(low).toMatchObject({ kind: 'low-stock', tone: 'warning' });
    expect(refill).toMatchObject({ kind: 'low-supply', tone: 'refill' });
  });

  it('says Low supply once the forecast’s refill date has come, however many are left, with the date', () => {
    expect(labels(30, '2026-12-02')).toEqual([]);
    expect(labels(30, '2026-12-01')).toEqual(['Low supply: refill by 2026-12-01']);
    expect(labels(30, '2026-11-20')).toEqual(['Low supply: refill by 2026-11-20']);
    expect(labels(8, '2026-11-30')).toEqual(['Low stock: fewer than 10 left', 'Low supply: refill by 2026-11-30']);
    expect(supplyWarnings({ remainingSupply: null, runOut: { refillBy: '2026-11-30' } }, today, () => 'Nov 30, 2026')[0]?.reason).toBe(
      'refill by Nov 30, 2026',
    );
  });

  it('names the count threshold rather than the date when both hold', () => {
    expect(labels(5, '2026-11-30')).toEqual(['Low stock: fewer than 10 left', 'Low supply: 7 or fewer left']);
  });
});
