import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, formatDay, formatMonth, gridRange, minDay, monthGrid } from './calendar-grid';

const dates = (month: string) => monthGrid(month).map((week) => week.map((day) => day.date));
const inMonth = (month: string) =>
  monthGrid(month)
    .flat()
    .filter((day) => day.inMonth)
    .map((day) => day.date);

describe('the calendar month', () => {
  it('lays out December 2026 from the Sunday before, with November’s last days and January’s first around it', () => {
    const weeks = dates('2026-12');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks.at(-1)).toEqual(['2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09']);
    expect(monthGrid('2026-12')[0]?.map((day) => day.inMonth)).toEqual([false, false, true, true, true, true, true]);
    expect(inMonth('2026-12')).toHaveLength(31);
  });

  it('shows the whole week before a month that starts on a Sunday, so the day before the 1st is always there', () => {
    // November 2026 and August 2027 start on a Sunday.
    expect(dates('2026-11')[0]).toEqual(['2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31']);
    expect(dates('2026-11')[1]?.[0]).toBe('2026-11-01');
    expect(inMonth('2026-11')).toHaveLength(30);
    expect(dates('2027-08')[0]?.at(-1)).toBe('2027-07-31');
  });

  it('keeps six weeks for every month of four years, each with every day of its month once, in order', () => {
    for (let i = 0; i < 48; i += 1) {
      const month = addMonths('2026-01', i);
      const all = dates(month).flat();
      expect(all).toHaveLength(42);
      expect(all.filter((date) => date.startsWith(month))).toEqual(inMonth(month));
      expect(daysBetween(all[0]!, all.at(-1)!)).toBe(41);
      expect(new Date(`${all[0]}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(all[0]! < `${month}-01`).toBe(true);
    }
  });

  it('starts February 2027 on its Monday and knows leap years', () => {
    expect(dates('2027-02')[0]?.slice(0, 2)).toEqual(['2027-01-31', '2027-02-01']);
    expect(inMonth('2028-02')).toHaveLength(29);
    expect(inMonth('2027-02')).toHaveLength(28);
  });

  it('moves across years and counts days', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(daysBetween('2026-10-01', '2026-11-23')).toBe(53);
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatDay('2026-11-22')).toBe('Sunday, November 22, 2026');
  });
});

describe('the grid’s range of factor values', () => {
  it('runs from the grid’s first day to its last, cut at today for the current month', () => {
    expect(gridRange(monthGrid('2026-12'))).toEqual({ from: '2026-11-29', to: '2027-01-09' });
    expect(minDay(gridRange(monthGrid('2026-12')).to, '2026-12-01')).toBe('2026-12-01');
  });
});
