/**
 * What a substance card or the clinician report says about supply and dates: low supply at 7 or less,
 * "N left", and calendar days written plainly. The expiry badge is shared with the Daily tab (domain/substance-expiry.ts).
 */
import { LOW_SUPPLY_CARD_THRESHOLD } from '@wellness/contract';
import { dateFormatPreference, formatDay } from '@/lib/date-format';
import { onFirstUse } from '@/lib/on-first-use';

export function isLowSupply(remainingSupply: number | null): boolean {
  return remainingSupply !== null && remainingSupply <= LOW_SUPPLY_CARD_THRESHOLD;
}

const calendarDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** "Mar 1, 2027" for a calendar day, whatever the browser's zone. */
export function formatCalendarDay(isoDay: string): string {
  if (dateFormatPreference() !== 'US') return formatDay(isoDay);
  return calendarDate().format(new Date(`${isoDay}T00:00:00Z`));
}

export function supplyText(remainingSupply: number | null): string | null {
  if (remainingSupply === null) return null;
  return `${remainingSupply} left`;
}
