/**
 * How often a substance without a schedule was taken in the report's range: the days with a dose logged (or marked
 * taken in an entry) out of the range's days since its start. Not adherence to a plan, and labelled so; null when
 * it was never started or started after the range.
 */
import type { ReportAdherence } from '@wellness/contract';
import { daysBetween } from '../../lib/calendar.js';

export function loggedAdherence(range: { from: string; to: string }, startDate: string | null, takenDays: Iterable<string>): ReportAdherence | null {
  if (startDate === null || startDate > range.to) return null;
  const first = startDate > range.from ? startDate : range.from;
  const daysCounted = daysBetween(first, range.to) + 1;
  let daysTaken = 0;
  for (const day of takenDays) if (day >= first && day <= range.to) daysTaken += 1;
  return { basis: 'logged', daysTaken, daysCounted, share: daysTaken / daysCounted };
}
