/**
 * History's dose editor as the user's draft in this browser (lib/drafts.ts): kept while it has changes, so a reload,
 * a closed tab or an expired session does not lose a correction half made or a forgotten dose half logged; the History
 * tab opens the editor again with it. Saving, Discard and signing out remove it. The draft holds the dose as it was
 * loaded (an edit saves over that dose), where the editor started (so what counts as a change is the same after the
 * reload) and the last save's attempt (so logging the same forgotten dose again after a reload goes under the key of
 * the attempt whose answer was lost, and is kept once). A stored draft is checked whole and dropped when anything is
 * malformed.
 */
import { doseWithSupplementSchema, type DoseWithSupplement } from '@wellness/contract';
import { isRecord, isString } from '@/lib/json-guards';
import { parseSaveAttempt, type SaveAttempt } from '@/lib/idempotency-key';

export const DOSE_EDITOR_DRAFT_NAME = 'history-dose-editor';

/** The editor's fields as typed. */
export interface DoseFields {
  supplementId: string;
  date: string;
  time: string;
  dosage: string;
  notes: string;
}

export interface DoseEditorDraft {
  /** The dose being corrected, as loaded; null for a forgotten dose being logged. */
  dose: DoseWithSupplement | null;
  /** The day a forgotten dose started on. */
  day: string;
  /** Where the editor started. */
  opened: DoseFields;
  /** What the user made of it. */
  values: DoseFields;
  /** The last save sent, when one failed. */
  attempt: SaveAttempt | null;
}

export function parseDoseFields(stored: unknown): DoseFields | null {
  if (!isRecord(stored)) return null;
  const { supplementId, date, time, dosage, notes } = stored;
  if (!isString(supplementId) || !isString(date) || !isString(time) || !isString(dosage) || !isString(notes)) return null;
  return { supplementId, date, time, dosage, notes };
}

export function parseDoseEditorDraft(stored: unknown): DoseEditorDraft | null {
  if (!isRecord(stored) || !isString(stored.day)) return null;
  const dose = stored.dose === null ? null : doseWithSupplementSchema.safeParse(stored.dose);
  if (dose !== null && !dose.success) return null;
  const opened = parseDoseFields(stored.opened);
  const values = parseDoseFields(stored.values);
  const attempt = stored.attempt === null || stored.attempt === undefined ? null : parseSaveAttempt(stored.attempt);
  if (opened === null || values === null || (stored.attempt != null && attempt === null)) return null;
  return { dose: dose === null ? null : dose.data, day: stored.day, opened, values, attempt };
}
