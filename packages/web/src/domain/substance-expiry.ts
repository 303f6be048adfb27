/**
 * What an item's expiry date says: "Expired" or "Expires in N days" by the contract's
 * expiry rule, counted in the user's calendar days. Shared by the Substances tab's cards and the Daily tab's entry
 * list, so both say the same about one bottle.
 */
import { expiryKind } from '@wellness/contract';
import { localDay } from '@/lib/date-format';

/** Whole calendar days from `today` (the user's day of it) to `isoDay` (YYYY-MM-DD); negative when past. */
export function calendarDaysUntil(isoDay: string, today: Date): number {
  const utcOf = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  };
  return Math.round((utcOf(isoDay) - utcOf(localDay(today))) / 86_400_000);
}

export type ExpiryStatus = { kind: 'expired'; days: number } | { kind: 'soon'; days: number } | { kind: 'later'; days: number };

export function expiryStatus(expirationDate: string | null, today: Date): ExpiryStatus | null {
  if (expirationDate === null) return null;
  const days = calendarDaysUntil(expirationDate, today);
  return { kind: expiryKind(days), days };
}

/** The badge for an expired or soon-expiring item; nothing when expiry is far off or unknown. */
export function expiryBadge(status: ExpiryStatus | null): string | null {
  if (status === null || status.kind === 'later') return null;
  if (status.kind === 'expired') return 'Expired';
  return `Expires in ${status.days} day${status.days === 1 ? '' : 's'}`;
}
