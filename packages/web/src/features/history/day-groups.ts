/**
 * History's days: entries grouped by the user's calendar day
 * (the server's `date`), newest first, each with the day's figures from the day summaries and a good-day or
 * bad-day mark from the user's thresholds. Days with doses or sessions but no entry are listed too when nothing
 * narrows the entries, so every past dose and session can be reached to correct it.
 */
import type { DailySummary, Entry } from '@wellness/contract';

export type DayMark = 'good' | 'bad' | 'middle' | 'unrated';

export interface Thresholds {
  good: number;
  bad: number;
}

/** The default day marks: good from 7 (7+), bad at 3 or below (3-), unless the user chose others. */
export const DEFAULT_THRESHOLDS: Thresholds = { good: 7, bad: 3 };

/** A day's mark from its average rating: at or above the good-day threshold, at or below the bad-day one. */
export function dayMark(avgRating: number | null, thresholds: Thresholds): DayMark {
  if (avgRating === null) return 'unrated';
  if (avgRating >= thresholds.good) return 'good';
  if (avgRating <= thresholds.bad) return 'bad';
  return 'middle';
}

export interface DayGroup {
  date: string;
  /** The whole day's figures; null when the summaries have not loaded or failed. */
  summary: DailySummary | null;
  entries: Entry[];
  mark: DayMark;
}

export interface GroupOptions {
  /** Add the days that have records but no listed entry (only when no filter narrows the entries). */
  includeQuietDays: boolean;
  /** More entries remain to load: quiet days older than the last loaded entry wait until they are loaded. */
  moreToLoad: boolean;
  thresholds: Thresholds;
}

export function groupByDay(entries: readonly Entry[], summaries: readonly DailySummary[] | undefined, options: GroupOptions): DayGroup[] {
  const byDay = new Map<string, Entry[]>();
  for (const entry of entries) {
    const list = byDay.get(entry.date);
    if (list) list.push(entry);
    else byDay.set(entry.date, [entry]);
  }
  const summaryOf = new Map((summaries ?? []).map((summary) => [summary.date, summary]));
  if (options.includeQuietDays) {
    const oldestLoaded = entries.length > 0 ? entries[entries.length - 1]?.date : undefined;
    for (const summary of summaries ?? []) {
      if (byDay.has(summary.date)) continue;
      if (options.moreToLoad && oldestLoaded !== undefined && summary.date < oldestLoaded) continue;
      byDay.set(summary.date, []);
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, dayEntries]) => {
      const summary = summaryOf.get(date) ?? null;
      return { date, summary, entries: dayEntries, mark: dayMark(summary?.avgRating ?? null, options.thresholds) };
    });
}

/** Focus minutes of a day: session duration (seconds) divided by 60, whole minutes. */
export function focusMinutes(totalFocusSeconds: number): number {
  return Math.round(totalFocusSeconds / 60);
}
