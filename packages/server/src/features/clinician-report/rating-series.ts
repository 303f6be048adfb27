/**
 * The daily ratings of the report: per rating metric rated at least once in the range, each day's mean (null when no
 * entry rated it: missing, never 0) aligned with the range's days, and the days rated, mean and range of the means.
 */
import { METRIC_TABLE, RATING_METRICS, type ReportRatingSeries } from '@wellness/contract';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import { metricOfDay } from '../../reads/day-series/metric-of-day.js';

const rounded = (value: number) => Math.round(value * 100) / 100;

export function ratingSeries(series: readonly DayActivity[]): ReportRatingSeries[] {
  return RATING_METRICS.flatMap((metric): ReportRatingSeries[] => {
    const values = series.map((day) => {
      const value = metricOfDay(day, metric);
      return value === null ? null : rounded(value);
    });
    const rated = values.filter((v): v is number => v !== null);
    if (rated.length === 0) return [];
    return [
      {
        metric,
        label: METRIC_TABLE[metric].label,
        values,
        daysRated: rated.length,
        mean: rounded(rated.reduce((sum, v) => sum + v, 0) / rated.length),
        min: Math.min(...rated),
        max: Math.max(...rated),
      },
    ];
  });
}
