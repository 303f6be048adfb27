/** Merging factor values into the Timeline's days: gaps stay gaps, yes-no reads 1/0, each axis fits its kind. */
import { describe, expect, it } from 'vitest';
import type { Factor } from '@wellness/contract';
import { daysFrom, factorSeries, lastDays, niceTop } from './factor-series';

const factor = (id: string, kind: Factor['kind'], unit: string | null = null): Factor => ({
  id,
  name: id,
  kind,
  unit,
  icon: 'star',
  betterDirection: null,
  describesNightBefore: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('daysFrom', () => {
  it('lists every day of the range, across a month end', () => {
    expect(daysFrom('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('lastDays', () => {
  it('ends on the given day', () => {
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('factorSeries', () => {
  const dates = ['2026-11-01', '2026-11-02', '2026-11-03'];
  it('keeps a day without a value as a gap, never zero', () => {
    const [sleep] = factorSeries(
      dates,
      [
        { factorId: 'sleep', date: '2026-11-01', value: 7.5 },
        { factorId: 'sleep', date: '2026-11-03', value: 0 },
      ],
      [factor('sleep', 'number', 'h')],
    );
    expect(sleep?.values).toEqual([7.5, null, 0]);
    expect(sleep?.logged).toBe(2);
  });
  it('reads yes-no as 1 and 0 on an axis up to 1', () => {
    const [alcohol] = factorSeries(
      dates,
      [
        { factorId: 'alcohol', date: '2026-11-02', value: false },
        { factorId: 'alcohol', date: '2026-11-03', value: true },
      ],
      [factor('alcohol', 'yes-no')],
    );
    expect(alcohol?.values).toEqual([null, 0, 1]);
    expect(alcohol?.top).toBe(1);
  });
  it('ignores other factors and days outside the range, one series per chosen factor in order', () => {
    const series = factorSeries(
      dates,
      [
        { factorId: 'steps', date: '2026-11-02', value: 8400 },
        { factorId: 'other', date: '2026-11-02', value: 3 },
        { factorId: 'steps', date: '2026-10-31', value: 99999 },
      ],
      [factor('steps', 'count', 'steps'), factor('mood', 'scale')],
    );
    expect(series.map((s) => s.factor.id)).toEqual(['steps', 'mood']);
    expect(series[0]?.values).toEqual([null, 8400, null]);
    expect(series[0]?.top).toBe(10000);
    expect(series[1]?.top).toBe(10);
    expect(series[1]?.logged).toBe(0);
  });
});

describe('niceTop', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceTop(0)).toBe(1);
    expect(niceTop(7.5)).toBe(10);
    expect(niceTop(180)).toBe(200);
    expect(niceTop(400)).toBe(500);
  });
});
