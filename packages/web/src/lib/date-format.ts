/** Dates as the header shows them: long US format, e.g. "Monday, November 23, 2026" (part 1 §2). */
const longUsDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

export function formatLongUsDate(date: Date): string {
  return longUsDate.format(date);
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
