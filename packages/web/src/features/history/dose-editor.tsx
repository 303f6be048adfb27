/**
 * A past dose: edit its time, custom dosage and notes (PATCH /supplement-doses/{id}), or log a forgotten
 * one for an earlier time (POST /supplement-doses with a timestamp). Times are read on this device's clock. Only
 * substances offered for dose logging can be chosen (supply above 0 or not tracked). Kept as the user's draft while
 * changed (dose-editor-draft.ts); a forgotten dose goes under an idempotency key, the same for the same dose sent again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DOSE_MESSAGES, type DoseWithSupplement } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useDiscardGuard } from '@/components/discard-changes';
import { Button } from '@/components/button';
import { SelectField, TextAreaField } from '@/components/form-controls';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { equivalenceHint } from '@/lib/amount-format';
import { sameFormContent } from '@/lib/same-form-content';
import { loggableSupplementsQuery } from '@/lib/resources/substances';
import { useSaveDose } from './queries';
import { DOSE_EDITOR_DRAFT_NAME, type DoseEditorDraft, type DoseFields } from './dose-editor-draft';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { attemptFor, type SaveAttempt } from '@/lib/idempotency-key';
import { instantOf, localTimeOf } from './time-format';
import { localDay } from '@/lib/date-format';

interface DoseEditorProps {
  /** The dose being corrected, or null to log a forgotten one. */
  dose: DoseWithSupplement | null;
  /** The day a forgotten dose starts on. */
  day: string;
  maxDate: string;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** Whose draft the editor is kept as; null while the user is not known (then nothing is kept). */
  owner: string | null;
  /** What was made of it before a reload or an expired session (a kept draft): the editor opens with it. */
  restored?: Pick<DoseEditorDraft, 'opened' | 'values' | 'attempt'>;
}

function openedFields(dose: DoseWithSupplement | null, day: string): DoseFields {
  return {
    supplementId: dose?.supplementId ?? '',
    date: dose ? localDay(new Date(dose.timestamp)) : day,
    time: dose ? localTimeOf(dose.timestamp) : '08:00',
    dosage: dose?.dosage === null || dose === null ? '' : String(dose.dosage),
    notes: dose?.notes ?? '',
  };
}

export function DoseEditor({ dose, day, maxDate, onClose, onSaved, owner, restored }: DoseEditorProps) {
  const titleId = useId();
  const loggable = useQuery({ ...loggableSupplementsQuery(), enabled: dose === null });
  const [opened] = useState(() => restored?.opened ?? openedFields(dose, day));
  const start = restored?.values ?? opened;
  const [supplementId, setSupplementId] = useState(start.supplementId);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [dosage, setDosage] = useState(start.dosage);
  const [notes, setNotes] = useState(start.notes);
  const [attempt, setAttempt] = useState<SaveAttempt | null>(restored?.attempt ?? null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const save = useSaveDose();
  const oneAtATime = useOneAtATime();
  const values: DoseFields = { supplementId, date, time, dosage, notes };
  const changed = !sameFormContent(values, opened);
  const draft: DoseEditorDraft = { dose, day, opened, values, attempt };
  const forgetDraft = useKeptDraft(owner, DOSE_EDITOR_DRAFT_NAME, changed, draft);
  // Every way out (Escape, Close, Cancel) asks first once something was changed.
  const guard = useDiscardGuard(changed, () => {
    forgetDraft();
    onClose();
  });

  const dosageNumber = dosage.trim() === '' ? null : Number(dosage);
  const dosageError = dosageNumber !== null && (!Number.isFinite(dosageNumber) || dosageNumber <= 0) ? 'Must be more than 0' : null;
  const blocked = supplementId === '' || date === '' || time === '' || dosageError !== null;
  // The dosage is typed in the substance's label unit; with imperial units its ounces are shown beside it.
  const unit = dose ? dose.supplement.unit : (loggable.data?.find((s) => s.id === supplementId)?.unit ?? null);
  const equivalence = dosageError === null ? equivalenceHint(dosageNumber, unit) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    const change = { dosage: dosageNumber, notes: notes.trim() === '' ? null : notes.trim(), timestamp: instantOf(date, time) };
    // A forgotten dose sent again unchanged (after a failure, or after a reload with the kept draft) goes under the
    // same key: if the first attempt was kept after all, the server answers it instead of logging a second dose.
    const sending = dose === null ? attemptFor(attempt, { supplementId, change }) : null;
    if (sending !== null) setAttempt(sending);
    // One save at a time: a double tap must not log the dose twice.
    void oneAtATime(async () => {
      try {
        await save.mutateAsync({ id: dose?.id ?? null, supplementId, change, idempotencyKey: sending?.key ?? null });
        forgetDraft();
        onSaved(dose ? 'Dose updated.' : 'Dose logged.');
      } catch (error) {
        setFailure(error instanceof ApiError ? error.details.map((d) => d.message) : []);
      }
    });
  }

  const options = [
    { value: '', label: loggable.isPending ? 'Loading…' : 'Choose a substance' },
    ...(loggable.data ?? []).map((s) => ({ value: s.id, label: s.brand ? `${s.name} · ${s.brand}` : s.name })),
  ];

  return (
    <ModalDialog labelledBy={titleId} size="sm" onClose={guard.requestClose} fallbackFocus={() => document.getElementById('tab-heading')}>
      <DialogHeader
        titleId={titleId}
        title={dose ? `Edit dose of ${dose.supplement.name}` : 'Log a forgotten dose'}
        subtitle={dose ? 'Supply is not changed by editing.' : 'Takes one unit of supply, as logging today does.'}
        onClose={guard.requestClose}
        closeLabel="Close without saving"
      />
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          {dose === null ? (
            <>
              <SelectField label="Substance" options={options} value={supplementId} onChange={(e) => setSupplementId(e.target.value)} />
              {loggable.isError ? <Alert tone="error">{DOSE_MESSAGES.noSupplements}</Alert> : null}
              {loggable.data?.length === 0 ? <p className="text-sm text-slate-600">{DOSE_MESSAGES.noSupplements}</p> : null}
            </>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Day" type="date" max={maxDate} value={date} onChange={(e) => setDate(e.target.value)} />
            <TextField label="Time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
          <TextField
            label={unit !== null && unit.trim() !== '' ? `Dosage (${unit.trim()})` : 'Dosage'}
            labelNote="(optional)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={dosage}
            error={dosageError}
            hint={equivalence === null ? 'Leave empty for the substance’s usual dosage.' : `${equivalence}. Leave empty for the substance’s usual dosage.`}
            onChange={(e) => setDosage(e.target.value)}
          />
          <TextAreaField label="Notes" labelNote="(optional)" rows={2} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          {failure !== null ? (
            <Alert tone="error" details={failure}>
              {dose ? 'Failed to update dose. Please try again.' : DOSE_MESSAGES.logFailed}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={blocked || save.isPending}>
            {save.isPending ? 'Saving…' : dose ? 'Save changes' : 'Log dose'}
          </Button>
        </div>
      </form>
      {guard.question}
    </ModalDialog>
  );
}
