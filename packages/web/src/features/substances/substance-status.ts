/**
 * What a substance card or list row says about supply and expiry (part 2 §9, part 1 §9): low supply at 7 or
 * less; "Expired" or "Expires in N days" by the contract's expiry rule, counted in the user's calendar days.
 * Shared by the Substances tab's cards and the Daily tab's entry list, so both say the same about one bottle.
 */
import { dateFormatPreference, formatDay } from './date-format';
import { expiryKind, LOW_SUPPLY_CARD_THRESHOLD } from '@wellness/contract';
import { onFirstUse } from './on-first-use';

export function isLowSupply(remainingSupply: number | null): boolean {
  return remainingSupply !== null && remainingSupply <= LOW_SUPPLY_CARD_THRESHOLD;
}

/** Whole calendar days from `today` (its local date) to `isoDay` (YYYY-MM-DD); negative when past. */
export function calendarDaysUntil(isoDay: string, today: Date): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  const target = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const from = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - from) / 86_400_000);
}

export type ExpiryStatus = { kind: 'expired'; days: number } | { kind: 'soon'; days: number } | { kind: 'later'; days: number };

export function expiryStatus(expirationDate: string | null, today: Date): ExpiryStatus | null {
  if (expirationDate === null) return null;
  const days = calendarDaysUntil(expirationDate, today);
  return { kind: expiryKind(days), days };
}

const calendarDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** "Mar 1, 2027" for a calendar day, whatever the browser's zone. */
export function formatCalendarDay(isoDay: string): string {
  if (dateFormatPreference() !== 'US') return formatDay(isoDay);
  return calendarDate().format(new Date(`${isoDay}T00:00:00Z`));
}

/** The badge for an expired or soon-expiring item; nothing when expiry is far off or unknown. */
export function expiryBadge(status: ExpiryStatus | null): string | null {
  if (status === null || status.kind === 'later') return null;
  if (status.kind === 'expired') return 'Expired';
  return `Expires in ${status.days} day${status.days === 1 ? '' : 's'}`;
}

export function supplyText(remainingSupply: number | null): string | null {
  if (remainingSupply === null) return null;
  return `${remainingSupply} left`;
}
