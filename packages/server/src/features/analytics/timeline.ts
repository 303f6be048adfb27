/**
 * The Supplement Timeline: one row per calendar day, oldest first, every day present; what was taken and how many
 * doses; the requested metrics, null when missing (never zero). Session figures are seconds of completed sessions (the
 * running one's time so far counts in today's total).
 */
import type { SupplementTimelineResponse, TimelineMetric } from '@wellness/contract';
import { roundTo } from '../../lib/statistics/descriptive.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

const SESSION_READERS: Record<Exclude<TimelineMetric, keyof typeof RATING_METRIC_DEFINITIONS>, (d: DayActivity) => number | null> = {
  totalFocusTime: (d) => (d.sessions === 0 ? null : d.focusSeconds + d.runningSeconds),
  avgSessionLength: (d) => (d.completedSessions === 0 ? null : Math.round(d.focusSeconds / d.completedSessions)),
  longestSession: (d) => d.longestSession,
  avgSessionProductivity: (d) => roundTo(d.avgSessionProductivity, 2),
};

function readMetric(metric: TimelineMetric, day: DayActivity): number | null {
  if (metric in RATING_METRIC_DEFINITIONS) return roundTo(RATING_METRIC_DEFINITIONS[metric as keyof typeof RATING_METRIC_DEFINITIONS].read(day), 2);
  return SESSION_READERS[metric as keyof typeof SESSION_READERS](day);
}

export function substanceTimeline(
  series: readonly DayActivity[],
  taken: TakenDays,
  names: ReadonlyMap<string, string>,
  metrics: readonly TimelineMetric[],
): SupplementTimelineResponse {
  const timeline = series.map((day) => {
    const details = [...taken.entries()]
      .flatMap(([substanceId, days]) => {
        const onDay = days.get(day.day);
        return onDay ? [{ supplementId: substanceId, name: names.get(substanceId) ?? '', doses: onDay.doses, taken: true }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      date: day.day,
      hasData: day.entries > 0 || day.completedSessions > 0,
      supplementDetails: details,
      ...Object.fromEntries(metrics.map((metric) => [metric, readMetric(metric, day)])),
    };
  });
  return { timeline, totalDataPoints: timeline.filter((d) => d.hasData).length, daysAnalyzed: series.length, metrics: [...metrics] };
}
