import { describe, expect, it } from 'vitest';
import { fromFirstDayWithData } from './timeline-range';

const day = (date: string, hasData: boolean, taken = false) => ({ date, hasData, taken });

describe('fromFirstDayWithData', () => {
  it('starts at the first day with data and says which day that is', () => {
    const rows = [day('2026-10-01', false), day('2026-10-02', false), day('2026-10-03', true), day('2026-10-04', false), day('2026-10-05', true)];
    const range = fromFirstDayWithData(rows);
    expect(range.rows.map((row) => row.date)).toEqual(['2026-10-03', '2026-10-04', '2026-10-05']);
    expect(range.firstDayWithData).toBe('2026-10-03');
  });

  it('keeps a gap inside the range as a gap (the day stays, without data)', () => {
    const range = fromFirstDayWithData([day('a', true), day('b', false), day('c', true)]);
    expect(range.rows.map((row) => row.hasData)).toEqual([true, false, true]);
    expect(range.firstDayWithData).toBeNull();
  });

  it('counts a day the supplement was taken as a day with data', () => {
    const rows = [day('a', false), day('b', false, true), day('c', true)];
    expect(fromFirstDayWithData(rows, (row) => row.taken).firstDayWithData).toBe('b');
  });

  it('draws the whole range when no day has data', () => {
    const rows = [day('a', false), day('b', false)];
    expect(fromFirstDayWithData(rows)).toEqual({ rows, firstDayWithData: null });
  });
});
