import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, formatDay, formatMonth, lastDayOf, minDay, monthGrid } from './calendar-grid';

describe('the calendar month', () => {
  it('lays out November 2026 from Sunday, with empty cells around it', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('starts February 2027 on its Monday and knows leap years', () => {
    expect(monthGrid('2027-02')[0]?.slice(0, 2)).toEqual([null, '2027-02-01']);
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across years and counts days', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(daysBetween('2026-10-01', '2026-11-23')).toBe(53);
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatDay('2026-11-22')).toBe('Sunday, November 22, 2026');
  });
});

describe('the month’s range of factor values', () => {
  it('ends on the month’s last day, or today when the month is the current one', () => {
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
    expect(minDay(lastDayOf('2026-11'), '2026-11-23')).toBe('2026-11-23');
  });
});
