/**
 * Weekly trends: the period's calendar days grouped by weekday, Monday to Sunday, in the user's zone. entriesCount and
 * focusTime (seconds) are totals over those weekdays; avgProductivity is the mean of their day means (null when none
 * was rated).
 */
import { WEEKDAYS } from '@wellness/contract';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import { mean, roundTo, sum } from '../../lib/statistics/descriptive.js';

/** Monday = 0 … Sunday = 6 for a YYYY-MM-DD calendar day (the day itself, no zone involved). */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function weeklyTrends(days: readonly DayActivity[]) {
  return WEEKDAYS.map((name, index) => {
    const those = days.filter((d) => weekdayIndex(d.day) === index);
    return {
      day: name,
      entriesCount: sum(those.map((d) => d.entries)),
      avgProductivity: roundTo(mean(those.flatMap((d) => (d.avgProductivity === null ? [] : [d.avgProductivity])))),
      focusTime: sum(those.map((d) => d.focusSeconds + d.runningSeconds)),
    };
  });
}
