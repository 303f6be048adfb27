/**
 * The calendar view's month: weeks from Sunday to Saturday (US), calendar days as YYYY-MM-DD strings,
 * so nothing depends on the device's time zone once "today" is known.
 */
import { formatMonthYear, formatWeekdayDay } from '@/lib/date-format';

/** Weeks of the month; days outside it are null. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last calendar day of a month (YYYY-MM). */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
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
