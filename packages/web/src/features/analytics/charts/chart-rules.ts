/**
 * The Analytics chart rules as pure functions, so each is unit-tested apart from the SVG: the rating grid,
 * the duration axis in 30-minute steps with a top of at least 60 minutes, date labels every 7th day, and which
 * mode (rating, duration or both) the selected metrics call for.
 */
import { SESSION_METRICS, type TimelineMetric } from '@wellness/contract';
import { formatAxisDay } from '@/lib/date-format';

export const CHART_HEIGHT = 400;
/** Ratings run 1-10; the grid lines at these values. */
export const RATING_GRID_LINES = [1, 3, 5, 7, 9, 10] as const;
export const DURATION_STEP_MINUTES = 30;
export const DURATION_MIN_TOP_MINUTES = 60;
export const DATE_LABEL_EVERY = 7;

/** The session figures measured in seconds; avgSessionProductivity is a 1-10 rating like the entries' metrics. */
export const DURATION_METRICS: readonly TimelineMetric[] = SESSION_METRICS.filter((metric) => metric !== 'avgSessionProductivity');
export const isDurationMetric = (metric: TimelineMetric): boolean => DURATION_METRICS.includes(metric);

export type ChartMode = 'rating' | 'duration' | 'both' | 'none';

export function chartMode(metrics: readonly TimelineMetric[]): ChartMode {
  const durations = metrics.some(isDurationMetric);
  const ratings = metrics.some((metric) => !isDurationMetric(metric));
  if (durations && ratings) return 'both';
  if (durations) return 'duration';
  return ratings ? 'rating' : 'none';
}

/** The duration axis in minutes: 30-minute steps from 0 to the largest value rounded up, never below 60. */
export function durationAxis(maxSeconds: number): { top: number; ticks: number[] } {
  const minutes = Math.max(0, maxSeconds) / 60;
  const top = Math.max(DURATION_MIN_TOP_MINUTES, Math.ceil(minutes / DURATION_STEP_MINUTES) * DURATION_STEP_MINUTES);
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += DURATION_STEP_MINUTES) ticks.push(tick);
  return { top, ticks };
}

/** The dates that carry a label: the first day and every 7th after it. */
export function labelledDates(dates: readonly string[]): string[] {
  return dates.filter((_, index) => index % DATE_LABEL_EVERY === 0);
}

/** "Nov 23", "23 Nov" or "11-23" (the user's date format) for a calendar day (YYYY-MM-DD), whatever the browser's zone. */
export function shortDate(day: string): string {
  return formatAxisDay(day);
}
