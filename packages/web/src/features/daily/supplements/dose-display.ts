/**
 * How a dose card words supply and doses: "Low stock" below 10 units, supply as "N left", and dose
 * times and dates in the user's own locale and the browser's time zone.
 */
import { dateFormatPreference, formatDateTime } from '@/lib/date-format';
import { LOW_STOCK_DOSE_THRESHOLD, type Dose } from '@wellness/contract';

export function isLowStock(remainingSupply: number | null): boolean {
  return remainingSupply !== null && remainingSupply < LOW_STOCK_DOSE_THRESHOLD;
}

export function supplyLabel(remainingSupply: number | null): string | null {
  return remainingSupply === null ? null : `${remainingSupply} left`;
}

/** "Mon, Nov 23, 2026, 8:15 AM" in en-US. */
export function formatDoseDateTime(timestamp: string, locale?: string, timeZone?: string): string {
  if (dateFormatPreference() !== 'US') {
    const date = new Date(timestamp);
    return `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(date)} ${formatDateTime(date, { timeZone })}`;
  }
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(timestamp));
}

/** Earliest first, so today's list reads as the day went. */
export function byTime(doses: readonly Dose[]): Dose[] {
  return [...doses].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}
