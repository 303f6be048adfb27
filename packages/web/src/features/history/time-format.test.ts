import { describe, expect, it } from 'vitest';
import { formatTime, instantOf, localTimeOf, sessionTypeLabel } from './time-format';

describe('History’s time wording', () => {
  it('writes a stored HH:mm as a 12-hour time', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('09:30')).toBe('9:30 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('21:45')).toBe('9:45 PM');
  });

  it('names session types, and keeps an unknown one as it is', () => {
    expect(sessionTypeLabel('READING')).toBe('Reading');
    expect(sessionTypeLabel('NAP')).toBe('NAP');
  });

  it('turns a day and a time on this device into an instant and back', () => {
    const instant = instantOf('2026-11-17', '21:30');
    expect(localTimeOf(instant)).toBe('21:30');
    const back = new Date(instant);
    expect([back.getFullYear(), back.getMonth() + 1, back.getDate()]).toEqual([2026, 11, 17]);
  });
});
