/**
 * The paths of the reads the signed-in shell and the Daily tab make when the tab opens (daily-reads.ts and the
 * shell's profile read), for the entry to send as soon as the session is known (app.tsx): on a slow phone they
 * then answer while the shell's and the tab's scripts download, not after (docs/performance.md). Kept free of
 * imports so the sign-in screen's scripts gain only these lines; daily-opening-paths.test.ts checks that the
 * queries ask for exactly these paths.
 */

/** How many days back the check-in looks for each factor's last value (check-in/check-in-values.ts). */
const CHECK_IN_LOOKBACK_DAYS = 14;

const pad = (n: number) => String(n).padStart(2, '0');

/** The year, month (1-12) and day `now` falls on in `timeZone`, or in the device's own zone without one. */
function calendarDay(now: Date, timeZone: string | null): [number, number, number] {
  let parts: Intl.DateTimeFormatPart[] | undefined;
  try {
    if (timeZone !== null) parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  } catch (error) {
    // A name this browser does not know (RangeError): the device's day, as the app reads it then too.
    if (!(error instanceof RangeError)) throw error;
  }
  if (parts === undefined) return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  const part = (type: string) => Number(parts?.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

/**
 * The opening reads' paths (below `/api`) on the day `now` falls on in `timeZone` (the profile's zone remembered from
 * the last visit, lib/remembered-zone.ts), or in the browser's calendar without one: as `localDay` reads it then.
 */
export function dailyOpeningPaths(now: Date, timeZone: string | null = null): string[] {
  const [year, month, day] = calendarDay(now, timeZone);
  const today = `${year}-${pad(month)}-${pad(day)}`;
  // As check-in-values.ts `daysBefore`: by the calendar, whatever the clock changes between.
  const from = new Date(Date.UTC(year, month - 1, day - CHECK_IN_LOOKBACK_DAYS)).toISOString().slice(0, 10);
  // In the order the tab asks for them (daily-reads.ts): the sections wait for the user, the preferences and the
  // check-in's two reads, which come near the end, so the Today block's reads above the check-in have mostly
  // answered too when the sections mount, and the block does not grow and push the check-in down.
  return [
    '/auth/me',
    '/preferences',
    '/user-conditions',
    '/focus-sessions/active',
    '/entries/daily-summary',
    '/daily/supplements',
    '/supplement-doses/today',
    '/supplement-doses/stats',
    '/daily/focus-aids',
    '/focus-sessions/today',
    '/daily/insight',
    '/schedules',
    '/reminders/today',
    '/experiments/today',
    '/factors',
    `/factors/values?from=${from}&to=${today}`,
    '/mood-tags',
    '/settings/profile',
  ];
}
