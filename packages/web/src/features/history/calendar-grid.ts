/**
 * The calendar view's month: weeks from Sunday to Saturday (US), calendar days as YYYY-MM-DD strings,
 * so nothing depends on the device's time zone once "today" is known.
 */
import { onFirstUse } from '@/lib/on-first-use';

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

const monthLabel = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dayLabel = onFirstUse(() => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

export function formatMonth(month: string): string {
  return monthLabel().format(new Date(`${month}-01T00:00:00Z`));
}

/** "Sunday, November 22, 2026" for a calendar day. */
export function formatDay(day: string): string {
  return dayLabel().format(new Date(`${day}T00:00:00Z`));
}
