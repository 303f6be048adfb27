/**
 * What was logged on an experiment's days so far: the days the substance was taken (a dose, or an entry saying it
 * was taken) and each day's mean of the outcome metrics (missing days stay missing). Read through the shared day
 * series and taken-days reads, so the experiment counts a day exactly as History and Analytics do.
 */
import type { TrackingMetric } from '@wellness/contract';
import type { DbOrTx } from '../../db/schema.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Owner } from '../../lib/owner.js';
import { metricOfDay } from '../../reads/day-series/metric-of-day.js';
import { readDays } from '../../reads/day-series/read-days.js';
import type { ExperimentPlan } from '../../reads/experiments/experiment-plan.js';
import { readTakenDays } from '../../reads/taken-days/read-taken-days.js';
import type { DayRecords } from './experiment-view.js';

export interface MetricRecords extends DayRecords {
  /** Every metric's daily means, for the secondary outcomes. */
  byMetric: ReadonlyMap<TrackingMetric, ReadonlyMap<string, number>>;
}

export async function readExperimentRecords(db: DbOrTx, owner: Owner, plan: ExperimentPlan, now: Date): Promise<MetricRecords> {
  const today = calendarDayIn(now, owner.timezone);
  const from = plan.row.start_date;
  const to = plan.lastDay < today ? plan.lastDay : today;
  const metrics = [plan.protocol.outcomeMetric, ...plan.protocol.secondaryMetrics];
  const byMetric = new Map<TrackingMetric, Map<string, number>>(metrics.map((m) => [m, new Map()]));
  if (to < from) return { taken: new Set(), outcome: new Map(), byMetric };
  const [days, taken] = await Promise.all([readDays(db, owner, { from, to }, now), readTakenDays(db, owner.id, { from, to }, plan.row.substance_id)]);
  for (const day of days) {
    for (const metric of metrics) {
      const value = metricOfDay(day, metric);
      if (value !== null) byMetric.get(metric)?.set(day.day, value);
    }
  }
  return {
    taken: new Set(taken.get(plan.row.substance_id)?.keys() ?? []),
    outcome: byMetric.get(plan.protocol.outcomeMetric) ?? new Map(),
    byMetric,
  };
}
