import { describe, expect, it } from 'vitest';
import {
  adherenceLine,
  formatInterval,
  formatMoment,
  formatP,
  formatPoints,
  formatProbability,
  groupedFingerprint,
  lockedLine,
  progressLine,
  shortFingerprint,
} from './experiment-wording';

const FINGERPRINT = '3f9a1c2be4d5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1';

describe('experiment wording', () => {
  it('shortens the fingerprint and groups the full one for reading', () => {
    expect(shortFingerprint(FINGERPRINT)).toBe('3f9a1c2b…');
    expect(shortFingerprint('abc')).toBe('abc');
    expect(groupedFingerprint(FINGERPRINT).split(' ')).toHaveLength(8);
  });

  it('says when the plan was locked, in the user’s date format', () => {
    expect(lockedLine('2026-11-28T09:14:00Z', FINGERPRINT, 'US', 'UTC')).toBe('Locked on Nov 28, 2026 at 9:14 AM · fingerprint 3f9a1c2b…');
    expect(formatMoment('2026-11-28T09:14:00Z', 'EU', 'UTC')).toBe('28 Nov 2026 at 09:14');
    expect(formatMoment('2026-11-28T09:14:00Z', 'ISO', 'UTC')).toBe('2026-11-28 at 09:14');
  });

  it('writes rating points with a sign, intervals, probabilities and p-values', () => {
    expect(formatPoints(1.24)).toBe('+1.2 points');
    expect(formatPoints(-0.96)).toBe('−1.0 point');
    expect(formatPoints(0.01)).toBe('0.0 points');
    expect(formatInterval({ low: -0.34, high: 2.61 })).toBe('−0.3 to +2.6');
    expect(formatProbability(0.004)).toBe('<1%');
    expect(formatProbability(0.873)).toBe('87%');
    expect(formatProbability(0.999)).toBe('>99%');
    expect(formatP(0.0412)).toBe('0.04');
    expect(formatP(0.0042)).toBe('0.004');
    expect(formatP(0.0001)).toBe('<0.001');
  });

  it('says where an experiment stands', () => {
    const base = { startDate: '2026-12-01', endDate: '2026-12-28', progress: { totalDays: 28, daysElapsed: 2, today: 3, daysLeft: 26 } };
    expect(progressLine({ ...base, status: 'planned' }, 'US')).toBe('Starts Dec 1, 2026 · 28 days, until Dec 28, 2026');
    expect(progressLine({ ...base, status: 'running' }, 'US')).toBe('Day 3 of 28 · 26 days left, until Dec 28, 2026');
    expect(progressLine({ ...base, status: 'stopped' }, 'US')).toBe('Stopped after 2 of 28 days');
    expect(adherenceLine({ followed: 1, notFollowed: 2, withoutOutcome: 0 })).toBe('1 day followed the plan, 2 did not, 0 without a rating');
  });
});
