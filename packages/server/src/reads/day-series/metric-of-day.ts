/** One rating metric's mean on one day of the series, by the field the contract's metric table names for it. */
import { METRIC_TABLE, type TrackingMetric } from '@wellness/contract';
import type { DayActivity } from './day-series.js';

export function metricOfDay(day: DayActivity, metric: TrackingMetric): number | null {
  return day[METRIC_TABLE[metric].dayField];
}
