import { describe, expect, it } from 'vitest';
import { recentDose, repeatQuestion, sameDose, takenAtFromField, timeInputValue, todayAt } from './dose-timing';

describe('dose timing', () => {
  const at = (iso: string) => ({ timestamp: iso });

  it('finds the latest dose within an hour either side, and none outside it', () => {
    const now = new Date('2026-11-24T15:30:00.000Z');
    const doses = [at('2026-11-24T14:38:00.000Z'), at('2026-11-24T14:45:00.000Z'), at('2026-11-24T13:00:00.000Z')];
    expect(recentDose(doses, now)).toEqual(at('2026-11-24T14:45:00.000Z'));
    expect(recentDose([at('2026-11-24T14:30:00.000Z')], now)).toBeNull();
    expect(recentDose([at('2026-11-24T16:00:00.000Z')], now)).toEqual(at('2026-11-24T16:00:00.000Z'));
    expect(recentDose([], now)).toBeNull();
  });

  it('asks in the exact words, with the earlier time in the user’s clock format', () => {
    expect(repeatQuestion('Adderall', at('2026-11-24T14:38:00.000Z'), { timeZone: 'UTC', timeFormat: '12h' })).toBe(
      'You already logged Adderall at 2:38 PM — log another?',
    );
    expect(repeatQuestion('Adderall', at('2026-11-24T14:38:00.000Z'), { timeZone: 'UTC', timeFormat: '24h' })).toBe(
      'You already logged Adderall at 14:38 — log another?',
    );
  });

  it('reads a time field as today, refusing empty, malformed and future times', () => {
    const now = new Date(2026, 10, 24, 15, 30, 20);
    expect(todayAt('08:00', now)).toEqual(new Date(2026, 10, 24, 8, 0, 0));
    expect(takenAtFromField('08:00', now)).toEqual({ ok: true, at: new Date(2026, 10, 24, 8, 0, 0) });
    expect(takenAtFromField('15:30', now).ok).toBe(true);
    expect(takenAtFromField('15:32', now)).toEqual({ ok: false, message: 'A dose cannot be logged in the future' });
    expect(takenAtFromField('', now).ok).toBe(false);
    expect(takenAtFromField('25:00', now).ok).toBe(false);
    expect(timeInputValue(new Date(2026, 10, 24, 8, 5))).toBe('08:05');
  });
});

describe('sameDose', () => {
  it('sees the same log in a tap repeated after a server failure, and a different one in any changed detail', () => {
    const tap = { supplementId: 's1', idempotencyKey: 'k1' };
    expect(sameDose(tap, { supplementId: 's1', idempotencyKey: 'k2' })).toBe(true);
    expect(sameDose(tap, { supplementId: 's2' })).toBe(false);
    expect(sameDose({ ...tap, timestamp: '2026-12-01T08:00:00.000Z' }, { supplementId: 's1', timestamp: '2026-12-01T08:05:00.000Z' })).toBe(false);
    expect(sameDose({ ...tap, dosage: 10 }, { supplementId: 's1', dosage: 10 })).toBe(true);
    expect(sameDose({ ...tap, notes: 'with food' }, { supplementId: 's1' })).toBe(false);
  });
});
