import { describe, expect, it } from 'vitest';
import type { Occurrence } from '@wellness/contract';
import { setTimeFormatPreference } from '@/lib/date-format';
import { byScheduledTime, canTakeNow, formatWallTime, isOpenOccurrence, OCCURRENCE_STATE_ICONS, occurrenceStatusText } from './scheduled-dose';

const occurrence = (over: Partial<Occurrence> = {}): Occurrence => ({
  id: 's1:2026-11-29:08:00',
  substanceId: 's1',
  substanceName: 'Sertraline',
  date: '2026-11-29',
  time: '08:00',
  scheduledAt: '2026-11-29T08:00:00.000Z',
  amount: 50,
  unit: 'mg',
  state: 'due',
  onTime: null,
  dose: null,
  snoozedUntil: null,
  skipReason: null,
  closesAt: '2026-11-29T20:00:00.000Z',
  ...over,
});
const NOW = new Date('2026-11-29T08:10:00.000Z');
const clock = (iso: string) => iso.slice(11, 16);

describe('a scheduled dose’s state in words', () => {
  it('says when a dose was taken, and whether late', () => {
    const dose = { id: 'd1', timestamp: '2026-11-29T08:04:00.000Z', dosage: 50 };
    expect(occurrenceStatusText(occurrence({ state: 'taken', onTime: true, dose }), NOW, clock)).toBe('Taken at 08:04');
    expect(occurrenceStatusText(occurrence({ state: 'taken', onTime: false, dose }), NOW, clock)).toBe('Taken at 08:04 (late)');
  });

  it('labels the other states from the contract', () => {
    expect(occurrenceStatusText(occurrence({ state: 'due' }), NOW, clock)).toBe('Due now');
    expect(occurrenceStatusText(occurrence({ state: 'late' }), NOW, clock)).toBe('Overdue');
    expect(occurrenceStatusText(occurrence({ state: 'missed' }), NOW, clock)).toBe('Missed');
    expect(occurrenceStatusText(occurrence({ state: 'upcoming' }), NOW, clock)).toBe('Upcoming');
    expect(occurrenceStatusText(occurrence({ state: 'skipped', skipReason: 'Felt sick' }), NOW, clock)).toBe('Skipped: Felt sick');
  });

  it('says a snooze until it runs out', () => {
    expect(occurrenceStatusText(occurrence({ snoozedUntil: '2026-11-29T08:25:00.000Z' }), NOW, clock)).toBe('Snoozed until 08:25');
    expect(occurrenceStatusText(occurrence({ snoozedUntil: '2026-11-29T08:05:00.000Z' }), NOW, clock)).toBe('Due now');
  });

  it('gives every state its own icon, so none rests on colour', () => {
    expect(new Set(Object.values(OCCURRENCE_STATE_ICONS)).size).toBe(6);
  });

  it('only open doses can be taken', () => {
    expect(['upcoming', 'due', 'late'].every((state) => isOpenOccurrence({ state: state as Occurrence['state'] }))).toBe(true);
    expect(['taken', 'skipped', 'missed'].some((state) => isOpenOccurrence({ state: state as Occurrence['state'] }))).toBe(false);
  });
});

describe('Take', () => {
  it('is offered for due and overdue doses, and upcoming ones within two hours', () => {
    expect(canTakeNow(occurrence({ state: 'due' }), NOW)).toBe(true);
    expect(canTakeNow(occurrence({ state: 'late' }), NOW)).toBe(true);
    expect(canTakeNow(occurrence({ state: 'upcoming', scheduledAt: '2026-11-29T10:10:00.000Z' }), NOW)).toBe(true);
    expect(canTakeNow(occurrence({ state: 'upcoming', scheduledAt: '2026-11-29T10:11:00.000Z' }), NOW)).toBe(false);
    expect(canTakeNow(occurrence({ state: 'taken' }), NOW)).toBe(false);
  });
});

describe('times', () => {
  it('writes a wall-clock time in the user’s clock, whatever the zone', () => {
    setTimeFormatPreference('24h');
    expect(formatWallTime('08:05')).toBe('08:05');
    setTimeFormatPreference('12h');
    expect(formatWallTime('20:05')).toBe('8:05 PM');
    setTimeFormatPreference(null);
    expect(formatWallTime('nonsense')).toBe('nonsense');
  });

  it('orders by time, then name', () => {
    const a = occurrence({ substanceName: 'B', scheduledAt: '2026-11-29T08:00:00.000Z' });
    const b = occurrence({ substanceName: 'A', scheduledAt: '2026-11-29T08:00:00.000Z' });
    const c = occurrence({ substanceName: 'C', scheduledAt: '2026-11-29T07:00:00.000Z' });
    expect([a, b, c].sort(byScheduledTime).map((o) => o.substanceName)).toEqual(['C', 'A', 'B']);
  });
});
