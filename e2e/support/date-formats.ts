/**
 * For the date-format specs (issue 34): a user seeded with one of everything that shows a date or a time (a dose
 * today and yesterday evening, an entry and a focus session yesterday, a supplement with an expiry date), the
 * regional settings set through the API, and the texts each format should show, written here independently of the
 * app's own formatter so the spec checks it rather than repeats it.
 */
import { apiCall, dayInNewYork } from './history-page.js';
import { seedSubstance } from './substances-api.js';

export type DateFormatName = 'US' | 'EU' | 'ISO';
export type ClockName = '12h' | '24h';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH = `(?:${MONTHS.join('|')})`;

/** A date of each format anywhere in a text, to find one shown in another format. */
export const DATE_PATTERNS: Record<DateFormatName, RegExp> = {
  US: new RegExp(`\\b${MONTH} \\d{1,2}, \\d{4}\\b`),
  EU: new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`),
  ISO: /\b\d{4}-\d{2}-\d{2}\b/,
};
/** A chart axis's day label, whole. */
export const AXIS_PATTERNS: Record<DateFormatName, RegExp> = {
  US: new RegExp(`^${MONTH} \\d{1,2}$`),
  EU: new RegExp(`^\\d{1,2} ${MONTH}$`),
  ISO: /^\d{2}-\d{2}$/,
};
export const TWELVE_HOUR = /\b\d{1,2}:\d{2}\s?[AP]M\b/;

function parts(isoDay: string): { year: number; month: number; day: number; weekday: number } {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

export function dateText(isoDay: string, format: DateFormatName): string {
  const p = parts(isoDay);
  if (format === 'ISO') return isoDay;
  return format === 'EU' ? `${p.day} ${MONTHS[p.month - 1]} ${p.year}` : `${MONTHS[p.month - 1]} ${p.day}, ${p.year}`;
}

export function weekdayHeading(isoDay: string, format: DateFormatName): string {
  const p = parts(isoDay);
  const weekday = WEEKDAYS[p.weekday] ?? '';
  if (format === 'ISO') return `${weekday}, ${isoDay}`;
  return format === 'EU' ? `${weekday}, ${p.day} ${LONG_MONTHS[p.month - 1]} ${p.year}` : `${weekday}, ${LONG_MONTHS[p.month - 1]} ${p.day}, ${p.year}`;
}

export function monthHeading(isoDay: string, format: DateFormatName): string {
  const p = parts(isoDay);
  return format === 'ISO' ? isoDay.slice(0, 7) : `${LONG_MONTHS[p.month - 1]} ${p.year}`;
}

export function clockText(hour: number, minute: number, clock: ClockName): string {
  const mm = String(minute).padStart(2, '0');
  if (clock === '24h') return `${String(hour).padStart(2, '0')}:${mm}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An instant's day and clock in New York, where the test users and browser live. */
export function inNewYork(instant: Date): { day: string; hour: number; minute: number } {
  const found: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  for (const part of format.formatToParts(instant)) found[part.type] = part.value;
  return { day: `${found['year']}-${found['month']}-${found['day']}`, hour: Number(found['hour']) % 24, minute: Number(found['minute']) };
}

/** The instant of a wall-clock time on a New York day, whichever of EST and EDT holds then. */
export function newYorkInstant(day: string, hour: number, minute: number): Date {
  for (const offset of [5, 4]) {
    const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
    const guess = new Date(Date.UTC(y, m - 1, d, hour + offset, minute));
    const back = inNewYork(guess);
    if (back.day === day && back.hour === hour && back.minute === minute) return guess;
  }
  throw new Error(`No ${hour}:${minute} on ${day} in New York`);
}

export const EXPIRY_DAY = '2027-10-29';

export interface SeededDates {
  yesterday: string;
  magnesium: string;
  /** Today's dose, a minute ago (never before New York's midnight), as New York's clock reads it. */
  todaysDose: { day: string; hour: number; minute: number };
}

/** A dose a minute ago, or at midnight when today is younger than a minute: it must fall on New York's today. */
export async function seedTodaysDose(baseURL: string, token: string, magnesium: string): Promise<SeededDates['todaysDose']> {
  const now = new Date();
  const midnight = newYorkInstant(inNewYork(now).day, 0, 0);
  const at = new Date(Math.max(now.getTime() - 60_000, midnight.getTime()));
  await apiCall(baseURL, token, 'POST', '/supplement-doses', { supplementId: magnesium, timestamp: at.toISOString() });
  return inNewYork(at);
}

/** Yesterday 20:42: a dose and an entry; 09:05: a 30-minute reading session. Today: a dose a minute ago. */
export async function seedDates(baseURL: string, token: string): Promise<SeededDates> {
  const yesterday = dayInNewYork(1);
  const magnesium = await seedSubstance(baseURL, token, 'supplements', {
    name: 'Magnesium',
    dosage: 200,
    unit: 'mg',
    remainingSupply: 40,
    expirationDate: EXPIRY_DAY,
  });
  await apiCall(baseURL, token, 'POST', '/supplement-doses', { supplementId: magnesium, timestamp: newYorkInstant(yesterday, 20, 42).toISOString() });
  const todaysDose = await seedTodaysDose(baseURL, token, magnesium);
  await apiCall(baseURL, token, 'POST', '/entries', {
    type: 'REGULAR',
    date: yesterday,
    time: '20:42',
    overallRating: 7,
    focusLevel: 6,
    taskInitiation: 6,
    restlessness: 4,
    productivity: 7,
  });
  await apiCall(baseURL, token, 'POST', '/focus-sessions/past', {
    startTime: `${yesterday}T09:05`,
    durationMinutes: 30,
    sessionType: 'READING',
    productivity: 6,
  });
  return { yesterday, magnesium, todaysDose };
}

interface ProfileAnswer {
  name: string;
  email: string;
  timezone: string;
  preferences: { regional: Record<string, unknown> };
}

/** Sets the date format, and the clock when given (left out, it follows the date format). */
export async function setDateFormat(baseURL: string, token: string, dateFormat: DateFormatName, timeFormat?: ClockName): Promise<void> {
  const profile = await apiCall<ProfileAnswer>(baseURL, token, 'GET', '/settings/profile');
  // The old server had no clock: what it answers is sent back without one, so the same call works before and after.
  const regional = { ...profile.preferences.regional };
  delete regional['timeFormat'];
  await apiCall(baseURL, token, 'PUT', '/settings/profile', {
    name: profile.name,
    email: profile.email,
    timezone: profile.timezone,
    preferences: { regional: { ...regional, dateFormat, ...(timeFormat === undefined ? {} : { timeFormat }) } },
  });
}
