/**
 * Seeds an analytics history through the real API: back-dated entries (the entry's `date` is the user's calendar
 * day) and doses with back-dated timestamps at noon of that day in the user's zone, so the days line up.
 */
import { dayInZone } from './conditions-api.js';

async function call(baseURL: string, token: string, path: string, method: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export async function createSupplement(baseURL: string, token: string, name: string, brand?: string): Promise<string> {
  const created = (await call(baseURL, token, '/supplements', 'POST', brand === undefined ? { name } : { name, brand })) as { id?: unknown };
  if (typeof created.id !== 'string') throw new Error('The created supplement has no id');
  return created.id;
}

export interface SeedDay {
  /** Days before today (0 = today). */
  daysAgo: number;
  ratings: Record<string, number>;
  focusAids?: string[];
  /** Supplement ids with a dose that day. */
  doses?: string[];
}

/** One entry per day and its doses, for a user in `zone`. */
export async function seedHistory(baseURL: string, token: string, zone: string, days: readonly SeedDay[]): Promise<void> {
  for (const day of days) {
    const date = dayInZone(zone, day.daysAgo);
    await call(baseURL, token, '/entries', 'POST', {
      type: 'REGULAR',
      date,
      overallRating: 5,
      focusLevel: 5,
      taskInitiation: 5,
      restlessness: 5,
      productivity: 5,
      ...day.ratings,
      focusAids: (day.focusAids ?? []).map((focusAidId) => ({ focusAidId })),
    });
    // Noon in New York is 16:00 or 17:00 UTC; 17:00 stays on the same calendar day either way. Today's dose is
    // logged a second ago instead: before noon, 17:00 would be in the future, which the server refuses.
    const noon = `${date}T17:00:00.000Z`;
    const timestamp = day.daysAgo === 0 ? new Date(Math.min(Date.parse(noon), Date.now() - 1000)).toISOString() : noon;
    for (const supplementId of day.doses ?? []) {
      await call(baseURL, token, '/supplement-doses', 'POST', { supplementId, timestamp });
    }
  }
}

export async function trackCondition(baseURL: string, token: string, conditionId: string): Promise<void> {
  await call(baseURL, token, '/user-conditions', 'POST', { conditionId });
}

/** Saves the user's theme (a full PUT of the current preferences with the theme changed). */
export async function setTheme(baseURL: string, token: string, theme: 'LIGHT' | 'DARK'): Promise<void> {
  const current = (await call(baseURL, token, '/preferences', 'GET')) as Record<string, unknown>;
  await call(baseURL, token, '/preferences', 'PUT', { ...current, theme });
}

/** The instant at which the clock in `zone` reads `time` (HH:MM) on `date`, found by trying each whole-hour offset. */
export function instantAt(zone: string, date: string, time: string): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (let offset = -14; offset <= 14; offset++) {
    const candidate = new Date(Date.parse(`${date}T${time}:00Z`) - offset * 3_600_000);
    const parts = Object.fromEntries(format.formatToParts(candidate).map((p) => [p.type, p.value]));
    if (`${parts['year']}-${parts['month']}-${parts['day']}` === date && `${parts['hour']}:${parts['minute']}` === time) return candidate.toISOString();
  }
  throw new Error(`No instant reads ${date} ${time} in ${zone}`);
}

/** One day of timed records (Effects by the hour): a dose at a clock time, entries each at their own time. */
export async function seedTimedDay(
  baseURL: string,
  token: string,
  zone: string,
  day: { daysAgo: number; dose?: { supplementId: string; time: string }; entries: { time: string; productivity: number; focusLevel: number }[] },
): Promise<void> {
  const date = dayInZone(zone, day.daysAgo);
  if (day.dose)
    await call(baseURL, token, '/supplement-doses', 'POST', { supplementId: day.dose.supplementId, timestamp: instantAt(zone, date, day.dose.time) });
  for (const entry of day.entries) {
    await call(baseURL, token, '/entries', 'POST', { type: 'REGULAR', date, overallRating: 5, taskInitiation: 5, restlessness: 5, ...entry });
  }
}
