/**
 * History's entry editor as the user's draft in this browser (lib/drafts.ts): kept while it has changes, so a reload,
 * a closed tab or an expired session does not lose a correction half made (ratings moved, a note typed); the History
 * tab opens the editor again with it. Saving, Discard and signing out remove it. The draft holds the entry as it was
 * loaded (an edit saves over that entry) and where the editor started, so what counts as a change is the same after
 * the reload. A stored draft is checked field by field and dropped whole when anything is malformed.
 */
import { ENTRY_TYPES, TRACKING_METRICS, entrySchema, type Entry } from '@wellness/contract';
import { isRecord, isString, isStringList } from '@/lib/json-guards';
import type { EditorValues, MetricValues } from './entry-editor-values';

export const ENTRY_EDITOR_DRAFT_NAME = 'history-entry-editor';

export interface EntryEditorDraft {
  /** The entry being corrected, as loaded; null for a past entry being added. */
  entry: Entry | null;
  /** Where the editor started. */
  initial: EditorValues;
  /** What the user made of it. */
  values: EditorValues;
}

function parseMetrics(stored: unknown): MetricValues | null {
  if (!isRecord(stored)) return null;
  const metrics: Partial<MetricValues> = {};
  for (const key of TRACKING_METRICS) {
    const value = stored[key];
    if (value !== null && (typeof value !== 'number' || !Number.isInteger(value))) return null;
    metrics[key] = value;
  }
  return metrics as MetricValues;
}

function parseSupplements(stored: unknown): EditorValues['supplements'] | null {
  if (!Array.isArray(stored)) return null;
  const supplements: EditorValues['supplements'] = [];
  for (const item of stored) {
    if (!isRecord(item) || !isString(item.supplementId) || typeof item.taken !== 'boolean') return null;
    if (item.timeOfDay !== undefined && !isString(item.timeOfDay)) return null;
    supplements.push({ supplementId: item.supplementId, taken: item.taken, ...(isString(item.timeOfDay) ? { timeOfDay: item.timeOfDay } : {}) });
  }
  return supplements;
}

export function parseEditorValues(stored: unknown): EditorValues | null {
  if (!isRecord(stored)) return null;
  const { type, date, time, tags, focusAidIds, sessionId, notes } = stored;
  const metrics = parseMetrics(stored.metrics);
  const supplements = parseSupplements(stored.supplements);
  if (!isString(type) || !(ENTRY_TYPES as readonly string[]).includes(type) || !isString(date) || !isString(time) || !isString(notes)) return null;
  if (metrics === null || supplements === null || !isStringList(tags) || !isStringList(focusAidIds) || (sessionId !== null && !isString(sessionId)))
    return null;
  return { type: type as EditorValues['type'], date, time, metrics, tags, supplements, focusAidIds, sessionId, notes };
}

export function parseEntryEditorDraft(stored: unknown): EntryEditorDraft | null {
  if (!isRecord(stored)) return null;
  const entry = stored.entry === null ? null : entrySchema.safeParse(stored.entry);
  if (entry !== null && !entry.success) return null;
  const initial = parseEditorValues(stored.initial);
  const values = parseEditorValues(stored.values);
  if (initial === null || values === null) return null;
  return { entry: entry === null ? null : entry.data, initial, values };
}
