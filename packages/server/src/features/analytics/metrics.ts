/**
 * How each rating metric of part 1 §3 is read from the shared day series, which way is better and how it is named
 * in sentences. One line per metric (and its name in the contract's RATING_METRICS). Restlessness and anxiety
 * are the two where lower is better.
 */
import type { RatingMetric } from '@wellness/contract';
import type { DayActivity } from '../../reads/day-series/day-series.js';

export interface RatingMetricDefinition {
  read: (day: DayActivity) => number | null;
  /** false for restlessness and anxiety: a drop there is an improvement. */
  higherIsBetter: boolean;
  label: string;
}

export const RATING_METRIC_DEFINITIONS: Record<RatingMetric, RatingMetricDefinition> = {
  focusLevel: { read: (d) => d.avgFocus, higherIsBetter: true, label: 'focus level' },
  taskInitiation: { read: (d) => d.avgTaskInitiation, higherIsBetter: true, label: 'task initiation' },
  restlessness: { read: (d) => d.avgRestlessness, higherIsBetter: false, label: 'restlessness' },
  productivity: { read: (d) => d.avgProductivity, higherIsBetter: true, label: 'productivity' },
  overallRating: { read: (d) => d.avgRating, higherIsBetter: true, label: 'overall rating' },
  energy: { read: (d) => d.avgEnergy, higherIsBetter: true, label: 'energy' },
  mood: { read: (d) => d.avgMood, higherIsBetter: true, label: 'mood' },
  anxiety: { read: (d) => d.avgAnxiety, higherIsBetter: false, label: 'anxiety' },
};
