/**
 * The History entry editor's values: an existing entry to correct, or a new one for an earlier day and
 * time. Every metric is either recorded (1-10) or not; full tracking starts with the core metrics the user has
 * not hidden, at their defaults. The request is the whole entry (PUT replaces it), with the day and time always
 * given so a correction never moves it.
 */
import { CORE_ENTRY_METRICS, type CreateEntryRequest, type Entry, type EntryType, type TrackingMetric } from '@wellness/contract';
import { METRIC_ORDER } from './metric-order';

export type MetricValues = Record<TrackingMetric, number | null>;

export interface EditorValues {
  type: EntryType;
  date: string;
  time: string;
  metrics: MetricValues;
  tags: string[];
  /**
   * The entry's substances with how they were recorded, so a correction keeps `taken` and `timeOfDay`; one added in
   * the editor has no part of the day, so the server takes it from the entry's time.
   */
  supplements: Array<{ supplementId: string; taken: boolean; timeOfDay?: string }>;
  focusAidIds: string[];
  sessionId: string | null;
  notes: string;
}

const noMetrics = (): MetricValues => Object.fromEntries(METRIC_ORDER.map((key) => [key, null])) as MetricValues;

export function valuesFromEntry(entry: Entry): EditorValues {
  const metrics = noMetrics();
  for (const key of METRIC_ORDER) metrics[key] = entry[key];
  return {
    type: entry.type,
    date: entry.date,
    time: entry.time,
    metrics,
    tags: [...entry.tags],
    supplements: entry.supplements.map(({ supplementId, taken, timeOfDay }) => ({ supplementId, taken, timeOfDay })),
    focusAidIds: entry.focusAids.map((aid) => aid.focusAidId),
    sessionId: entry.session?.id ?? null,
    notes: entry.notes ?? '',
  };
}

export interface NewEntrySettings {
  defaults: Record<TrackingMetric, number>;
  hidden: ReadonlySet<string>;
}

/** A full-tracking entry for `date` at `time`, its core metrics (those not hidden) at the user's defaults. */
export function blankValues(date: string, time: string, settings: NewEntrySettings): EditorValues {
  const metrics = noMetrics();
  for (const key of CORE_ENTRY_METRICS) if (!settings.hidden.has(key)) metrics[key] = settings.defaults[key];
  return { type: 'REGULAR', date, time, metrics, tags: [], supplements: [], focusAidIds: [], sessionId: null, notes: '' };
}

/** Full tracking needs every core metric the user has not hidden; these are missing. */
export function missingCoreMetrics(values: EditorValues, hidden: ReadonlySet<string>): TrackingMetric[] {
  if (values.type !== 'REGULAR') return [];
  return CORE_ENTRY_METRICS.filter((key) => !hidden.has(key) && values.metrics[key] === null);
}

export function toggleIn(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export function toggleSupplement(values: EditorValues, supplementId: string): EditorValues['supplements'] {
  return values.supplements.some((s) => s.supplementId === supplementId)
    ? values.supplements.filter((s) => s.supplementId !== supplementId)
    : [...values.supplements, { supplementId, taken: true }];
}

export function toRequest(values: EditorValues): CreateEntryRequest {
  const request: CreateEntryRequest = {
    type: values.type,
    date: values.date,
    time: values.time,
    tags: values.tags as CreateEntryRequest['tags'],
    supplements: values.supplements.map((s) => ({
      supplementId: s.supplementId,
      taken: s.taken,
      ...(s.timeOfDay === undefined ? {} : { timeOfDay: s.timeOfDay as NonNullable<CreateEntryRequest['supplements']>[number]['timeOfDay'] }),
    })),
    focusAids: values.focusAidIds.map((focusAidId) => ({ focusAidId })),
    notes: values.notes.trim(),
  };
  for (const key of METRIC_ORDER) request[key] = values.metrics[key];
  if (values.sessionId !== null) request.sessionId = values.sessionId;
  return request;
}

/** What the editor would save, in a form two sets of values can be compared by: picks in no particular order, notes trimmed. */
function savedContent(values: EditorValues): string {
  const sorted = <T>(list: readonly T[], key: (item: T) => string) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
  return JSON.stringify({
    ...toRequest(values),
    tags: sorted(values.tags, (tag) => tag),
    supplements: sorted(values.supplements, (s) => s.supplementId),
    focusAids: sorted(values.focusAidIds, (id) => id),
  });
}

/** Whether closing the editor would lose nothing: the same entry would be saved (the discard guard's test). */
export function sameEditorValues(a: EditorValues, b: EditorValues): boolean {
  return savedContent(a) === savedContent(b);
}
