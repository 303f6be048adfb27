/**
 * What a substance card or the clinician report says about supply and dates: "N left", the run-out sentence, and
 * calendar days written plainly. The supply warning itself is the contract's one rule (`supplyWarnings`, drawn by
 * domain/supply/), which the Daily tab's dose card shows too; `isLowSupply` and `needsRefill` ask its stronger step.
 * The expiry badge is shared with the Daily tab (domain/substance-expiry.ts).
 */
import { runOutSentence, supplyWarnings, type RunOut, type Substance } from '@wellness/contract';
import { formatDay } from '@/lib/date-format';

const lowSupply = (facts: Pick<Substance, 'remainingSupply' | 'runOut'>, todayIso: string): boolean =>
  supplyWarnings(facts, todayIso).some((warning) => warning.kind === 'low-supply');

export function isLowSupply(remainingSupply: number | null): boolean {
  return lowSupply({ remainingSupply, runOut: null }, '');
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
  return lowSupply(substance, todayIso);
}
