import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_STATE, historySearch, narrowsEntries, parseHistoryState, rangeCovering, rangeDays, rangeLimit } from './history-filters';

describe('history filters in the URL', () => {
  it('reads every filter and writes it back the same', () => {
    const search = '?view=calendar&type=SUPPLEMENT_ONLY&range=90&q=magnesium+at+night&tag=Calm&month=2026-10&day=2026-10-07';
    const state = parseHistoryState(search);
    expect(state).toEqual({
      view: 'calendar',
      type: 'SUPPLEMENT_ONLY',
      range: '90',
      search: 'magnesium at night',
      tag: 'Calm',
      month: '2026-10',
      day: '2026-10-07',
    });
    expect(historySearch(state)).toBe(search);
  });

  it('falls back to the defaults for unknown or malformed values, and writes nothing for them', () => {
    const state = parseHistoryState(`?view=grid&type=DAILY&range=14&tag=${'x'.repeat(31)}&month=2026-13&day=2026-02-31x`);
    expect(state).toEqual(DEFAULT_HISTORY_STATE);
    expect(parseHistoryState('?tag=+').tag).toBeNull();
    expect(historySearch(state)).toBe('');
    expect(parseHistoryState(`?q=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('takes the user’s own tag from the address (only the server knows which exist)', () => {
    expect(parseHistoryState('?tag=Migraine').tag).toBe('Migraine');
  });

  it('uses the spec’s limits per range (part 1 §7) and the day count of each', () => {
    expect([rangeLimit('7'), rangeLimit('30'), rangeLimit('90'), rangeLimit('all')]).toEqual([50, 100, 200, 500]);
    expect([rangeDays('7'), rangeDays('30'), rangeDays('90'), rangeDays('all')]).toEqual([7, 30, 90, 3660]);
  });

  it('knows when a filter narrows the entries beyond the range', () => {
    expect(narrowsEntries(DEFAULT_HISTORY_STATE)).toBe(false);
    expect(narrowsEntries({ ...DEFAULT_HISTORY_STATE, search: '   ' })).toBe(false);
    expect(narrowsEntries({ ...DEFAULT_HISTORY_STATE, tag: 'Calm' })).toBe(true);
    expect(narrowsEntries({ ...DEFAULT_HISTORY_STATE, type: 'REGULAR' })).toBe(true);
  });

  it('widens the range just enough to show an entry saved for an earlier day', () => {
    expect(rangeCovering('7', 0)).toBe('7');
    expect(rangeCovering('7', 6)).toBe('7');
    expect(rangeCovering('7', 7)).toBe('30');
    expect(rangeCovering('30', 45)).toBe('90');
    expect(rangeCovering('90', 400)).toBe('all');
    expect(rangeCovering('all', 9000)).toBe('all');
  });
});
