/**
 * How a dose card words supply and doses: "Low stock" below 10 units, supply as "N left", and dose
 * times and dates in the user's own locale and the browser's time zone.
 */
import { dateFormatPreference, formatDateTime, formatShortWeekday } from '@/lib/date-format';
import { LOW_STOCK_DOSE_THRESHOLD, type Dose } from '@wellness/contract';

export function isLowStock(remainingSupply: number | null): boolean {
  return remainingSupply !== null && remainingSupply < LOW_STOCK_DOSE_THRESHOLD;
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
