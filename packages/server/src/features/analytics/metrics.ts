/**
 * How each rating metric is read from the shared day series, which way is better and how it is named in sentences,
 * all derived from the contract's one table of metrics (METRIC_TABLE).
 */
import { METRIC_TABLE, RATING_METRICS, type RatingMetric } from '@wellness/contract';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import { metricOfDay } from '../../reads/day-series/metric-of-day.js';

export interface RatingMetricDefinition {
  read: (day: DayActivity) => number | null;
  /** false for restlessness and anxiety: a drop there is an improvement. */
  higherIsBetter: boolean;
  label: string;
}

export const RATING_METRIC_DEFINITIONS = Object.fromEntries(
  RATING_METRICS.map((metric): [RatingMetric, RatingMetricDefinition] => [
    metric,
    {
      read: (day) => metricOfDay(day, metric),
      higherIsBetter: METRIC_TABLE[metric].direction === 'higher-is-better',
      label: METRIC_TABLE[metric].label.toLowerCase(),
    },
  ]),
) as Record<RatingMetric, RatingMetricDefinition>;
