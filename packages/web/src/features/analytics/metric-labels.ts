/** What each timeline metric is called on screen: the rating metrics' labels from the contract, in sentence case, and the four session figures. */
import { METRIC_LABELS as RATING_LABELS, RATING_METRICS, type SessionMetric, type TimelineMetric } from '@wellness/contract';

const sentenceCase = (label: string): string => `${label.slice(0, 1)}${label.slice(1).toLowerCase()}`;

const SESSION_LABELS: Record<SessionMetric, string> = {
  totalFocusTime: 'Total focus time',
  avgSessionLength: 'Average session length',
  longestSession: 'Longest session',
  avgSessionProductivity: 'Session productivity',
};

export const METRIC_LABELS: Record<TimelineMetric, string> = {
  ...(Object.fromEntries(RATING_METRICS.map((metric) => [metric, sentenceCase(RATING_LABELS[metric])])) as Record<(typeof RATING_METRICS)[number], string>),
  ...SESSION_LABELS,
};

/** The lower-case name used inside sentences ("your focus level"). */
export const metricInSentence = (metric: TimelineMetric): string => METRIC_LABELS[metric].toLowerCase();
