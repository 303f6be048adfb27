/**
 * The user's days as a dense, ascending series: one item per calendar day of the range, whether or not anything
 * was recorded. A day without ratings has null averages (missing, never zero); counts and seconds are 0.
 */
import { dayRange } from '../../lib/calendar.js';
import type { DayAggregateRow } from './repository.js';

export interface DayActivity {
  day: string;
  entries: number;
  /** Means of that day's entries that rated the metric; null when none did. */
  avgRating: number | null;
  avgFocus: number | null;
  avgTaskInitiation: number | null;
  avgRestlessness: number | null;
  avgProductivity: number | null;
  /** The optional metrics (migration 0008): most entries leave them out, so these are null more often. */
  avgEnergy: number | null;
  avgMood: number | null;
  avgAnxiety: number | null;
  doses: number;
  /** Sessions started that day, the active one included. */
  sessions: number;
  /** Running time of the sessions started that day and since stopped, in seconds. */
  focusSeconds: number;
  /** Time so far of the active session, on the day it started (0 on other days). */
  runningSeconds: number;
  /** Sessions started that day and since stopped, the longest of them (seconds) and their mean productivity. */
  completedSessions: number;
  longestSession: number | null;
  avgSessionProductivity: number | null;
}

/** A running session's time so far, counted on the day it started. */
export interface RunningTime {
  day: string;
  seconds: number;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function emptyDay(day: string): DayActivity {
  return {
    day,
    entries: 0,
    avgRating: null,
    avgFocus: null,
    avgTaskInitiation: null,
    avgRestlessness: null,
    avgProductivity: null,
    avgEnergy: null,
    avgMood: null,
    avgAnxiety: null,
    doses: 0,
    sessions: 0,
    focusSeconds: 0,
    runningSeconds: 0,
    completedSessions: 0,
    longestSession: null,
    avgSessionProductivity: null,
  };
}

export function buildDaySeries(fromDay: string, toDay: string, rows: readonly DayAggregateRow[], running?: RunningTime): DayActivity[] {
  const days = new Map(dayRange(fromDay, toDay).map((day) => [day, emptyDay(day)]));
  for (const row of rows) {
    const day = days.get(row.local_day);
    if (!day) continue;
    const n = Number(row.n);
    if (row.kind === 'entries') {
      Object.assign(day, {
        entries: n,
        avgRating: num(row.rating),
        avgFocus: num(row.focus),
        avgTaskInitiation: num(row.initiation),
        avgRestlessness: num(row.restlessness),
        avgProductivity: num(row.productivity),
        avgEnergy: num(row.energy),
        avgMood: num(row.mood),
        avgAnxiety: num(row.anxiety),
      });
    } else if (row.kind === 'doses') {
      day.doses = n;
    } else {
      day.sessions = n;
      day.focusSeconds += num(row.seconds) ?? 0;
      day.completedSessions = num(row.completed) ?? 0;
      day.longestSession = num(row.longest);
      day.avgSessionProductivity = num(row.session_productivity);
    }
  }
  const runningDay = running && days.get(running.day);
  if (runningDay && running) runningDay.runningSeconds = running.seconds;
  return [...days.values()];
}

/** Whether anything at all was recorded on the day. */
export function hasActivity(day: DayActivity): boolean {
  return day.entries > 0 || day.doses > 0 || day.sessions > 0;
}
