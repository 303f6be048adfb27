/**
 * The report dialog's range: the presets "Last 30 days" and "Last 90 days" ending today, or a custom from/to the
 * user types (checked here in the words the server uses, so the dialog does not ask for a range it would refuse).
 */
import { CLINICIAN_REPORT_LIMITS, CLINICIAN_REPORT_MESSAGES } from '@wellness/contract';
import { addCalendarDays } from '@/lib/date-format';

export const RANGE_PRESETS = [
  { id: 'last-30', label: 'Last 30 days', days: 30 },
  { id: 'last-90', label: 'Last 90 days', days: 90 },
] as const;
export type RangeChoice = (typeof RANGE_PRESETS)[number]['id'] | 'custom';

const DAY_MS = 86_400_000;
const toUtc = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

export function shiftDay(isoDay: string, days: number): string {
  return addCalendarDays(isoDay, days);
}

/** The preset's days ending today. */
export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(from: string, to: string, today: string): string | null {
  if (!from || !to) return 'Choose both the first and the last day.';
  if (to > today) return CLINICIAN_REPORT_MESSAGES.rangeFuture;
  if (from > to) return CLINICIAN_REPORT_MESSAGES.rangeOrder;
  if ((toUtc(to) - toUtc(from)) / DAY_MS + 1 > CLINICIAN_REPORT_LIMITS.maxDays) return CLINICIAN_REPORT_MESSAGES.rangeTooLong;
  return null;
}
