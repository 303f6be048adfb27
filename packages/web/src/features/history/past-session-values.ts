/**
 * The "Add focus session" form for a past day: what it holds, the request it sends (checked by the contract's
 * `pastSessionRequestSchema` first, so the form says what the server would), and where each message goes. The
 * start is sent as the local 'YYYY-MM-DDTHH:mm' without an offset, so the server reads it in the account's zone,
 * the zone the user's days are kept in, whatever this device's clock says.
 */
import { DEFAULT_SESSION_TYPE, pastSessionRequestSchema, STOP_PRODUCTIVITY, type PastSessionRequest, type SessionType } from '@wellness/contract';
import { placeFieldErrors, type FieldPlacement } from '@/lib/field-errors';

export interface PastSessionForm {
  date: string;
  time: string;
  /** Minutes as typed. */
  duration: string;
  sessionType: SessionType;
  productivity: number;
  notes: string;
}

export type PastSessionField = 'date' | 'time' | 'duration' | 'sessionType' | 'productivity' | 'notes';

export function blankPastSession(day: string): PastSessionForm {
  return { date: day, time: '09:00', duration: '25', sessionType: DEFAULT_SESSION_TYPE, productivity: STOP_PRODUCTIVITY, notes: '' };
}

/** A request path (the contract's or the server's details) → the field it belongs to; the start time is the time field. */
export function fieldOfPath(path: string): PastSessionField | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'startTime') return 'time';
  if (head === 'durationMinutes') return 'duration';
  if (head === 'date' || head === 'sessionType' || head === 'productivity' || head === 'notes') return head;
  return null;
}

export function placePastSessionErrors(items: ReadonlyArray<{ path: string; message: string }>): FieldPlacement<PastSessionField> {
  return placeFieldErrors(items, fieldOfPath);
}

export type BuiltPastSession = { ok: true; request: PastSessionRequest } | { ok: false; errors: FieldPlacement<PastSessionField> };

export function buildPastSession(form: PastSessionForm): BuiltPastSession {
  const missing: Array<{ path: string; message: string }> = [];
  if (form.date === '') missing.push({ path: 'date', message: 'Choose the day' });
  if (form.time === '') missing.push({ path: 'startTime', message: 'Choose the start time' });
  const notes = form.notes.trim();
  const request = {
    startTime: `${form.date}T${form.time}`,
    durationMinutes: form.duration.trim() === '' ? Number.NaN : Number(form.duration),
    sessionType: form.sessionType,
    productivity: form.productivity,
    ...(notes === '' ? {} : { notes }),
  };
  const parsed = pastSessionRequestSchema.safeParse(request);
  // A missing day or time already says what is wrong; the schema's "use a date and time like…" would only repeat it.
  const issues = parsed.success
    ? []
    : parsed.error.issues
        .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
        .filter((issue) => missing.length === 0 || issue.path !== 'startTime');
  const all = [...missing, ...issues];
  return all.length === 0 ? { ok: true, request } : { ok: false, errors: placePastSessionErrors(all) };
}
