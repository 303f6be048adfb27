/**
 * Add a focus session that happened on a past day (POST /focus-sessions/past): day, start time, duration, type,
 * productivity and notes. The same rules as a live session hold (the server refuses one that has not ended by now or
 * overlaps another session), and each refusal is shown by the field it concerns, the rest under the form. Kept as the
 * user's draft while changed (past-session-draft.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_PLANNED_MINUTES, SESSION_MESSAGES, SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { useDiscardGuard } from '@/components/discard-changes';
import { Button } from '@/components/button';
import { SelectField, TextAreaField } from '@/components/form-controls';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { serverMessageOr } from '@/lib/failure-message';
import { sameFormContent } from '@/lib/same-form-content';
import { blankPastSession, buildPastSession, placePastSessionErrors, type PastSessionField, type PastSessionForm } from './past-session-values';
import { useAddPastSession } from './queries';
import { PAST_SESSION_DRAFT_NAME, PAST_SESSION_SAVE_ATTEMPT_NAME, type PastSessionDraft } from './past-session-draft';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';

interface PastSessionEditorProps {
  day: string;
  maxDate: string;
  onClose: () => void;
  onSaved: (message: string, day: string) => void;
  /** Whose draft the form is kept as; null while the user is not known (then nothing is kept). */
  owner: string | null;
  /** What was made of it before a reload or an expired session (a kept draft): the form opens with it. */
  restored?: PastSessionDraft;
}

type Errors = { fields: Partial<Record<PastSessionField, string>>; other: string[] };
const NO_ERRORS: Errors = { fields: {}, other: [] };
const TYPE_OPTIONS = SESSION_TYPES.map((type) => ({ value: type, label: SESSION_TYPE_LABELS[type] }));
const PRODUCTIVITY_OPTIONS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `${i + 1} / 10` }));
const isSessionType = (value: string): value is SessionType => (SESSION_TYPES as readonly string[]).includes(value);

/** Where a refused or failed save is said: on the fields the server names, an overlap by the start time, else below. */
function pastSessionFailure(error: unknown): Errors {
  const message = serverMessageOr(error, SESSION_MESSAGES.pastAddFailed);
  if (!(error instanceof ApiError)) return { fields: {}, other: [message] };
  const placed = placePastSessionErrors(error.details);
  if (Object.keys(placed.fields).length > 0) return placed;
  // An overlap (409) or a session that has not ended (400) is about the time chosen: say it by the start time.
  if (error.code === 'CONFLICT' || error.code === 'VALIDATION_FAILED')
    return { fields: { time: message }, other: placed.other.filter((text) => text !== message) };
  return { fields: {}, other: [message] };
}

export function PastSessionEditor({ day, maxDate, onClose, onSaved, owner, restored }: PastSessionEditorProps) {
  const titleId = useId();
  const [opened] = useState<PastSessionForm>(() => restored?.opened ?? blankPastSession(day));
  const [form, setForm] = useState<PastSessionForm>(restored?.form ?? opened);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const add = useAddPastSession();
  const oneAtATime = useOneAtATime();
  const changed = !sameFormContent(form, opened);
  const forgetDraft = useKeptDraft(owner, PAST_SESSION_DRAFT_NAME, changed, { opened, form } satisfies PastSessionDraft);
  // Sent again after its answer was lost, even after a reload, the same session is kept once (not refused as overlapping itself).
  const saveKeys = useKeptSaveAttempt(owner, PAST_SESSION_SAVE_ATTEMPT_NAME);
  // Every way out (Escape, Close, Cancel) asks first once something was changed.
  const guard = useDiscardGuard(changed, () => {
    forgetDraft();
    onClose();
  });

  // Changing a field clears its own message, so the one still shown is about what is still wrong.
  const change = (patch: Partial<PastSessionForm>, field: PastSessionField) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined }, other: [] }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildPastSession(form);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    // One save at a time: a double tap must not add the session twice (the second would be refused as an overlap).
    void oneAtATime(async () => {
      try {
        await add.mutateAsync({ ...built.request, idempotencyKey: saveKeys.keyFor(built.request) });
        saveKeys.saved();
        forgetDraft();
        onSaved(SESSION_MESSAGES.pastAdded, form.date);
      } catch (error) {
        setErrors(pastSessionFailure(error));
      }
    });
  }

  return (
    <ModalDialog labelledBy={titleId} size="sm" onClose={guard.requestClose} fallbackFocus={() => document.getElementById('tab-heading')}>
      <DialogHeader
        titleId={titleId}
        title="Add a focus session"
        subtitle="A session you did not time. It counts like one you did, and may not overlap another."
        onClose={guard.requestClose}
        closeLabel="Close without saving"
      />
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Day"
              type="date"
              max={maxDate}
              value={form.date}
              error={errors.fields.date}
              onChange={(e) => change({ date: e.target.value }, 'date')}
            />
            <TextField label="Start time" type="time" value={form.time} error={errors.fields.time} onChange={(e) => change({ time: e.target.value }, 'time')} />
          </div>
          <TextField
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PLANNED_MINUTES}
            step={1}
            value={form.duration}
            error={errors.fields.duration}
            onChange={(e) => change({ duration: e.target.value }, 'duration')}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Type"
              options={TYPE_OPTIONS}
              value={form.sessionType}
              error={errors.fields.sessionType}
              onChange={(e) => {
                if (isSessionType(e.target.value)) change({ sessionType: e.target.value }, 'sessionType');
              }}
            />
            <SelectField
              label="Productivity"
              options={PRODUCTIVITY_OPTIONS}
              value={String(form.productivity)}
              error={errors.fields.productivity}
              onChange={(e) => change({ productivity: Number(e.target.value) }, 'productivity')}
            />
          </div>
          <TextAreaField
            label="Notes"
            labelNote="(optional)"
            rows={2}
            maxLength={1000}
            value={form.notes}
            error={errors.fields.notes}
            onChange={(e) => change({ notes: e.target.value }, 'notes')}
          />
          {errors.other.length > 0 ? (
            <Alert tone="error" details={errors.other.slice(1)}>
              {errors.other[0]}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add session'}
          </Button>
        </div>
      </form>
      {guard.question}
    </ModalDialog>
  );
}
