/**
 * The Experiments view's words and numbers (pure, unit-tested): the short fingerprint, the "Locked on …" line,
 * rating points, intervals, probabilities, progress and adherence sentences.
 */
import type { DateFormat, ExperimentAdherence, ExperimentSummary } from '@wellness/contract';
import { dateFormatPreference, formatDateAtTime, formatDay } from '@/lib/date-format';

/**
 * The first 8 hex digits and an ellipsis: enough to tell two plans apart at a glance (the full SHA-256 is one click
 * away, with the canonical JSON it hashes).
 */
export const SHORT_FINGERPRINT_LENGTH = 8;

export function shortFingerprint(fingerprint: string): string {
  return fingerprint.length <= SHORT_FINGERPRINT_LENGTH ? fingerprint : `${fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}…`;
}

/** The full fingerprint in groups of 8, so it can be read aloud or compared on paper. */
export function groupedFingerprint(fingerprint: string): string {
  return (fingerprint.match(/.{1,8}/g) ?? []).join(' ');
}

/** "Nov 28, 2026 at 9:14 AM" (US), "28 Nov 2026 at 09:14" (EU), "2026-11-28 at 09:14" (ISO), in the user's zone. */
export function formatMoment(iso: string, format: DateFormat = dateFormatPreference(), timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateAtTime(date, { format, timeZone });
}

export function lockedLine(lockedAt: string, fingerprint: string, format?: DateFormat, timeZone?: string): string {
  return `Locked on ${formatMoment(lockedAt, format, timeZone)} · fingerprint ${shortFingerprint(fingerprint)}`;
}

/** A rating difference with its sign: "+1.2 points", "−0.4 points", "0.0 points". */
export function formatPoints(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  const size = Math.abs(rounded).toFixed(1);
  return `${sign}${size} ${size === '1.0' ? 'point' : 'points'}`;
}

/** A plain signed number, one decimal: "+1.2", "−0.4". */
export function formatSigned(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)}`;
}

export function formatInterval(interval: { low: number; high: number }): string {
  return `${formatSigned(interval.low)} to ${formatSigned(interval.high)}`;
}

/** A probability as a whole percentage, never 0 % or 100 % (the model never knows that much): "<1%", ">99%". */
export function formatProbability(probability: number): string {
  const percent = probability * 100;
  if (percent < 1) return '<1%';
  if (percent > 99) return '>99%';
  return `${Math.round(percent)}%`;
}

/** A p-value: two decimals, three below 0.01, "<0.001" below that. */
export function formatP(p: number): string {
  if (p < 0.001) return '<0.001';
  if (p < 0.01) return p.toFixed(3);
  return p.toFixed(2);
}

/** "A rating of 6.4" for a mean, "Not rated" for none. */
export function formatMean(mean: number | null): string {
  return mean === null ? 'Not rated' : mean.toFixed(1);
}

/** Where the experiment stands, in one line. */
export function progressLine(summary: Pick<ExperimentSummary, 'status' | 'startDate' | 'endDate' | 'progress'>, format?: DateFormat): string {
  const { progress } = summary;
  const day = (iso: string) => formatDay(iso, format);
  switch (summary.status) {
    case 'planned':
      return `Starts ${day(summary.startDate)} · ${progress.totalDays} days, until ${day(summary.endDate)}`;
    case 'running':
      return `Day ${progress.today ?? progress.daysElapsed} of ${progress.totalDays} · ${progress.daysLeft} ${progress.daysLeft === 1 ? 'day' : 'days'} left, until ${day(summary.endDate)}`;
    case 'completed':
      return `Finished ${day(summary.endDate)} · ${progress.totalDays} days`;
    case 'stopped':
      return `Stopped after ${progress.daysElapsed} of ${progress.totalDays} days`;
  }
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "10 days followed the plan, 2 did not, 1 without a rating" over the days passed. */
export function adherenceLine(adherence: ExperimentAdherence): string {
  return `${days(adherence.followed)} followed the plan, ${adherence.notFollowed} did not, ${adherence.withoutOutcome} without a rating`;
}

/** A day without its year, for calendars and charts whose heading carries it: "Dec 2", "2 Dec", "12-02". */
export function formatShortDay(iso: string, format?: DateFormat): string {
  return formatDay(iso, format)
    .replace(/,? \d{4}$/, '')
    .replace(/^\d{4}-/, '');
}
