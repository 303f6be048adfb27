/**
 * The calendar view's month: weeks from Sunday to Saturday (US), calendar days as YYYY-MM-DD strings,
 * so nothing depends on the device's time zone once "today" is known.
 */
import { formatMonthYear, formatWeekdayDay } from '@/lib/date-format';

/** One cell of the calendar: a day, and whether it belongs to the month on screen. */
export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** Always six weeks, so the calendar keeps its height from month to month. */
export const GRID_WEEKS = 6;

/**
 * Six weeks around the month, starting on the Sunday before its first day (a whole week earlier when the month
 * starts on a Sunday), so the day before the month is always on screen: on the 1st, yesterday is one tap away.
 * The neighbouring months' days are real days, with their marks.
 */
export function monthGrid(month: string): GridDay[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const lead = first.getUTCDay() === 0 ? 7 : first.getUTCDay();
  const weeks: GridDay[][] = [];
  for (let week = 0; week < GRID_WEEKS; week += 1) {
    const days: GridDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = new Date(Date.UTC(year, monthNumber - 1, 1 - lead + week * 7 + weekday)).toISOString().slice(0, 10);
      days.push({ date, inMonth: date.startsWith(month) });
    }
    weeks.push(days);
  }
  return weeks;
}

/** The first and last day a grid (monthGrid's weeks) shows. */
export function gridRange(weeks: GridDay[][]): { from: string; to: string } {
  return { from: weeks[0]![0]!.date, to: weeks.at(-1)!.at(-1)!.date };
}

export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The earlier of two calendar days (YYYY-MM-DD sorts as text). */
export const minDay = (a: string, b: string): string => (a < b ? a : b);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The month's heading in the user's date format: "November 2026", ISO "2026-11". */
export function formatMonth(month: string): string {
  return formatMonthYear(month);
}

/** A day's heading in the user's date format: "Sunday, November 22, 2026", "Sunday, 22 November 2026", "Sunday, 2026-11-22". */
export function formatDay(day: string): string {
  return formatWeekdayDay(day);
}
