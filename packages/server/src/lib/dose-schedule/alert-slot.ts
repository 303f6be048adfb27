/**
 * Which alert of a scheduled dose is due now, as the instant of its slot: the first at the dose's time (or when a
 * snooze ends), then one every `repeatEveryMinutes` until `giveUpAfterMinutes` after the time (or the snooze's end,
 * if later). The scheduler claims a slot once in the database, so a slot is sent once by one process. The first
 * slot stays due for as long as the occurrence is open: after a restart or a quiet hour it is still sent, once.
 */
import { minutesOf } from './local-time.js';

const MINUTE_MS = 60_000;

export interface AlertInput {
  at: number;
  closesAt: number;
  snoozedUntil: number | null;
  repeatEveryMinutes: number;
  giveUpAfterMinutes: number;
  quietHours: { from: string; to: string } | null;
  now: number;
  /** Minutes since local midnight now, in the user's zone. */
  localMinute: number;
}

/** Whether the local minute falls in quiet hours [from, to), which may run past midnight. */
export function inQuietHours(quiet: { from: string; to: string } | null, localMinute: number): boolean {
  if (quiet === null) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  return from < to ? localMinute >= from && localMinute < to : localMinute >= from || localMinute < to;
}

/** The slot to send now, or null when nothing is due (not yet, snoozed, quiet, closed). */
export function dueAlertSlot(input: AlertInput): number | null {
  const { at, now } = input;
  if (now >= input.closesAt) return null;
  const snoozed = input.snoozedUntil !== null && input.snoozedUntil > at ? input.snoozedUntil : null;
  const base = snoozed ?? at;
  if (now < base || inQuietHours(input.quietHours, input.localMinute)) return null;
  const repeat = input.repeatEveryMinutes * MINUTE_MS;
  const slot = repeat > 0 ? base + Math.floor((now - base) / repeat) * repeat : base;
  const deadline = Math.max(at + input.giveUpAfterMinutes * MINUTE_MS, snoozed ?? at);
  return slot > deadline ? base : slot;
}
