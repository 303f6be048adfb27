import { describe, expect, it } from 'vitest';
import { formatAverageDuration, formatDuration, formatHms, spokenDuration } from './duration-format';

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
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });

  it('shows seconds only when the whole figure is under a minute, and rounds minutes to the nearest', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(59)).toBe('59 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(89)).toBe('1 min');
    expect(formatDuration(90)).toBe('2 min');
    expect(formatDuration(25 * 60 + 59)).toBe('26 min');
    expect(formatDuration(3600 + 2)).toBe('1 h');
    expect(formatDuration(3600 + 29 * 60 + 40)).toBe('1 h 30 min');
    // 59 min 40 s rounds to a whole hour, not "60 min".
    expect(formatDuration(59 * 60 + 40)).toBe('1 h');
  });
});

describe('formatAverageDuration', () => {
  it('says "under 1 min" for an average of a few seconds ("Average 2 s per tracked day")', () => {
    expect(`Average ${formatAverageDuration(2)} per tracked day`).toBe('Average under 1 min per tracked day');
    expect(formatAverageDuration(59.6)).toBe('under 1 min');
  });

  it('is nothing at 0 and the rounded duration from a minute', () => {
    expect(formatAverageDuration(0)).toBe('0 min');
    expect(formatAverageDuration(1530)).toBe('26 min');
    expect(formatAverageDuration(5400)).toBe('1 h 30 min');
  });
});
