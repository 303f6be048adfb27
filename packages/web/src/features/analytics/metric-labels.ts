/** What each timeline metric is called on screen (part 1 §3 Timeline metrics and the three optional ratings). */
import type { TimelineMetric } from '@wellness/contract';

export const METRIC_LABELS: Record<TimelineMetric, string> = {
  focusLevel: 'Focus level',
  taskInitiation: 'Task initiation',
  restlessness: 'Restlessness',
  productivity: 'Productivity',
  overallRating: 'Overall rating',
  energy: 'Energy',
  mood: 'Mood',
  anxiety: 'Anxiety',
  totalFocusTime: 'Total focus time',
  avgSessionLength: 'Average session length',
  longestSession: 'Longest session',
  avgSessionProductivity: 'Session productivity',
};

/** The lower-case name used inside sentences ("your focus level"). */
export const metricInSentence = (metric: TimelineMetric): string => METRIC_LABELS[metric].toLowerCase();
