import { describe, expect, it } from 'vitest';
import { formatDuration, formatHms, spokenDuration } from './duration-format';

describe('formatHms', () => {
  it('pads each part to two digits', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(61)).toBe('00:01:01');
    expect(formatHms(36_000)).toBe('10:00:00');
  });

  it('keeps counting hours past 99 and refuses nonsense', () => {
    expect(formatHms(100 * 3600 + 1)).toBe('100:00:01');
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(Number.NaN)).toBe('00:00:00');
  });
});

describe('spokenDuration', () => {
  it('words the time for screen readers', () => {
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(120)).toBe('2 minutes');
    expect(spokenDuration(3725)).toBe('1 hour 2 minutes 5 seconds');
  });
});

describe('formatDuration', () => {
  it('is short for lists', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(25 * 60 + 59)).toBe('25 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });
});
