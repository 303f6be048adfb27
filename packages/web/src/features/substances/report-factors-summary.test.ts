import { describe, expect, it } from 'vitest';
import type { Factor } from '@wellness/contract';
import { summarizeFactor, summaryLine } from './report-factors-summary';

const factor = (over: Partial<Factor>): Factor => ({
  id: 'f1',
  name: 'Sleep (h)',
  kind: 'number',
  unit: 'h',
  icon: 'moon',
  betterDirection: 'higher',
  describesNightBefore: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('the clinician report’s factor summary', () => {
  it('averages only the days logged, never counting a missing day as zero', () => {
    const summary = summarizeFactor(
      factor({}),
      [
        { factorId: 'f1', date: '2026-11-01', value: 6 },
        { factorId: 'f1', date: '2026-11-03', value: 8.5 },
        { factorId: 'other', date: '2026-11-03', value: 1 },
      ],
      30,
    );
    expect(summary).toMatchObject({ daysLogged: 2, daysInRange: 30, mean: 7.25, lowest: 6, highest: 8.5, yesDays: null });
    expect(summaryLine(summary)).toBe('Average 7.3 h (6 h to 8.5 h)');
  });

  it('counts a yes-no factor’s yes days among the days logged', () => {
    const alcohol = factor({ id: 'a', kind: 'yes-no', unit: null });
    const summary = summarizeFactor(
      alcohol,
      [
        { factorId: 'a', date: '2026-11-01', value: true },
        { factorId: 'a', date: '2026-11-02', value: false },
        { factorId: 'a', date: '2026-11-04', value: true },
      ],
      30,
    );
    expect(summaryLine(summary)).toBe('Yes on 2 of 3 days logged');
    expect(summaryLine(summarizeFactor(alcohol, [], 30))).toBe('Not logged in this time');
  });
});
