/**
 * The eight rating metrics, listed once: their names in the order of Tracking Preferences (the five every
 * entry records, then the three optional ones), and for each its label, which way is better, the entries column it
 * is stored in and the field of the server's day series that carries its daily mean. Every other list of metrics
 * (TRACKING_METRICS, RATING_METRICS, METRIC_LABELS, LOWER_IS_BETTER_METRICS, the analytics reads, the goals'
 * progress, the web's labels) derives from here.
 */

export const TRACKING_METRICS = ['focusLevel', 'productivity', 'taskInitiation', 'restlessness', 'overallRating', 'energy', 'mood', 'anxiety'] as const;
export type TrackingMetric = (typeof TRACKING_METRICS)[number];

export interface MetricDefinition {
  /** As the spec names it on screen ("Focus Level"). */
  readonly label: string;
  /** Restlessness and anxiety read lower as better: a drop there is an improvement. */
  readonly direction: 'higher-is-better' | 'lower-is-better';
  /** The entries column that stores it. */
  readonly column: string;
  /** The server's day-series field with the day's mean of it (missing days are null, never zero). */
  readonly dayField: string;
  /** Its place among the timeline's metrics (focus, task initiation, restlessness, productivity, overall, …). */
  readonly timelineOrder: number;
}

export const METRIC_TABLE = {
  focusLevel: { timelineOrder: 1, label: 'Focus Level', direction: 'higher-is-better', column: 'focus_level', dayField: 'avgFocus' },
  productivity: { timelineOrder: 4, label: 'Productivity', direction: 'higher-is-better', column: 'productivity', dayField: 'avgProductivity' },
  taskInitiation: { timelineOrder: 2, label: 'Task Initiation', direction: 'higher-is-better', column: 'task_initiation', dayField: 'avgTaskInitiation' },
  restlessness: { timelineOrder: 3, label: 'Restlessness', direction: 'lower-is-better', column: 'restlessness', dayField: 'avgRestlessness' },
  overallRating: { timelineOrder: 5, label: 'Overall Rating', direction: 'higher-is-better', column: 'overall_rating', dayField: 'avgRating' },
  energy: { timelineOrder: 6, label: 'Energy', direction: 'higher-is-better', column: 'energy', dayField: 'avgEnergy' },
  mood: { timelineOrder: 7, label: 'Mood', direction: 'higher-is-better', column: 'mood', dayField: 'avgMood' },
  anxiety: { timelineOrder: 8, label: 'Anxiety', direction: 'lower-is-better', column: 'anxiety', dayField: 'avgAnxiety' },
} as const satisfies Record<TrackingMetric, MetricDefinition>;

/** The same eight as analytics names them, in the timeline's order (for a schema, use TRACKING_METRICS). */
export type RatingMetric = TrackingMetric;
export const RATING_METRICS: readonly RatingMetric[] = [...TRACKING_METRICS].sort((a, b) => METRIC_TABLE[a].timelineOrder - METRIC_TABLE[b].timelineOrder);

export const METRIC_LABELS = Object.fromEntries(TRACKING_METRICS.map((metric) => [metric, METRIC_TABLE[metric].label])) as Record<TrackingMetric, string>;

/** The rating metrics where a lower value is the better one. */
export const LOWER_IS_BETTER_METRICS: readonly RatingMetric[] = TRACKING_METRICS.filter((metric) => METRIC_TABLE[metric].direction === 'lower-is-better');

/** The day-series field of each metric, typed so a reader can index the series by it. */
export type MetricDayField = (typeof METRIC_TABLE)[TrackingMetric]['dayField'];
/** The entries column of each metric. */
export type MetricColumn = (typeof METRIC_TABLE)[TrackingMetric]['column'];
