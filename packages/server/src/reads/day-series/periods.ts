/** The contract's period names resolved to calendar days, in one place for every feature that offers them. */
import { PERIOD_DAYS, type Period } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';

/** The first day a period covers, ending `today`; null for `all` (from the user's first record). */
export function periodFirstDay(period: Period, today: string): string | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : addDays(today, -(days - 1));
}

/** The first day of the last `days` days, today included. */
export function lastDaysFrom(today: string, days: number): string {
  return addDays(today, -(days - 1));
}
