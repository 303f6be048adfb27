/**
 * The ways the app words a length of time: the running clock (hh:mm:ss), the same in words for screen readers,
 * and the short form of lists and totals. Shared by the Daily tab and, later, Analytics and History.
 */
import { plural } from '@wellness/contract';

const two = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss; hours keep counting past 99 rather than wrapping. */
export function formatHms(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** The same time in words for screen readers, e.g. "1 hour 2 minutes 5 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h > 0 ? plural(h, 'hour') : null, m > 0 ? plural(m, 'minute') : null, s > 0 || seconds === 0 ? plural(s, 'second') : null];
  return parts.filter((part) => part !== null).join(' ');
}

/**
 * A short duration for lists and totals, rounded to what a person reads: seconds only when the whole figure is under
 * a minute ("45 s"), otherwise whole minutes, rounded to the nearest ("25 min 40 s" reads "26 min"), and hours with
 * minutes from an hour ("1 h", "1 h 5 min"). The one rule every focus-time text uses.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * An average (or any mean) of durations: a mean of a few seconds is noise rather than a figure anyone acts on, so
 * anything above 0 and under a minute reads "under 1 min" ("Average 2 s per tracked day" was the complaint); from a
 * minute on it is formatDuration's.
 */
export function formatAverageDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, totalSeconds) : 0;
  if (seconds === 0) return '0 min';
  if (seconds < 60) return 'under 1 min';
  return formatDuration(seconds);
}
