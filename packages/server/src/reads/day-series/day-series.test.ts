import { describe, expect, it } from 'vitest';
import { buildDaySeries, emptyDay, hasActivity } from './day-series.js';
import type { DayAggregateRow } from './repository.js';

const row = (kind: DayAggregateRow['kind'], day: string, n: number | string, extra: Partial<DayAggregateRow> = {}): DayAggregateRow => ({
  kind,
  local_day: day,
  n,
  rating: null,
  focus: null,
  initiation: null,
  restlessness: null,
  productivity: null,
  energy: null,
  mood: null,
  anxiety: null,
  seconds: null,
  completed: null,
  longest: null,
  session_productivity: null,
  ...extra,
});

describe('buildDaySeries', () => {
  it('gives one item per day of the range, oldest first, with missing days empty (null averages, never zero)', () => {
    const series = buildDaySeries('2026-11-20', '2026-11-23', [row('entries', '2026-11-22', 2, { rating: '6.5', productivity: 7 })]);
    expect(series.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(series[0]).toEqual(emptyDay('2026-11-20'));
    expect(series[0]?.avgProductivity).toBeNull();
    expect(series[2]).toMatchObject({ entries: 2, avgRating: 6.5, avgProductivity: 7, avgFocus: null, doses: 0 });
  });

  it('carries the optional metrics energy, mood and anxiety, null when no entry of the day rated them', () => {
    const series = buildDaySeries('2026-11-22', '2026-11-23', [row('entries', '2026-11-22', 2, { energy: '6.5', mood: 3, anxiety: null })]);
    expect(series[0]).toMatchObject({ avgEnergy: 6.5, avgMood: 3, avgAnxiety: null });
    expect(series[1]).toMatchObject({ avgEnergy: null, avgMood: null, avgAnxiety: null });
  });

  it('puts doses and sessions on their days, PostgreSQL strings read as numbers', () => {
    const series = buildDaySeries('2026-11-22', '2026-11-23', [
      row('doses', '2026-11-23', '3'),
      row('sessions', '2026-11-23', '2', { seconds: '1800', completed: '2', longest: '1200', session_productivity: '6.5' }),
      row('sessions', '2026-11-22', 1, { seconds: 600 }),
    ]);
    expect(series[1]).toMatchObject({ doses: 3, sessions: 2, focusSeconds: 1800, completedSessions: 2, longestSession: 1200, avgSessionProductivity: 6.5 });
    expect(series[0]).toMatchObject({ doses: 0, sessions: 1, focusSeconds: 600 });
  });

  it("keeps a running session's time apart, on the day it started, and ignores rows and runs outside the range", () => {
    const series = buildDaySeries(
      '2026-11-22',
      '2026-11-23',
      [row('sessions', '2026-11-23', 1, { seconds: null }), row('entries', '2026-11-01', 1, { rating: 5 })],
      { day: '2026-11-23', seconds: 125 },
    );
    expect(series[1]).toMatchObject({ sessions: 1, focusSeconds: 0, runningSeconds: 125 });
    expect(series[0]).toMatchObject({ runningSeconds: 0 });
    expect(buildDaySeries('2026-11-22', '2026-11-22', [], { day: '2026-11-23', seconds: 60 })[0]?.runningSeconds).toBe(0);
    expect(series.every((d) => d.day >= '2026-11-22')).toBe(true);
  });

  it('tells days with any record from empty ones', () => {
    expect(hasActivity(emptyDay('2026-11-23'))).toBe(false);
    expect(hasActivity({ ...emptyDay('2026-11-23'), doses: 1 })).toBe(true);
    expect(hasActivity({ ...emptyDay('2026-11-23'), sessions: 1 })).toBe(true);
    expect(hasActivity({ ...emptyDay('2026-11-23'), entries: 1 })).toBe(true);
  });
});
