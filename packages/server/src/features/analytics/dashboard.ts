/**
 * The Overview cards (the dashboard response). Productivity's score is the mean of the period's day means;
 * its trend compares it with the previous period of the same length: up or down when both periods have at least
 * three rated days and the means differ by at least 0.5 on the 1-10 scale, flat otherwise (and always flat for
 * `all`, which has no previous period). The recent trends (last 7 days against the 7 before) do not depend on the
 * period nor on any supplement: they are the sentences the insights once repeated for every supplement.
 */
import type { DashboardResponse, Period } from '@wellness/contract';
import { hasActivity, type DayActivity } from '../../reads/day-series/day-series.js';
import { mean, NOTABLE_DIFFERENCE, roundTo, sum } from '../../lib/statistics/descriptive.js';
import { recentTrends, TREND_WINDOW } from './recent-trends.js';
import { streaks } from './streaks.js';

export const MIN_TREND_DAYS = 3;

const productivities = (days: readonly DayActivity[]) => days.flatMap((d) => (d.avgProductivity === null ? [] : [d.avgProductivity]));
const focusOf = (d: DayActivity) => d.focusSeconds + d.runningSeconds;

export function composeDashboard(input: {
  period: Period;
  today: string;
  current: readonly DayActivity[];
  previous: readonly DayActivity[] | null;
  activeDays: readonly string[];
  /** Consecutive days ending today, at least the last 14 when the user has them (for the recent trends). */
  recent: readonly DayActivity[];
}): DashboardResponse {
  const { current, previous } = input;
  const tracked = current.filter(hasActivity);
  const todayDay = current.find((d) => d.day === input.today);
  const now = productivities(current);
  const before = previous ? productivities(previous) : [];
  const nowMean = mean(now);
  const beforeMean = previous ? mean(before) : null;
  let trend: 'up' | 'down' | 'flat' = 'flat';
  if (nowMean !== null && beforeMean !== null && now.length >= MIN_TREND_DAYS && before.length >= MIN_TREND_DAYS) {
    const difference = nowMean - beforeMean;
    if (Math.abs(difference) >= NOTABLE_DIFFERENCE) trend = difference > 0 ? 'up' : 'down';
  }
  return {
    period: input.period,
    streaks: streaks(input.activeDays, input.today),
    focusTime: {
      today: todayDay ? focusOf(todayDay) : 0,
      average: tracked.length === 0 ? 0 : Math.round(sum(tracked.map(focusOf)) / tracked.length),
    },
    productivity: { averageScore: roundTo(nowMean), trend, previousAverageScore: roundTo(beforeMean), ratedDays: now.length },
    trackedDays: tracked.length,
    recentTrends: recentTrends(input.recent.slice(-2 * TREND_WINDOW)).notable,
  };
}
