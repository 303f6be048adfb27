/**
 * What the check-in shows for each factor on a day: the value waiting in the outbox when there is one (what the
 * user last did), else the server's; and where the stepper starts: the last value logged before that day.
 */
import type { FactorValue } from '@wellness/contract';
import { addCalendarDays } from '@/lib/date-format';
import type { FactorValueOf } from './factor-input';
import type { QueuedFactorValue } from './value-queue';

/** How many days back the card looks for the last value (where the stepper starts). */
export const START_LOOKBACK_DAYS = 14;

export function shownValue(factorId: string, date: string, values: readonly FactorValue[], waiting: QueuedFactorValue | undefined): FactorValueOf | null {
  if (waiting !== undefined) return waiting.value;
  return values.find((value) => value.factorId === factorId && value.date === date)?.value ?? null;
}

export function lastValueBefore(factorId: string, date: string, values: readonly FactorValue[]): FactorValueOf | null {
  let latest: FactorValue | null = null;
  for (const value of values) {
    if (value.factorId !== factorId || value.date >= date) continue;
    if (latest === null || value.date > latest.date) latest = value;
  }
  return latest?.value ?? null;
}

/** The day `days` before `isoDay` (both YYYY-MM-DD), by the calendar. */
export function daysBefore(isoDay: string, days: number): string {
  return addCalendarDays(isoDay, -days);
}
