/**
 * How Sign-in activity words its times: the sign-in as a date and clock time in the user's formats ("Nov 23, 2026,
 * 4:05 PM", "23 Nov 2026, 16:05"), the last use relative to now while recent ("5 minutes ago", "yesterday") and as
 * a date once a week old.
 */
import { formatDate, formatDateTime } from '@/lib/date-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatSignedIn(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(date, { timeZone });
}

export function describeLastActive(iso: string, now: Date, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A time a little ahead of this browser's clock (skew) is still "just now".
  const ago = Math.max(0, now.getTime() - date.getTime());
  if (ago < MINUTE) return 'just now';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatDate(date, { timeZone });
}
