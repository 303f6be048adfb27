import { describe, expect, it } from 'vitest';
import type { DailySummary, Entry } from '@wellness/contract';
import { dayMark, focusMinutes, groupByDay, DEFAULT_THRESHOLDS } from './day-groups';

function entry(id: string, date: string): Entry {
  return {
    id,
    type: 'REGULAR',
    date,
    time: '09:00',
    createdAt: `${date}T09:00:00.000Z`,
    overallRating: 5,
    focusLevel: 5,
    taskInitiation: 5,
    restlessness: 5,
    productivity: 5,
    energy: null,
    mood: null,
    anxiety: null,
    notes: null,
    tags: [],
    supplements: [],
    focusAids: [],
    session: null,
  };
}

function summary(date: string, avgRating: number | null, dosesCount = 0): DailySummary {
  return { date, entriesCount: 1, dosesCount, sessionsCount: 0, totalFocusTime: 0, avgRating };
}

describe('day marks from the thresholds (part 2 §9)', () => {
  it('marks good at or above the good threshold and bad at or below the bad one', () => {
    expect(dayMark(7, DEFAULT_THRESHOLDS)).toBe('good');
    expect(dayMark(6.9, DEFAULT_THRESHOLDS)).toBe('middle');
    expect(dayMark(3.1, DEFAULT_THRESHOLDS)).toBe('middle');
    expect(dayMark(3, DEFAULT_THRESHOLDS)).toBe('bad');
    expect(dayMark(null, DEFAULT_THRESHOLDS)).toBe('unrated');
    expect(dayMark(6, { good: 6, bad: 2 })).toBe('good');
  });
});

describe('grouping entries by day', () => {
  const options = { includeQuietDays: false, moreToLoad: false, thresholds: DEFAULT_THRESHOLDS };

  it('groups newest day first, keeping the entries’ order, with each day’s summary and mark', () => {
    const groups = groupByDay(
      [entry('a', '2026-11-22'), entry('b', '2026-11-22'), entry('c', '2026-11-20')],
      [summary('2026-11-22', 8), summary('2026-11-20', 2)],
      options,
    );
    expect(groups.map((g) => [g.date, g.entries.map((e) => e.id), g.mark])).toEqual([
      ['2026-11-22', ['a', 'b'], 'good'],
      ['2026-11-20', ['c'], 'bad'],
    ]);
  });

  it('adds days with only doses or sessions when asked, but not past what is loaded yet', () => {
    const entries = [entry('a', '2026-11-22')];
    const summaries = [summary('2026-11-23', null, 2), summary('2026-11-22', 6), summary('2026-11-19', null, 1)];
    expect(groupByDay(entries, summaries, { ...options, includeQuietDays: true }).map((g) => g.date)).toEqual(['2026-11-23', '2026-11-22', '2026-11-19']);
    expect(groupByDay(entries, summaries, { ...options, includeQuietDays: true, moreToLoad: true }).map((g) => g.date)).toEqual(['2026-11-23', '2026-11-22']);
    expect(groupByDay(entries, summaries, options).map((g) => g.date)).toEqual(['2026-11-22']);
  });

  it('works without summaries (still loading or failed)', () => {
    expect(groupByDay([entry('a', '2026-11-22')], undefined, options)).toEqual([
      { date: '2026-11-22', summary: null, entries: [entry('a', '2026-11-22')], mark: 'unrated' },
    ]);
  });

  it('shows focus minutes as seconds divided by 60', () => {
    expect(focusMinutes(1500)).toBe(25);
    expect(focusMinutes(89)).toBe(1);
    expect(focusMinutes(0)).toBe(0);
  });
});
