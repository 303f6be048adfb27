/** The alert slots of a scheduled dose: first, repeats, give-up, snooze, quiet hours and the closed window. */
import { describe, expect, it } from 'vitest';
import { dueAlertSlot, inQuietHours, type AlertInput } from './alert-slot.js';

const MIN = 60_000;
const AT = Date.parse('2026-11-16T13:00:00.000Z');
const base: AlertInput = {
  at: AT,
  closesAt: AT + 720 * MIN,
  snoozedUntil: null,
  repeatEveryMinutes: 15,
  giveUpAfterMinutes: 60,
  quietHours: null,
  now: AT,
  localMinute: 8 * 60,
};
const slotAt = (minutes: number, change: Partial<AlertInput> = {}) => dueAlertSlot({ ...base, now: AT + minutes * MIN, ...change });

describe('dueAlertSlot', () => {
  it('sends nothing before the time, the first slot at it, and a repeat every 15 minutes', () => {
    expect(slotAt(-1)).toBeNull();
    expect(slotAt(0)).toBe(AT);
    expect(slotAt(14)).toBe(AT);
    expect(slotAt(15)).toBe(AT + 15 * MIN);
    expect(slotAt(59)).toBe(AT + 45 * MIN);
    expect(slotAt(60)).toBe(AT + 60 * MIN);
  });

  it('stops repeating after the give-up time but keeps the first slot due while the window is open', () => {
    expect(slotAt(75)).toBe(AT);
    expect(slotAt(719)).toBe(AT);
    expect(slotAt(720)).toBeNull();
  });

  it('sends once without repeats', () => {
    expect(slotAt(0, { repeatEveryMinutes: 0 })).toBe(AT);
    expect(slotAt(30, { repeatEveryMinutes: 0 })).toBe(AT);
  });

  it('waits for a snooze to end, then starts again from it, past the give-up time if the snooze runs past it', () => {
    const until = AT + 90 * MIN;
    expect(slotAt(20, { snoozedUntil: until })).toBeNull();
    expect(slotAt(90, { snoozedUntil: until })).toBe(until);
    expect(slotAt(104, { snoozedUntil: until })).toBe(until);
    expect(slotAt(105, { snoozedUntil: until })).toBe(until);
  });

  it('holds alerts in quiet hours, across midnight too', () => {
    expect(slotAt(0, { quietHours: { from: '07:00', to: '09:00' } })).toBeNull();
    expect(slotAt(0, { quietHours: { from: '22:00', to: '07:00' }, localMinute: 23 * 60 })).toBeNull();
    expect(slotAt(0, { quietHours: { from: '22:00', to: '07:00' }, localMinute: 6 * 60 + 59 })).toBeNull();
    expect(slotAt(0, { quietHours: { from: '22:00', to: '07:00' } })).toBe(AT);
  });
});

describe('inQuietHours', () => {
  it('includes the start and excludes the end', () => {
    expect(inQuietHours({ from: '22:00', to: '07:00' }, 22 * 60)).toBe(true);
    expect(inQuietHours({ from: '22:00', to: '07:00' }, 7 * 60)).toBe(false);
    expect(inQuietHours({ from: '13:00', to: '14:00' }, 13 * 60 + 30)).toBe(true);
    expect(inQuietHours(null, 0)).toBe(false);
  });
});
