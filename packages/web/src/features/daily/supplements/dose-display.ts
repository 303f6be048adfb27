/**
 * How a dose card words supply and doses: supply as "N left" (its warning is the contract's `supplyWarnings`, shared
 * with the Substances card), and dose times and dates in the user's own locale and the browser's time zone.
 */
import { dateFormatPreference, formatDateTime, formatShortWeekday } from '@/lib/date-format';
import { supplyWarnings, type Dose } from '@wellness/contract';

/** The rule's first step alone ("Low stock", below 10), for callers that ask only that. */
export function isLowStock(remainingSupply: number | null): boolean {
  return supplyWarnings({ remainingSupply, runOut: null }, '').some((warning) => warning.kind === 'low-stock');
}

export function supplyLabel(remainingSupply: number | null): string | null {
  return remainingSupply === null ? null : `${remainingSupply} left`;
}

/** "Mon, Nov 23, 2026, 8:15 AM", "Mon 23 Nov 2026, 08:15", "Mon 2026-11-23 08:15": the user's date format and clock. */
export function formatDoseDateTime(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  const weekday = formatShortWeekday(date, { timeZone });
  return `${weekday}${dateFormatPreference() === 'US' ? ',' : ''} ${formatDateTime(date, { timeZone })}`;
}

/** Earliest first, so today's list reads as the day went. */
export function byTime(doses: readonly Dose[]): Dose[] {
  return [...doses].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}
