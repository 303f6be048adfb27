/** Calendar days in the user's own time zone (every day the API counts is one): "today" and day arithmetic on YYYY-MM-DD. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last answer per zone, for the second it was asked in. Every zone's offset from UTC is a whole number of
 * seconds, so a day never changes within one; the Daily tab's calls arrive together, each asking for today, and
 * formatToParts costs more than the rest of a small read.
 */
const lastAnswers = new Map<string, { second: number; day: string }>();

/** The calendar day (YYYY-MM-DD) that the instant falls on in the zone. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastAnswers.get(timeZone);
  if (last?.second === second) return last.day;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  // Only zones that formatted (a known zone) get here, so the map is bounded like the formatters.
  lastAnswers.set(timeZone, { second, day });
  return day;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every calendar day from `from` to `to`, both included, ascending; empty when `to` is earlier. */
export function dayRange(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/** Time zones run at most 14 hours ahead of UTC (Pacific/Kiritimati). */
const MAX_ZONE_AHEAD_MS = 14 * 3_600_000;

/**
 * The earliest instant (ISO 8601 UTC) that can fall on `day` in any time zone: a lower bound for the instants of
 * records whose local day is `day` or later, so a query can range over an instant-ordered index.
 */
export function earliestInstantOf(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MAX_ZONE_AHEAD_MS).toISOString();
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes after local midnight at which the instant falls in the zone (0…1439), for hours-since-dose arithmetic. */
export function minuteOfDayIn(instant: Date, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}
