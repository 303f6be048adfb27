import { describe, expect, it } from 'vitest';
import { emptyDay } from '../../reads/day-series/day-series.js';
import { ratingSeries } from './rating-series.js';

describe('the report’s rating series', () => {
  it('keeps unrated days null, summarises rated ones, and leaves out a metric never rated', () => {
    const days = [
      { ...emptyDay('2026-11-01'), entries: 1, avgProductivity: 6.333333 },
      emptyDay('2026-11-02'),
      { ...emptyDay('2026-11-03'), entries: 1, avgProductivity: 3, avgAnxiety: 7 },
    ];
    const series = ratingSeries(days);
    expect(series.map((s) => s.metric)).toEqual(['productivity', 'anxiety']);
    expect(series[0]).toEqual({ metric: 'productivity', label: 'Productivity', values: [6.33, null, 3], daysRated: 2, mean: 4.67, min: 3, max: 6.33 });
    expect(series[1]?.values).toEqual([null, null, 7]);
  });
});
