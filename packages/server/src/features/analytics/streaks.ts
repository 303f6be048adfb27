/**
 * Streaks of tracked days (a day with any entry, dose or focus session, on the user's calendar). The current
 * streak runs back from today, or from yesterday while today has nothing yet (the day is not over); the longest
 * is over the user's whole history.
 */
import { addDays } from '../../lib/calendar.js';

export function streaks(activeDays: readonly string[], today: string): { currentStreak: number; longestStreak: number } {
  const days = new Set(activeDays);
  let current = 0;
  let cursor = days.has(today) ? today : addDays(today, -1);
  while (days.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of [...days].sort()) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { currentStreak: current, longestStreak: longest };
}
