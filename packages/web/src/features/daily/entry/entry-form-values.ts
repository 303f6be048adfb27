/**
 * The New Entry form's values and rules: the metrics on 1-10
 * starting at the user's defaults, the hints about metrics left at their default, the confirm when every shown
 * metric is, the fields Tracking Preferences require, and the request it saves (only the metrics shown).
 */
import {
  CORE_ENTRY_METRICS,
  ENTRY_MESSAGES,
  METRIC_DEFAULT,
  OPTIONAL_METRICS,
  TRACKING_METRICS,
  type CreateEntryRequest,
  type EntryType,
  type Preferences,
  type RequiredField,
  type TrackingMetric,
} from '@wellness/contract';

/** One of the eight defaults or one of the user's own tags (issue 32); the server checks which exist. */
export type MoodTag = string;

/** A factor's value for the entry's day, as the form holds it: null clears the day's value when the entry saves. */
export type EntryFactorValue = boolean | number | null;

export const METRIC_FIELDS = [
  { key: 'overallRating', label: 'Overall Rating', low: 'Rough day', high: 'Great day' },
  { key: 'focusLevel', label: 'Focus Level', low: 'Scattered', high: 'Locked in' },
  { key: 'taskInitiation', label: 'Task Initiation', low: 'Hard to start', high: 'Easy to start' },
  { key: 'restlessness', label: 'Restlessness', low: 'Calm', high: 'Very restless' },
  { key: 'productivity', label: 'Productivity', low: 'Little done', high: 'Very productive' },
  { key: 'energy', label: 'Energy', low: 'Drained', high: 'Full of energy' },
  { key: 'mood', label: 'Mood', low: 'Very low', high: 'Very good' },
  { key: 'anxiety', label: 'Anxiety', low: 'Calm', high: 'Very anxious' },
] as const satisfies ReadonlyArray<{ key: TrackingMetric; label: string; low: string; high: string }>;

export type MetricKey = TrackingMetric;
export type Metrics = Record<MetricKey, number>;

/** The four metrics the hints count; the overall rating and the optional metrics join them only for the confirm. */
const HINTED: readonly MetricKey[] = ['focusLevel', 'taskInitiation', 'restlessness', 'productivity'];

/** What Tracking Preferences and the tracked conditions make of the form. */
export interface EntrySettings {
  defaults: Metrics;
  /** The metrics the form shows (and sends), in METRIC_FIELDS order. */
  visible: readonly MetricKey[];
  required: readonly RequiredField[];
}

export function defaultMetrics(): Metrics {
  return Object.fromEntries(TRACKING_METRICS.map((metric) => [metric, METRIC_DEFAULT])) as Metrics;
}

/** The form without preferences: the five core metrics at 5, nothing extra required. */
export const STANDARD_ENTRY_SETTINGS: EntrySettings = { defaults: defaultMetrics(), visible: CORE_ENTRY_METRICS, required: [] };

/**
 * The metrics the form shows: the five core ones unless hidden; energy, mood and anxiety when a tracked
 * condition asks for them or Tracking Preferences require them (by name, or all metrics), unless hidden.
 */
export function visibleMetrics(askedFor: ReadonlySet<string>, preferences: Pick<Preferences, 'hiddenMetrics' | 'requiredFields'>): MetricKey[] {
  const hidden = new Set<string>(preferences.hiddenMetrics);
  const required = new Set<string>(preferences.requiredFields);
  const optional = new Set<string>(OPTIONAL_METRICS);
  return METRIC_FIELDS.map((field) => field.key).filter(
    (metric) => !hidden.has(metric) && (!optional.has(metric) || askedFor.has(metric) || required.has(metric) || required.has('metrics')),
  );
}

export function entrySettingsFrom(preferences: Preferences | undefined, askedFor: ReadonlySet<string>): EntrySettings {
  if (preferences === undefined) return { ...STANDARD_ENTRY_SETTINGS, visible: visibleMetrics(askedFor, { hiddenMetrics: [], requiredFields: [] }) };
  return { defaults: preferences.defaultMetricValues, visible: visibleMetrics(askedFor, preferences), required: preferences.requiredFields };
}

export type DefaultsHint = 'allDefault' | 'someDefault' | null;

/** All four hinted metrics (those shown) at their default warns; two or three is a note; none or one says nothing. */
export function defaultsHint(metrics: Metrics, settings: EntrySettings = STANDARD_ENTRY_SETTINGS): DefaultsHint {
  const hinted = HINTED.filter((key) => settings.visible.includes(key));
  const atDefault = hinted.filter((key) => metrics[key] === settings.defaults[key]).length;
  if (hinted.length > 0 && atDefault === hinted.length) return 'allDefault';
  if (atDefault >= 2) return 'someDefault';
  return null;
}

/** The save asks first when every metric shown is still at its default. */
export function needsDefaultsConfirm(metrics: Metrics, settings: EntrySettings = STANDARD_ENTRY_SETTINGS): boolean {
  return settings.visible.length > 0 && settings.visible.every((key) => metrics[key] === settings.defaults[key]);
}

/**
 * The hint and confirm texts: the specification's own words while the form is the standard one (defaults of 5,
 * the four hinted metrics shown); otherwise the same sentences about "your default values", which stay true.
 */
export function defaultsMessages(settings: EntrySettings = STANDARD_ENTRY_SETTINGS) {
  const standard = settings.visible.every((key) => settings.defaults[key] === METRIC_DEFAULT) && HINTED.every((key) => settings.visible.includes(key));
  if (standard) return { confirm: ENTRY_MESSAGES.confirmDefaults, allDefault: ENTRY_MESSAGES.allDefaultWarning, someDefault: ENTRY_MESSAGES.someDefaultNote };
  return {
    confirm: 'All metrics are still at your default values. Save this entry with default values?',
    allDefault: 'All metrics are still at your default values. Move the sliders to record how today actually went.',
    someDefault: 'Some metrics are still at your default values. Adjust them if they do not fit today.',
  };
}

export interface EntryFormValues {
  type: EntryType;
  metrics: Metrics;
  tags: readonly MoodTag[];
  notes: string;
  /** The focus session a session-only entry is about. */
  sessionId: string | null;
  /** The factors changed in this form, by id: sent with the entry (PUT per factor), kept with the draft. */
  factors: Readonly<Record<string, EntryFactorValue>>;
}

export function emptyEntryForm(settings: EntrySettings = STANDARD_ENTRY_SETTINGS): EntryFormValues {
  return { type: 'REGULAR', metrics: { ...settings.defaults }, tags: [], notes: '', sessionId: null, factors: {} };
}

const REQUIRED_WORDING: Partial<Record<RequiredField, string>> = {
  notes: 'notes',
  tags: 'at least one mood tag',
  supplements: 'at least one supplement',
  focusAids: 'at least one focus aid',
};

/** The fields Tracking Preferences require that this entry lacks, in words ("notes", "at least one mood tag"). */
export function missingRequiredFields(
  values: EntryFormValues,
  picks: { supplements: number; focusAids: number },
  required: readonly RequiredField[],
): string[] {
  const lacking: Record<string, boolean> = {
    notes: values.notes.trim() === '',
    tags: values.tags.length === 0,
    supplements: picks.supplements === 0,
    focusAids: picks.focusAids === 0,
  };
  return required.flatMap((field) => {
    const wording = REQUIRED_WORDING[field];
    return wording !== undefined && lacking[field] === true ? [wording] : [];
  });
}

function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/**
 * Why the form cannot be saved yet, or null when it can. Required metrics need nothing here: a required metric is
 * always shown, so full tracking records it (and Tracking Preferences refuse hiding a required one).
 */
export function entryBlocker(
  values: EntryFormValues,
  picks: { supplements: number; focusAids: number },
  settings: EntrySettings = STANDARD_ENTRY_SETTINGS,
): string | null {
  if (values.type === 'SUPPLEMENT_ONLY' && picks.supplements === 0) return 'Select the supplements you took in Today’s Supplements first.';
  if (values.type === 'SESSION_ONLY' && values.sessionId === null) return 'Choose the focus session this entry is about.';
  const missing = missingRequiredFields(values, picks, settings.required);
  if (missing.length > 0) return `Your tracking preferences require ${listInWords(missing)} before an entry saves.`;
  return null;
}

/** The request: the shown metrics only with full tracking; supplements as taken in the 'morning'. */
export function buildEntryRequest(
  values: EntryFormValues,
  supplementIds: Iterable<string>,
  focusAidIds: Iterable<string>,
  settings: EntrySettings = STANDARD_ENTRY_SETTINGS,
): CreateEntryRequest {
  const notes = values.notes.trim();
  const metrics = values.type === 'REGULAR' ? Object.fromEntries(settings.visible.map((key) => [key, values.metrics[key]])) : {};
  return {
    type: values.type,
    ...metrics,
    tags: [...values.tags],
    ...(notes === '' ? {} : { notes }),
    // No part of the day: the server takes it from the entry's time (an entry saved at 20:47 is 'evening').
    supplements: [...supplementIds].map((supplementId) => ({ supplementId, taken: true })),
    focusAids: [...focusAidIds].map((focusAidId) => ({ focusAidId })),
    ...(values.type === 'SESSION_ONLY' && values.sessionId !== null ? { sessionId: values.sessionId } : {}),
  };
}

export function toggleTag(tags: readonly MoodTag[], tag: MoodTag): MoodTag[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
