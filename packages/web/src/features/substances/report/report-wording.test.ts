import { describe, expect, it } from 'vitest';
import { adherenceDetail, adherenceText, estimateText, shortDay } from './report-wording';

describe('the report’s wording', () => {
  it('says adherence by its basis, and nothing for a substance not started', () => {
    const scheduled = { basis: 'schedule', scheduled: 7, onTime: 5, late: 1, missed: 1, skipped: 0, share: 6 / 7 } as const;
    expect(adherenceText(scheduled)).toBe('86 % of 7 scheduled doses');
    expect(adherenceDetail(scheduled)).toBe('5 on time, 1 late, 1 missed');
    expect(adherenceText({ basis: 'logged', daysTaken: 3, daysCounted: 11, share: 3 / 11 })).toBe('Taken on 3 of 11 days (no schedule)');
    expect(adherenceText({ ...scheduled, scheduled: 0, share: null })).toBe('Nothing scheduled in the range yet');
    expect(adherenceText(null)).toBe('—');
  });
  it('gives an estimate with the interval at its level', () => {
    expect(estimateText({ scale: 'g', estimate: 0.853, interval: { low: 0.31, high: 1.394 }, intervalLevel: 0.9961 })).toBe(
      'g = 0.85 (99.6% interval 0.31 to 1.39)',
    );
    expect(estimateText({ scale: 'difference', estimate: -1.5, interval: null, intervalLevel: null })).toBe('−1.50');
  });
  it('writes a day without its year in each date format', () => {
    expect(shortDay('2026-11-03', 'US')).toBe('Nov 3');
    expect(shortDay('2026-11-03', 'EU')).toBe('3 Nov');
    expect(shortDay('2026-11-03', 'ISO')).toBe('11-03');
  });
});
