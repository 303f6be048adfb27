/**
 * History's "Add focus session" form as the user's draft in this browser (lib/drafts.ts): kept while it has changes,
 * so a reload, a closed tab or an expired session does not lose a past session half entered; the History tab opens
 * the form again with it. Saving, Discard and signing out remove it. A stored draft is checked whole and dropped when
 * anything is malformed. No key is kept: the server refuses a session that overlaps another, so the same session
 * sent again after a lost answer is refused, never kept twice.
 */
import { SESSION_TYPES, type SessionType } from '@wellness/contract';
import { isRecord, isString } from '@/lib/json-guards';
import type { PastSessionForm } from './past-session-values';

export const PAST_SESSION_DRAFT_NAME = 'history-past-session';
/** The editor's last save attempt, kept beside its draft (lib/use-kept-save-attempt.ts). */
export const PAST_SESSION_SAVE_ATTEMPT_NAME = 'history-past-session.save-attempt';

export interface PastSessionDraft {
  /** Where the form started. */
  opened: PastSessionForm;
  /** What the user made of it. */
  form: PastSessionForm;
}

function parsePastSessionForm(stored: unknown): PastSessionForm | null {
  if (!isRecord(stored)) return null;
  const { date, time, duration, sessionType, productivity, notes } = stored;
  if (!isString(date) || !isString(time) || !isString(duration) || !isString(notes)) return null;
  if (!isString(sessionType) || !(SESSION_TYPES as readonly string[]).includes(sessionType)) return null;
  if (typeof productivity !== 'number' || !Number.isInteger(productivity) || productivity < 1 || productivity > 10) return null;
  return { date, time, duration, sessionType: sessionType as SessionType, productivity, notes };
}

export function parsePastSessionDraft(stored: unknown): PastSessionDraft | null {
  if (!isRecord(stored)) return null;
  const opened = parsePastSessionForm(stored.opened);
  const form = parsePastSessionForm(stored.form);
  return opened === null || form === null ? null : { opened, form };
}
