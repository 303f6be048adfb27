/**
 * The New Entry draft as kept in this browser (storage in `lib/drafts.ts`): the form's values
 * and the picks for the entry. Read back defensively, since anything in local storage may be old or edited: an
 * unknown entry type or tag, a metric outside 1-10 or overlong notes make the whole draft unreadable rather than
 * half-restored. An untouched form is not kept at all.
 */
import { ENTRY_NOTES_MAX_LENGTH, ENTRY_TYPES, MOOD_TAGS, TRACKING_METRICS, type EntryType } from '@wellness/contract';
import { emptyEntryForm, type EntryFormValues, type EntrySettings, type Metrics, type MoodTag } from './entry-form-values';

export const ENTRY_DRAFT_NAME = 'daily.new-entry';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMetricValue = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;

/** The stored values, with any metric the draft lacks at the user's default; null when the draft is unreadable. */
export function parseEntryDraft(stored: unknown, settings: EntrySettings): EntryFormValues | null {
  if (!isRecord(stored)) return null;
  const { type, metrics, tags, notes, sessionId } = stored;
  if (typeof type !== 'string' || !(ENTRY_TYPES as readonly string[]).includes(type)) return null;
  if (!isRecord(metrics) || !Array.isArray(tags) || typeof notes !== 'string' || notes.length > ENTRY_NOTES_MAX_LENGTH) return null;
  if (sessionId !== null && (typeof sessionId !== 'string' || sessionId.length > 100)) return null;
  if (!tags.every((tag) => typeof tag === 'string' && (MOOD_TAGS as readonly string[]).includes(tag))) return null;
  const restored: Metrics = { ...settings.defaults };
  for (const metric of TRACKING_METRICS) {
    const value = metrics[metric];
    if (value === undefined) continue;
    if (!isMetricValue(value)) return null;
    restored[metric] = value;
  }
  return { type: type as EntryType, metrics: restored, tags: [...new Set(tags as MoodTag[])], notes, sessionId };
}

/** Whether the form differs from where it starts; only then is there anything to keep or to discard. */
export function hasEntryChanges(values: EntryFormValues, settings: EntrySettings): boolean {
  const empty = emptyEntryForm(settings);
  return (
    values.type !== empty.type ||
    values.notes.trim() !== '' ||
    values.tags.length > 0 ||
    values.sessionId !== null ||
    settings.visible.some((metric) => values.metrics[metric] !== empty.metrics[metric])
  );
}
