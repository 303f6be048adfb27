/**
 * The report's days from the query: by default the 30 days ending today in the user's zone; `to` alone ends there,
 * `from` alone runs to today. From ≤ to ≤ today and at most CLINICIAN_REPORT_LIMITS.maxDays, else a 400 in sentences.
 */
import { CLINICIAN_REPORT_LIMITS, CLINICIAN_REPORT_MESSAGES } from '@wellness/contract';
import { AppError } from '../../http/app-error.js';
import { addDays, daysBetween } from '../../lib/calendar.js';

export interface ReportRange {
  from: string;
  to: string;
  days: number;
}

const invalid = (path: string, message: string) => new AppError('validation', message, { details: [{ path, message }] });

export function reportRange(query: { from?: string | undefined; to?: string | undefined }, today: string): ReportRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(CLINICIAN_REPORT_LIMITS.defaultDays - 1));
  if (to > today) throw invalid('to', CLINICIAN_REPORT_MESSAGES.rangeFuture);
  if (from > to) throw invalid('from', CLINICIAN_REPORT_MESSAGES.rangeOrder);
  const days = daysBetween(from, to) + 1;
  if (days > CLINICIAN_REPORT_LIMITS.maxDays) throw invalid('from', CLINICIAN_REPORT_MESSAGES.rangeTooLong);
  return { from, to, days };
}
