/**
 * The New Entry draft as kept in this browser (storage in `lib/drafts.ts`): the form's values, its factors
 * and the picks for the entry. Read back defensively, since anything in local storage may be old or edited: an
 * unknown entry type, a tag that is no tag (blank or too long; the user's own tags are not known here), a metric
 * outside 1-10, a factor value that is neither a number nor yes/no, or overlong notes make the whole draft
 * unreadable rather than half-restored. A draft from before factors existed reads with none. An untouched form is
 * not kept at all.
 */
import { ENTRY_NOTES_MAX_LENGTH, ENTRY_TAGS_MAX, ENTRY_TYPES, FACTOR_LIMITS, MOOD_TAG_LIMITS, TRACKING_METRICS, type EntryType } from '@wellness/contract';
import { isRecord } from '@/lib/json-guards';
import { emptyEntryForm, type EntryFactorValue, type EntryFormValues, type EntrySettings, type Metrics, type MoodTag } from './entry-form-values';

export const ENTRY_DRAFT_NAME = 'daily.new-entry';
/** The last save of the New Entry form, kept beside its draft (lib/use-kept-save-attempt.ts). */
export const ENTRY_SAVE_ATTEMPT_NAME = 'daily.new-entry.save-attempt';

const isTag = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MOOD_TAG_LIMITS.name;
const isFactorValue = (value: unknown): value is EntryFactorValue =>
  value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** The draft's factor values; absent in drafts kept before the form carried factors. */
function parseFactors(stored: unknown): Record<string, EntryFactorValue> | null {
  if (stored === undefined) return {};
  if (!isRecord(stored)) return null;
  const entries = Object.entries(stored);
  if (entries.length > FACTOR_LIMITS.perUser || !entries.every(([id, value]) => id.length <= 100 && isFactorValue(value))) return null;
  return Object.fromEntries(entries) as Record<string, EntryFactorValue>;
}

const isMetricValue = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;

/** The stored values, with any metric the draft lacks at the user's default; null when the draft is unreadable. */
export function parseEntryDraft(stored: unknown, settings: EntrySettings): EntryFormValues | null {
  if (!isRecord(stored)) return null;
  const { type, metrics, tags, notes, sessionId } = stored;
  const factors = parseFactors(stored.factors);
  if (factors === null) return null;
  if (typeof type !== 'string' || !(ENTRY_TYPES as readonly string[]).includes(type)) return null;
  if (!isRecord(metrics) || !Array.isArray(tags) || typeof notes !== 'string' || notes.length > ENTRY_NOTES_MAX_LENGTH) return null;
  if (sessionId !== null && (typeof sessionId !== 'string' || sessionId.length > 100)) return null;
  if (tags.length > ENTRY_TAGS_MAX || !tags.every(isTag)) return null;
  const restored: Metrics = { ...settings.defaults };
  for (const metric of TRACKING_METRICS) {
    const value = metrics[metric];
    if (value === undefined) continue;
    if (!isMetricValue(value)) return null;
    restored[metric] = value;
  }
  return { type: type as EntryType, metrics: restored, tags: [...new Set(tags as MoodTag[])], notes, sessionId, factors };
}

/** Whether the form differs from where it starts; only then is there anything to keep or to discard. */
export function hasEntryChanges(values: EntryFormValues, settings: EntrySettings): boolean {
  const empty = emptyEntryForm(settings);
  return (
    values.type !== empty.type ||
    values.notes.trim() !== '' ||
    values.tags.length > 0 ||
    values.sessionId !== null ||
    Object.keys(values.factors).length > 0 ||
    settings.visible.some((metric) => values.metrics[metric] !== empty.metrics[metric])
  );
}
