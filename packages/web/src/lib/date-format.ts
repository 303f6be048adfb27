/**
 * Dates as the app shows them, in the user's date format (regional settings): US by default (the
 * header's long US date), EU or ISO once chosen. The app shell sets the preference from the profile
 * before its tabs render (setDateFormatPreference), so every formatter here follows it without being passed it.
 */
import type { DateFormat } from '@wellness/contract';

let preference: DateFormat = 'US';

export function setDateFormatPreference(format: DateFormat): void {
  preference = format;
}

export function dateFormatPreference(): DateFormat {
  return preference;
}

interface DateOptions {
  timeZone?: string | undefined;
  format?: DateFormat;
}

function isoParts(date: Date, timeZone: string | undefined): string {
  // en-CA writes calendar dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}

/** A calendar date: US "Nov 23, 2026", EU "23 Nov 2026", ISO "2026-11-23". */
export function formatDate(date: Date, options: DateOptions = {}): string {
  const format = options.format ?? preference;
  if (format === 'ISO') return isoParts(date, options.timeZone);
  return new Intl.DateTimeFormat(format === 'EU' ? 'en-GB' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: options.timeZone }).format(
    date,
  );
}

/** A calendar day (YYYY-MM-DD) in the date format, whatever the browser's zone. */
export function formatDay(isoDay: string, format: DateFormat = preference): string {
  return formatDate(new Date(`${isoDay}T00:00:00Z`), { timeZone: 'UTC', format });
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The local calendar day of a date on this device, YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The header's date with its weekday, in the browser's zone: US "Monday, November 23, 2026", EU "Monday, 23 November
 * 2026", ISO "Monday, 2026-11-23" (the texts Intl writes for en-US, en-GB and en-CA, checked in the tests). Written
 * from the date's parts rather than by Intl: the header is the first date the app shows, and a page's first Intl
 * formatter loads the browser's locale data, a long task on a phone (lib/warm-up-date-formats.ts).
 */
export function formatLongDate(date: Date, format: DateFormat = preference): string {
  const weekday = WEEKDAYS[date.getDay()] ?? '';
  const month = MONTHS[date.getMonth()] ?? '';
  if (format === 'US') return `${weekday}, ${month} ${date.getDate()}, ${date.getFullYear()}`;
  if (format === 'EU') return `${weekday}, ${date.getDate()} ${month} ${date.getFullYear()}`;
  return `${weekday}, ${localDay(date)}`;
}

/** A date and clock time in the date format: "Nov 23, 2026, 4:05 PM", "23 Nov 2026, 16:05", "2026-11-23 16:05". */
export function formatDateTime(date: Date, options: DateOptions = {}): string {
  const format = options.format ?? preference;
  const time = new Intl.DateTimeFormat(format === 'US' ? 'en-US' : 'en-GB', { hour: 'numeric', minute: '2-digit', timeZone: options.timeZone }).format(date);
  return `${formatDate(date, { ...options, format })}${format === 'ISO' ? ' ' : ', '}${time}`;
}

/** Milliseconds from `now` until the next local midnight, when "today" changes. */
export function msUntilNextMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
  return next.getTime() - now.getTime();
}

/** A clock time such as "8:15 AM" (or "14:15" where the locale says so), in the browser's locale and zone unless given; '' for a bad date. */
export function formatClockTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}
