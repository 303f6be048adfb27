/**
 * The New Entry form's values and rules (part 1 §4 "Entry form", §5 "Entry form", §9): five metrics on 1-10
 * starting at 5, the hints about metrics left at 5, the confirm when all five are 5, and the request it saves.
 */
import { ENTRY_TIME_OF_DAY, METRIC_DEFAULT, type CreateEntryRequest, type EntryType, type MOOD_TAGS } from '@wellness/contract';

export type MoodTag = (typeof MOOD_TAGS)[number];

export const METRIC_FIELDS = [
  { key: 'overallRating', label: 'Overall Rating', low: 'Rough day', high: 'Great day' },
  { key: 'focusLevel', label: 'Focus Level', low: 'Scattered', high: 'Locked in' },
  { key: 'taskInitiation', label: 'Task Initiation', low: 'Hard to start', high: 'Easy to start' },
  { key: 'restlessness', label: 'Restlessness', low: 'Calm', high: 'Very restless' },
  { key: 'productivity', label: 'Productivity', low: 'Little done', high: 'Very productive' },
] as const;

export type MetricKey = (typeof METRIC_FIELDS)[number]['key'];
export type Metrics = Record<MetricKey, number>;

/** The four metrics the hints count; the overall rating joins them only for the confirm. */
const HINTED: readonly MetricKey[] = ['focusLevel', 'taskInitiation', 'restlessness', 'productivity'];

export function defaultMetrics(): Metrics {
  return {
    overallRating: METRIC_DEFAULT,
    focusLevel: METRIC_DEFAULT,
    taskInitiation: METRIC_DEFAULT,
    restlessness: METRIC_DEFAULT,
    productivity: METRIC_DEFAULT,
  };
}

export type DefaultsHint = 'allDefault' | 'someDefault' | null;

/** All four at 5 warns; two or three at 5 is a note; none or one says nothing. */
export function defaultsHint(metrics: Metrics): DefaultsHint {
  const atDefault = HINTED.filter((key) => metrics[key] === METRIC_DEFAULT).length;
  if (atDefault === HINTED.length) return 'allDefault';
  if (atDefault >= 2) return 'someDefault';
  return null;
}

/** The save asks first when the four metrics and the overall rating are all still 5. */
export function needsDefaultsConfirm(metrics: Metrics): boolean {
  return METRIC_FIELDS.every(({ key }) => metrics[key] === METRIC_DEFAULT);
}

export interface EntryFormValues {
  type: EntryType;
  metrics: Metrics;
  tags: readonly MoodTag[];
  notes: string;
  /** The focus session a session-only entry is about. */
  sessionId: string | null;
}

export function emptyEntryForm(): EntryFormValues {
  return { type: 'REGULAR', metrics: defaultMetrics(), tags: [], notes: '', sessionId: null };
}

/** Why the form cannot be saved yet, or null when it can. */
export function entryBlocker(values: EntryFormValues, supplementCount: number): string | null {
  if (values.type === 'SUPPLEMENT_ONLY' && supplementCount === 0) return 'Select the supplements you took in Today’s Supplements first.';
  if (values.type === 'SESSION_ONLY' && values.sessionId === null) return 'Choose the focus session this entry is about.';
  return null;
}

/** The request: metrics only with full tracking; supplements as taken in the 'morning' (part 1 §9). */
export function buildEntryRequest(values: EntryFormValues, supplementIds: Iterable<string>, focusAidIds: Iterable<string>): CreateEntryRequest {
  const notes = values.notes.trim();
  return {
    type: values.type,
    ...(values.type === 'REGULAR' ? values.metrics : {}),
    tags: [...values.tags],
    ...(notes === '' ? {} : { notes }),
    supplements: [...supplementIds].map((supplementId) => ({ supplementId, taken: true, timeOfDay: ENTRY_TIME_OF_DAY })),
    focusAids: [...focusAidIds].map((focusAidId) => ({ focusAidId })),
    ...(values.type === 'SESSION_ONLY' && values.sessionId !== null ? { sessionId: values.sessionId } : {}),
  };
}

export function toggleTag(tags: readonly MoodTag[], tag: MoodTag): MoodTag[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
