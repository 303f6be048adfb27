/**
 * Wall-clock time in a zone turned into an instant, the way RFC 5545 reads a local DTSTART: a time that occurs twice
 * (the hour repeated when clocks go back) is its first occurrence; a time the clock skips (the hour lost when clocks go
 * forward) is read with the offset before the gap, so 02:30 on that day becomes 03:30. The calendar feed and the
 * reminders therefore agree on every day of the year.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of the instant in the zone, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The zone's offset from UTC at the instant, in milliseconds (positive east of Greenwich). */
export function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The instant of `time` (HH:MM) on `date` (YYYY-MM-DD) in the zone. */
export function instantOfLocal(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // No zone changes its offset twice within two days, so the offsets a day either side are the only candidates.
  const before = offsetAt(wall - 26 * HOUR_MS, timeZone);
  const after = offsetAt(wall + 26 * HOUR_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => wallClockMs(t, timeZone) === wall).sort((a, b) => a - b);
  const first = candidates[0];
  return new Date(first ?? wall - before);
}

/** Minutes since local midnight of the instant in the zone. */
export function localMinuteOfDay(instantMs: number, timeZone: string): number {
  const wall = wallClockMs(instantMs, timeZone);
  // `%` keeps the sign: a wall clock before 1970 (even 1969-12-31 19:00 in New York, instant 0) would give -300.
  return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** "08:05" → 485. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
