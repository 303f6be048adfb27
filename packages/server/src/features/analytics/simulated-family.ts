/**
 * Simulated users for the family tests (claim-family.simulation.test.ts) and the docs' figures: several substances on
 * random days, each rating metric with its own AR(1) day-to-day noise, rounded and clamped to 1-10 like real ratings,
 * as the shared day series and taken days the composers read. Test support, kept beside the composers it feeds.
 */
import { METRIC_TABLE, RATING_METRICS, type RatingMetric } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';
import { normal } from '../../lib/statistics/seeded-random.js';
import { emptyDay, type DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';

export interface FamilySimulation {
  days: number;
  substances: readonly string[];
  /** Chance that a substance is taken on a given day, unless `schedule` says otherwise. */
  takenShare: number;
  schedule?: (day: number, random: () => number) => boolean;
  /** Total upward drift of every metric over the whole span, in rating points. */
  drift?: number;
  phi: number;
  sd: number;
  /** Planted effects in SDs on the raw scale: substance → metric → g (positive raises the rating, whatever its direction). */
  effects?: Readonly<Record<string, Partial<Record<RatingMetric, number>>>>;
  /** The metrics users rate; the rest stay null (missing, never zero). Defaults to all eight. */
  metrics?: readonly RatingMetric[];
  firstDay?: string;
  /** Rating points added to a metric's raw value on a day before rounding (a factor's planted effect). */
  shift?: (day: number, metric: RatingMetric) => number;
}

export function simulateFamilyUser(spec: FamilySimulation, random: () => number): { series: DayActivity[]; taken: TakenDays } {
  const first = spec.firstDay ?? '2026-01-01';
  const metrics = spec.metrics ?? RATING_METRICS;
  const taken: TakenDays = new Map();
  const noise = new Map(metrics.map((m) => [m, normal(random)]));
  const innovation = Math.sqrt(1 - spec.phi ** 2);
  const series: DayActivity[] = [];
  for (let i = 0; i < spec.days; i += 1) {
    const day = emptyDay(addDays(first, i));
    const today = spec.substances.filter(() => (spec.schedule ? spec.schedule(i, random) : random() < spec.takenShare));
    for (const id of today) {
      const days = taken.get(id) ?? new Map();
      days.set(day.day, { doses: 1, taken: true });
      taken.set(id, days);
    }
    for (const metric of metrics) {
      const z = i === 0 ? (noise.get(metric) ?? 0) : spec.phi * (noise.get(metric) ?? 0) + innovation * normal(random);
      noise.set(metric, z);
      const effect = today.reduce((sum, id) => sum + (spec.effects?.[id]?.[metric] ?? 0), 0);
      const trend = spec.days > 1 ? ((spec.drift ?? 0) * i) / (spec.days - 1) : 0;
      const raw = 6 + trend + spec.sd * (z + effect) + (spec.shift?.(i, metric) ?? 0);
      day[METRIC_TABLE[metric].dayField] = Math.min(10, Math.max(1, Math.round(raw)));
    }
    day.entries = 1;
    series.push(day);
  }
  return { series, taken };
}
