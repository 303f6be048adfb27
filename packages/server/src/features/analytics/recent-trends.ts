/**
 * The recent trend of each rating: the mean of the last 7 days against the 7 before, a trend when the change is
 * above 0.3 (restlessness and anxiety inverted, so a drop there reads "better"), and its sentence with the numbers.
 * It reads the user's days, whatever was taken, so it is the same for every supplement: the Overview shows it once
 * (the dashboard's `recentTrends`), and the insights keep it marked as `general` for clients that list it.
 */
import { RATING_METRICS, type RatingMetric, type RecentTrend } from '@wellness/contract';
import { mean, roundTo } from '../../lib/statistics/descriptive.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

export const TREND_THRESHOLD = 0.3;
export const TREND_WINDOW = 7;

const one = (v: number) => v.toFixed(1);

export interface TrendFigures {
  metric: RatingMetric;
  lastWeek: number | null;
  weekBefore: number | null;
  change: number | null;
  direction: 'better' | 'worse' | 'steady' | 'unknown';
}

/** One metric's last 7 days against the 7 before, from `series` (consecutive days, oldest first, ending today). */
export function recentTrend(series: readonly DayActivity[], metric: RatingMetric): TrendFigures {
  const { read, higherIsBetter } = RATING_METRIC_DEFINITIONS[metric];
  const values = (days: readonly DayActivity[]) =>
    days.flatMap((d) => {
      const v = read(d);
      return v === null ? [] : [v];
    });
  const lastWeek = mean(values(series.slice(-TREND_WINDOW)));
  const weekBefore = mean(values(series.slice(-2 * TREND_WINDOW, -TREND_WINDOW)));
  // Rounded before it is judged: 8.5 - 8.2 is 0.3000000000000007 in floating point, and a change of exactly 0.3 is
  // not "above 0.3". Means of whole ratings over a week differ from 0.3 by far more than a millionth when they differ.
  const change = lastWeek === null || weekBefore === null ? null : roundTo(lastWeek - weekBefore, 6);
  let direction: TrendFigures['direction'] = 'unknown';
  if (change !== null) direction = Math.abs(change) <= TREND_THRESHOLD ? 'steady' : change > 0 === higherIsBetter ? 'better' : 'worse';
  return { metric, lastWeek: roundTo(lastWeek, 2), weekBefore: roundTo(weekBefore, 2), change: roundTo(change, 2), direction };
}

/** The sentence of a trend that counts (better or worse), with both means and the change; null when it does not. */
export function trendSentence(trend: TrendFigures): string | null {
  if (trend.change === null || trend.lastWeek === null || trend.weekBefore === null) return null;
  if (trend.direction === 'steady' || trend.direction === 'unknown') return null;
  const label = RATING_METRIC_DEFINITIONS[trend.metric].label;
  return `Your ${label} averaged ${one(trend.lastWeek)} over the last ${TREND_WINDOW} days, ${trend.change > 0 ? 'up' : 'down'} ${one(Math.abs(trend.change))} from ${one(trend.weekBefore)} the week before: ${trend.direction}.`;
}

/** Every rating's trend, and the sentences of those that count, in the timeline's metric order. */
export function recentTrends(series: readonly DayActivity[]): { trends: TrendFigures[]; notable: RecentTrend[] } {
  const trends = RATING_METRICS.map((metric) => recentTrend(series, metric));
  const notable = trends.flatMap((trend) => {
    const message = trendSentence(trend);
    return message === null ? [] : [{ ...trend, message }];
  });
  return { trends, notable };
}
