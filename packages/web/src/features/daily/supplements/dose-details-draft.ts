/**
 * The Daily tab's "Log with details" dialog as the user's draft in this browser (lib/drafts.ts): kept while it has
 * changes, so a reload, a closed tab or an expired session does not lose a time, dosage or notes typed; the card of
 * its substance opens the dialog again with them. Logging the dose (the card then owns it, offline queue included),
 * Discard and signing out remove it. One dialog is open at a time, so one draft is kept, naming its substance.
 */
import { isRecord, isString } from '@/lib/json-guards';

export const DOSE_DETAILS_DRAFT_NAME = 'daily-dose-details';

/** The dialog's fields as typed. */
export interface DoseDetailsFields {
  time: string;
  dosage: string;
  notes: string;
}

export interface DoseDetailsDraft {
  supplementId: string;
  /** The time the dialog opened with, so what counts as a change is the same after the reload. */
  opened: string;
  fields: DoseDetailsFields;
}

export function parseDoseDetailsDraft(stored: unknown): DoseDetailsDraft | null {
  if (!isRecord(stored) || !isString(stored.supplementId) || !isString(stored.opened) || !isRecord(stored.fields)) return null;
  const { time, dosage, notes } = stored.fields;
  if (!isString(time) || !isString(dosage) || !isString(notes)) return null;
  return { supplementId: stored.supplementId, opened: stored.opened, fields: { time, dosage, notes } };
}
