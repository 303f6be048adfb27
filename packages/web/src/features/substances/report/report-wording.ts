/**
 * The clinician report's words for its numbers: adherence by its basis (a schedule's doses, or days taken without
 * one), a dose period, an effect's estimate with its interval, a mean.
 */
import { intervalLevelText, type DateFormat, type ReportAdherence, type ReportEffect } from '@wellness/contract';
import { formatAxisDay } from '@/lib/date-format';

const percent = (share: number) => `${Math.round(share * 100)} %`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "86 % of 7 scheduled doses" / "Taken on 3 of 11 days (no schedule)" / "—". */
export function adherenceText(adherence: ReportAdherence | null): string {
  if (!adherence) return '—';
  if (adherence.basis === 'schedule') {
    if (adherence.scheduled === 0 || adherence.share === null) return 'Nothing scheduled in the range yet';
    return `${percent(adherence.share)} of ${plural(adherence.scheduled, 'scheduled dose')}`;
  }
  return `Taken on ${adherence.daysTaken} of ${plural(adherence.daysCounted, 'day')} (no schedule)`;
}

/** "5 on time, 1 late, 1 missed" for a schedule, nothing for days taken. */
export function adherenceDetail(adherence: ReportAdherence | null): string | null {
  if (!adherence || adherence.basis !== 'schedule' || adherence.scheduled === 0) return null;
  const parts = [`${adherence.onTime} on time`, `${adherence.late} late`, `${adherence.missed} missed`];
  if (adherence.skipped > 0) parts.push(`${adherence.skipped} skipped`);
  return parts.join(', ');
}

export function meanText(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

const two = (value: number) => (Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));

/** "g = 0.85 (99.6% interval 0.31 to 1.39)": the estimate on its scale and the interval that agrees with the claim. */
export function estimateText(effect: Pick<ReportEffect, 'scale' | 'estimate' | 'interval' | 'intervalLevel'>): string {
  const head = effect.scale === 'g' ? `g = ${two(effect.estimate)}` : `${effect.estimate >= 0 ? '+' : '−'}${two(Math.abs(effect.estimate))}`;
  if (!effect.interval) return head;
  return `${head} (${intervalLevelText(effect.intervalLevel ?? 0.95)} interval ${two(effect.interval.low)} to ${two(effect.interval.high)})`;
}

/** A day without its year, in the user's date format ("Nov 3", "3 Nov", "11-03"): the range's header has the year. */
export function shortDay(isoDay: string, format: DateFormat): string {
  return formatAxisDay(isoDay, format);
}
