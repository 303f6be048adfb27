import { describe, expect, it } from 'vitest';
import { formatFocusTime } from './focus-time';

describe('formatFocusTime', () => {
  it('shows minutes below an hour, rounding seconds down', () => {
    expect(formatFocusTime(0)).toBe('0m');
    expect(formatFocusTime(59)).toBe('0m');
    expect(formatFocusTime(25 * 60 + 59)).toBe('25m');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatFocusTime(3600)).toBe('1h');
    expect(formatFocusTime(3600 + 5 * 60)).toBe('1h 5m');
    expect(formatFocusTime(10 * 3600 + 59 * 60 + 59)).toBe('10h 59m');
  });

  it('never shows a negative time', () => {
    expect(formatFocusTime(-30)).toBe('0m');
  });
});
