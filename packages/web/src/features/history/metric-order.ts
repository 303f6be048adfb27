/** The order History shows an entry's metrics in: the overall rating, the four core ones, then the optional three. */
import type { TrackingMetric } from '@wellness/contract';

export const METRIC_ORDER = [
  'overallRating',
  'focusLevel',
  'taskInitiation',
  'restlessness',
  'productivity',
  'energy',
  'mood',
  'anxiety',
] as const satisfies readonly TrackingMetric[];

/** What 1 and 10 mean on each scale, for the sliders of the entry editor. */
export const METRIC_ENDS: Record<TrackingMetric, { low: string; high: string }> = {
  overallRating: { low: 'Rough day', high: 'Great day' },
  focusLevel: { low: 'Scattered', high: 'Locked in' },
  taskInitiation: { low: 'Hard to start', high: 'Easy to start' },
  restlessness: { low: 'Calm', high: 'Very restless' },
  productivity: { low: 'Little done', high: 'Very productive' },
  energy: { low: 'Drained', high: 'Full of energy' },
  mood: { low: 'Very low', high: 'Very good' },
  anxiety: { low: 'Calm', high: 'Very anxious' },
};
