/**
 * Every date and time the app shows, in the user's date format (regional settings: US by default, EU or ISO once
 * chosen) and clock (12- or 24-hour; never chosen, it follows the date format: US 12-hour, EU and ISO 24-hour). The
 * app shell sets both from the profile before its tabs render (setDateFormatPreference, setTimeFormatPreference), so
 * every formatter here follows them without being passed them; a test or a caller may still pass either. It sets the
 * profile's time zone the same way (setTimeZonePreference): the server counts the user's days in that zone, so every
 * day, date and clock time here is read in it too, whatever zone the device is in (a phone abroad).
 *
 *             US                           EU                           ISO
 * date        Nov 23, 2026                 23 Nov 2026                  2026-11-23
 * axis        Nov 23                       23 Nov                       11-23
 * weekday     Monday, November 23, 2026    Monday, 23 November 2026     Monday, 2026-11-23
 * month       November 2026                November 2026                2026-11
 * time        8:42 PM (12h) / 20:42 (24h), whatever the date format
 * date-time   Nov 23, 2026, 8:42 PM        23 Nov 2026, 20:42           2026-11-23 20:42
 *
 * The texts are written from the date's parts here rather than by Intl with a locale: en-GB abbreviates September
 * "Sept" and en-US puts a narrow no-break space before "PM" in some engines and not others, so Intl would make the
 * same setting read differently from screen to screen and browser to browser (issue 34). English names throughout,
 * like the rest of the interface. Intl is used only to read the parts of an instant in a named time zone (one
 * formatter per zone, made on first use); in the device's own zone the Date's getters give the parts, so the
 * header's date, the first one shown, loads no locale data at all (lib/warm-up-date-formats.ts says why that matters).
 */
import { defaultTimeFormat, type DateFormat, type TimeFormat } from '@wellness/contract';

let preference: DateFormat = 'US';
/** null: not chosen, so the clock follows the date format. */
let timePreference: TimeFormat | null = null;

export function setDateFormatPreference(format: DateFormat): void {
  preference = format;
}

export function dateFormatPreference(): DateFormat {
  return preference;
}

/**
 * The profile's time zone when it is not the device's own; undefined reads instants with the Date's getters (the
 * device's zone), which needs no locale data, so the first dates of a page cost nothing when the two agree.
 */
let zonePreference: string | undefined;
/** The device's zone, read once when a profile's zone is first compared with it. */
let deviceZone: string | undefined;

/** The user's time zone from the profile; null (not known yet, or unreadable) goes back to the device's. */
export function setTimeZonePreference(timeZone: string | null): void {
  if (timeZone === null) {
    zonePreference = undefined;
    return;
  }
  deviceZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  zonePreference = timeZone === deviceZone || !isReadableZone(timeZone) ? undefined : timeZone;
}

/** The zone instants are read in, or undefined for the device's own. */
export function timeZonePreference(): string | undefined {
  return zonePreference;
}

function isReadableZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch (error) {
    // An unknown name (Intl throws RangeError): the device's zone is the best there is.
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The clock the user chose; null goes back to the one the date format implies. */
export function setTimeFormatPreference(format: TimeFormat | null): void {
  timePreference = format;
}

export function timeFormatPreference(): TimeFormat {
  return clockFor(preference);
}

/** The clock to write beside a date in `format`: the chosen one, else the one that format implies. */
function clockFor(format: DateFormat, given?: TimeFormat): TimeFormat {
  return given ?? timePreference ?? defaultTimeFormat(format);
}

export interface FormatOptions {
  /** An IANA zone to read the instant in; the user's zone (the profile's, else the device's) when left out. */
  timeZone?: string | undefined;
  format?: DateFormat | undefined;
  timeFormat?: TimeFormat | undefined;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The calendar and clock parts of an instant; month 1-12, weekday 0 (Sunday) to 6. */
interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, given: string | undefined): Parts {
  const timeZone = given ?? zonePreference;
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      weekday: date.getDay(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const found: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  }
  const year = found['year'] ?? 1970;
  const month = found['month'] ?? 1;
  const day = found['day'] ?? 1;
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour: (found['hour'] ?? 0) % 24, minute: found['minute'] ?? 0 };
}

/** The parts of a calendar day written YYYY-MM-DD, whatever the device's zone. */
function dayParts(isoDay: string): Parts {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour: 0, minute: 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');
const shortMonth = (month: number) => (MONTHS[month - 1] ?? '').slice(0, 3);
const longMonth = (month: number) => MONTHS[month - 1] ?? '';
const weekdayName = (weekday: number) => WEEKDAYS[weekday] ?? '';
const isoDayOf = (p: Parts) => `${p.year}-${pad(p.month)}-${pad(p.day)}`;

function dateText(p: Parts, format: DateFormat): string {
  if (format === 'ISO') return isoDayOf(p);
  if (format === 'EU') return `${p.day} ${shortMonth(p.month)} ${p.year}`;
  return `${shortMonth(p.month)} ${p.day}, ${p.year}`;
}

function clockText(p: Pick<Parts, 'hour' | 'minute'>, timeFormat: TimeFormat): string {
  if (timeFormat === '24h') return `${pad(p.hour)}:${pad(p.minute)}`;
  return `${p.hour % 12 === 0 ? 12 : p.hour % 12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

function weekdayDateText(p: Parts, format: DateFormat): string {
  const weekday = weekdayName(p.weekday);
  if (format === 'ISO') return `${weekday}, ${isoDayOf(p)}`;
  if (format === 'EU') return `${weekday}, ${p.day} ${longMonth(p.month)} ${p.year}`;
  return `${weekday}, ${longMonth(p.month)} ${p.day}, ${p.year}`;
}

function dateTimeText(p: Parts, format: DateFormat, timeFormat: TimeFormat): string {
  return `${dateText(p, format)}${format === 'ISO' ? ' ' : ', '}${clockText(p, timeFormat)}`;
}

/** A calendar date: US "Nov 23, 2026", EU "23 Nov 2026", ISO "2026-11-23". */
export function formatDate(date: Date, options: FormatOptions = {}): string {
  return dateText(partsOf(date, options.timeZone), options.format ?? preference);
}

/** A calendar day (YYYY-MM-DD) in the date format, whatever the browser's zone. */
export function formatDay(isoDay: string, format: DateFormat = preference): string {
  return dateText(dayParts(isoDay), format);
}

/** A calendar day on a chart's axis, short: US "Oct 29", EU "29 Oct", ISO "10-29" (ISO 8601's month and day). */
export function formatAxisDay(isoDay: string, format: DateFormat = preference): string {
  const p = dayParts(isoDay);
  if (format === 'ISO') return `${pad(p.month)}-${pad(p.day)}`;
  if (format === 'EU') return `${p.day} ${shortMonth(p.month)}`;
  return `${shortMonth(p.month)} ${p.day}`;
}

/** A calendar day with its weekday, History's day headings: "Sunday, November 22, 2026", "Sunday, 22 November 2026", "Sunday, 2026-11-22". */
export function formatWeekdayDay(isoDay: string, format: DateFormat = preference): string {
  return weekdayDateText(dayParts(isoDay), format);
}

/** A month (YYYY-MM) as a heading: US and EU "November 2026", ISO "2026-11". */
export function formatMonthYear(month: string, format: DateFormat = preference): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return format === 'ISO' ? `${year}-${pad(monthNumber)}` : `${longMonth(monthNumber)} ${year}`;
}

/** The short weekday names in calendar order from Sunday, for a month grid's column headings. */
export function weekdayHeadings(): string[] {
  return WEEKDAYS.map((weekday) => weekday.slice(0, 3));
}

/** The short weekday of an instant: "Mon". */
export function formatShortWeekday(date: Date, options: Pick<FormatOptions, 'timeZone'> = {}): string {
  return weekdayName(partsOf(date, options.timeZone).weekday).slice(0, 3);
}

/** The user's calendar day of an instant, YYYY-MM-DD (in the profile's zone once known). */
export function localDay(date: Date): string {
  const p = partsOf(date, undefined);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The user's wall clock of an instant, "HH:mm" (a time field's value). */
export function wallClock(date: Date): string {
  const p = partsOf(date, undefined);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The calendar day `days` after (or before, when negative) a day written YYYY-MM-DD. */
export function addCalendarDays(isoDay: string, days: number): string {
  const p = dayParts(isoDay);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + days)).toISOString().slice(0, 10);
}

/**
 * The instant a calendar day and wall clock ("HH:mm") name in the user's zone. A time a clock change skips (02:30 on
 * a spring-forward night) lands an hour later, as the device's own clock would read it.
 */
export function instantAt(isoDay: string, hhmm: string): Date {
  const p = dayParts(isoDay);
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  if (zonePreference === undefined) return new Date(p.year, p.month - 1, p.day, hours, minutes);
  const wall = Date.UTC(p.year, p.month - 1, p.day, hours, minutes);
  // The zone's offset a day before and a day after: the two readings a clock change near this time can give.
  const offsetAt = (instant: number) => {
    const q = partsOf(new Date(instant), zonePreference);
    return Date.UTC(q.year, q.month - 1, q.day, q.hour, q.minute) - Math.floor(instant / 60_000) * 60_000;
  };
  const before = wall - offsetAt(wall - 86_400_000);
  const after = wall - offsetAt(wall + 86_400_000);
  const reads = (instant: number) => {
    const q = partsOf(new Date(instant), zonePreference);
    return q.day === p.day && q.hour === hours && q.minute === minutes;
  };
  // A wall time that happens twice is its first; one the clock skips lands an hour on (the offset before the change).
  const valid = [before, after].filter(reads);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/**
 * The header's date with its weekday, in the user's zone: US "Monday, November 23, 2026", EU "Monday, 23 November
 * 2026", ISO "Monday, 2026-11-23" (the texts Intl writes for en-US, en-GB and en-CA, checked in the tests).
 */
export function formatLongDate(date: Date, format: DateFormat = preference): string {
  return weekdayDateText(partsOf(date, undefined), format);
}

/** A date and clock time: "Nov 23, 2026, 8:42 PM", "23 Nov 2026, 20:42", "2026-11-23 20:42" (the clock as chosen). */
export function formatDateTime(date: Date, options: FormatOptions = {}): string {
  const format = options.format ?? preference;
  return dateTimeText(partsOf(date, options.timeZone), format, clockFor(format, options.timeFormat));
}

/** A date and clock time joined by "at": "Nov 28, 2026 at 9:14 AM", "28 Nov 2026 at 09:14", "2026-11-28 at 09:14". */
export function formatDateAtTime(date: Date, options: FormatOptions = {}): string {
  const format = options.format ?? preference;
  const p = partsOf(date, options.timeZone);
  return `${dateText(p, format)} at ${clockText(p, clockFor(format, options.timeFormat))}`;
}

/** Milliseconds from `now` until the next local midnight, when "today" changes. */
export function msUntilNextMidnight(now: Date): number {
  return instantAt(addCalendarDays(localDay(now), 1), '00:00').getTime() - now.getTime();
}

export type ClockOptions = Omit<FormatOptions, 'format'>;

/** The clock time of an instant: "8:42 PM" or "20:42", in the user's zone unless given; '' for a bad date. */
export function formatClockTime(iso: string, options: ClockOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return clockText(partsOf(date, options.timeZone), options.timeFormat ?? timeFormatPreference());
}

/** A wall-clock time stored as "HH:mm" (an entry's time, a schedule's dose time): "9:05 PM" or "21:05"; '' when unreadable. */
export function formatWallTime(time: string, timeFormat: TimeFormat = timeFormatPreference()): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (match === null) return '';
  return clockText({ hour: Number(match[1]) % 24, minute: Number(match[2]) }, timeFormat);
}
