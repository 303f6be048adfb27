import { describe, expect, it } from 'vitest';
import { blockAssignments, endDateOf, planDays, totalDays } from './design.js';

describe('experiment design', () => {
  it('turns pair orders into block instructions', () => {
    expect(blockAssignments(['on-off', 'off-on'])).toEqual(['on', 'off', 'off', 'on']);
    expect(blockAssignments(['off-on', 'off-on'])).toEqual(['off', 'on', 'off', 'on']);
  });

  it('counts the days and finds the last one', () => {
    expect(totalDays({ blockDays: 7, blockPairs: 2 })).toBe(28);
    expect(totalDays({ blockDays: 5, pairOrders: ['on-off', 'on-off', 'off-on'] })).toBe(30);
    expect(endDateOf({ startDate: '2026-01-01', blockDays: 7, blockPairs: 2 })).toBe('2026-01-28');
    // Across a month and a year end.
    expect(endDateOf({ startDate: '2026-12-20', blockDays: 7, blockPairs: 2 })).toBe('2027-01-16');
  });

  it('plans every day once, with its date, block, pair and instruction', () => {
    const days = planDays({ startDate: '2026-02-20', blockDays: 7, washoutDays: 0, pairOrders: ['on-off', 'off-on'] });
    expect(days).toHaveLength(28);
    expect(days.map((d) => d.dayNumber)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(days[0]).toMatchObject({ date: '2026-02-20', block: 1, pair: 1, dayInBlock: 1, blockAssignment: 'on', assignment: 'on', take: true });
    expect(days[9]).toMatchObject({ date: '2026-03-01', block: 2, pair: 1, dayInBlock: 3, blockAssignment: 'off', assignment: 'off', take: false });
    expect(days[27]).toMatchObject({ date: '2026-03-19', block: 4, pair: 2, dayInBlock: 7, blockAssignment: 'on', assignment: 'on', take: true });
    expect(days.filter((d) => d.assignment === 'washout')).toHaveLength(0);
  });

  it('puts washout days at the start of block 1 and of every block whose instruction changes', () => {
    // on | off | off | on: blocks 1, 2 and 4 change; block 3 continues "off" and has no washout.
    const days = planDays({ startDate: '2026-01-01', blockDays: 7, washoutDays: 2, pairOrders: ['on-off', 'off-on'] });
    const washout = days.filter((d) => d.assignment === 'washout');
    expect(washout.map((d) => d.dayNumber)).toEqual([1, 2, 8, 9, 22, 23]);
    // The block's instruction still holds on a washout day.
    expect(washout.map((d) => d.take)).toEqual([true, true, false, false, true, true]);
    expect(days.filter((d) => d.block === 3).every((d) => d.assignment === 'off')).toBe(true);
  });

  it('washes out every block when the instruction alternates', () => {
    const days = planDays({ startDate: '2026-01-01', blockDays: 5, washoutDays: 1, pairOrders: ['on-off', 'on-off', 'on-off'] });
    expect(days.filter((d) => d.assignment === 'washout').map((d) => d.dayNumber)).toEqual([1, 6, 11, 16, 21, 26]);
    expect(days.filter((d) => d.assignment === 'on')).toHaveLength(12);
    expect(days.filter((d) => d.assignment === 'off')).toHaveLength(12);
  });
});
