/**
 * What a substance card or the clinician report says about supply and dates: low supply at 7 or less (or once the
 * run-out forecast's refill date has come), "N left", the run-out sentence, and calendar days written plainly. The expiry badge is shared with the Daily tab (domain/substance-expiry.ts).
 */
import { LOW_SUPPLY_CARD_THRESHOLD, runOutSentence, type RunOut, type Substance } from '@wellness/contract';
import { formatDay } from '@/lib/date-format';

export function isLowSupply(remainingSupply: number | null): boolean {
  return remainingSupply !== null && remainingSupply <= LOW_SUPPLY_CARD_THRESHOLD;
}

/** "Mar 1, 2027", "1 Mar 2027" or "2027-03-01" (the user's date format) for a calendar day, whatever the browser's zone. */
export function formatCalendarDay(isoDay: string): string {
  return formatDay(isoDay);
}

export function supplyText(remainingSupply: number | null): string | null {
  if (remainingSupply === null) return null;
  return `${remainingSupply} left`;
}

/** "Runs out around Dec 14, 2026; refill by Dec 9, 2026", the dates in the user's format; null without a forecast. */
export function runOutText(runOut: RunOut | null): string | null {
  // No-break spaces keep each date on one line ("Dec 7, 2026" never splits after "Dec").
  const day = (isoDay: string) => formatCalendarDay(isoDay).replace(/ /g, '\u00a0');
  return runOut === null ? null : runOutSentence(day(runOut.date), day(runOut.refillBy));
}

/** Low supply: 7 or less left, or the refill date of the forecast has come. */
export function needsRefill(substance: Pick<Substance, 'remainingSupply' | 'runOut'>, todayIso: string): boolean {
  return isLowSupply(substance.remainingSupply) || (substance.runOut !== null && substance.runOut.refillBy <= todayIso);
}
