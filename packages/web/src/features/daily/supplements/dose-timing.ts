/**
 * When a dose was taken and whether it repeats a recent one: the time the user gives ("I took
 * it at 8 am") is today's in the user's zone, never in the future; logging the same substance again within an hour
 * of an earlier dose asks first, naming that dose's time in the user's own clock format.
 */
import type { LogDoseRequest } from '@wellness/contract';
import { formatClockTime, instantAt, localDay, wallClock, type ClockOptions } from '@/lib/date-format';

export const REPEAT_WINDOW_MS = 60 * 60 * 1000;
/** The server accepts a minute of clock skew; the form allows none beyond the current minute. */
const FUTURE_TOLERANCE_MS = 60 * 1000;

/** The latest earlier dose within an hour of `at` (either side), or null. */
export function recentDose<T extends { timestamp: string }>(doses: readonly T[], at: Date): T | null {
  let latest: T | null = null;
  for (const dose of doses) {
    const time = new Date(dose.timestamp).getTime();
    if (Number.isNaN(time) || Math.abs(at.getTime() - time) >= REPEAT_WINDOW_MS) continue;
    if (latest === null || time > new Date(latest.timestamp).getTime()) latest = dose;
  }
  return latest;
}

/** "You already logged Adderall at 2:38 PM — log another?" */
export function repeatQuestion(name: string, earlier: { timestamp: string }, clock: ClockOptions = {}): string {
  return `You already logged ${name} at ${formatClockTime(earlier.timestamp, clock)} — log another?`;
}

/** "HH:MM" as it is today at that time in the user's zone. */
export function todayAt(hhmm: string, now: Date): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (match === null) return null;
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return instantAt(localDay(now), hhmm);
}

/** The value of a time input for `date` in the user's zone ("08:05"). */
export function timeInputValue(date: Date): string {
  return wallClock(date);
}

export type TakenAt = { ok: true; at: Date } | { ok: false; message: string };

/** The moment of a dose from the time field; refused when it is empty, malformed or later than now. */
export function takenAtFromField(hhmm: string, now: Date): TakenAt {
  const at = todayAt(hhmm, now);
  if (at === null) return { ok: false, message: 'Enter the time you took it' };
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return { ok: false, message: 'A dose cannot be logged in the future' };
  return { ok: true, at };
}

/** Whether two logs ask for the same dose (the item, and the time, dosage and notes given), whatever their keys. */
export function sameDose(a: LogDoseRequest, b: LogDoseRequest): boolean {
  return a.supplementId === b.supplementId && a.timestamp === b.timestamp && a.dosage === b.dosage && a.notes === b.notes;
}
