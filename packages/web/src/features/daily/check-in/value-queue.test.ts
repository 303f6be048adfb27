/** The factor-value outbox: one waiting value per factor and day, a newer change outlives an older send. */
import { describe, expect, it, vi } from 'vitest';
import { parseFactorValueQueue, upsertQueued, withoutSent, type QueuedFactorValue } from './value-queue';

const item = (factorId: string, value: QueuedFactorValue['value'], changedAt: number, date = '2026-11-29'): QueuedFactorValue => ({
  factorId,
  date,
  value,
  changedAt,
});

describe('upsertQueued', () => {
  it('replaces the waiting value of the same factor and day, keeps the others', () => {
    const queue = upsertQueued(upsertQueued([item('a', 7, 1), item('b', true, 2)], item('a', 7.5, 3)), item('a', 8, 4, '2026-11-28'));
    expect(queue).toEqual([item('b', true, 2), item('a', 7.5, 3), item('a', 8, 4, '2026-11-28')]);
  });
});

describe('withoutSent', () => {
  it('removes what was sent, but not a newer change of the same value', () => {
    const sent = item('a', 7, 1);
    expect(withoutSent([sent, item('b', 1, 2)], sent)).toEqual([item('b', 1, 2)]);
    expect(withoutSent([item('a', 8, 5)], sent)).toEqual([item('a', 8, 5)]);
  });
});

describe('parseFactorValueQueue', () => {
  it('reads a stored queue back and drops unreadable items', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stored = [
      item('a', null, 1),
      item('b', false, 2),
      { factorId: 'c', date: 'yesterday', value: 1, changedAt: 3 },
      { factorId: 'd', date: '2026-11-29', value: 'x', changedAt: 3 },
    ];
    expect(parseFactorValueQueue(stored)).toEqual([item('a', null, 1), item('b', false, 2)]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
  it('refuses anything but a list', () => {
    expect(parseFactorValueQueue({})).toBeNull();
  });
});
