import { describe, expect, it, vi } from 'vitest';
import { parseDoseQueue, requestOf, type QueuedDose } from './dose-queue';

const queued: QueuedDose = { idempotencyKey: 'ab'.repeat(16), supplementId: 's1', timestamp: '2026-11-24T14:38:00.000Z', dosage: null, notes: null };

describe('the offline dose queue', () => {
  it('sends the tap time and its key, and the dosage and notes only when given', () => {
    expect(requestOf(queued)).toEqual({ supplementId: 's1', timestamp: '2026-11-24T14:38:00.000Z', idempotencyKey: 'ab'.repeat(16) });
    expect(requestOf({ ...queued, dosage: 10, notes: 'with food' })).toMatchObject({ dosage: 10, notes: 'with food' });
  });

  it('reads back what it kept and drops only unreadable entries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseDoseQueue([queued])).toEqual([queued]);
    expect(parseDoseQueue([queued, { ...queued, timestamp: 'yesterday' }, { ...queued, dosage: -1 }])).toEqual([queued]);
    expect(parseDoseQueue('nope')).toBeNull();
  });
});
