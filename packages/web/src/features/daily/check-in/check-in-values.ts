/**
 * What the check-in shows for each factor on a day: the value waiting in the outbox when there is one (what the
 * user last did), else the server's; and where the stepper starts: the last value logged before that day.
 */
import type { FactorValue } from '@wellness/contract';
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
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) - days));
  return date.toISOString().slice(0, 10);
}
