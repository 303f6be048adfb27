/**
 * "Log with details": a dose with the time it was taken ("I took it at 8 am", today, now at
 * first), its own dosage and notes, as POST /api/supplement-doses takes them. The card does the logging, so the
 * repeat question and the offline queue apply alike; closing with changes asks first. A dose that was not logged
 * after all (refused, or the repeat question declined) opens the dialog again with what was typed and why. What is
 * typed is kept as the user's draft until the dose is handed to the card (dose-details-draft.ts).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Substance } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useDiscardGuard } from '@/components/discard-changes';
import { TextAreaField } from '@/components/form-controls';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { TextField } from '@/components/text-field';
import { equivalenceHint } from '@/lib/amount-format';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { takenAtFromField, timeInputValue } from './dose-timing';
import { DOSE_DETAILS_DRAFT_NAME, type DoseDetailsDraft, type DoseDetailsFields } from './dose-details-draft';

export type { DoseDetailsFields } from './dose-details-draft';

const NOTES_MAX = 1000;
const DOSAGE_MAX = 1_000_000;

export interface DoseDetails {
  at: Date;
  dosage: number | null;
  notes: string | null;
  /** The fields these came from, to open the dialog again with them when the dose was not logged. */
  fields: DoseDetailsFields;
}

interface DoseDetailsDialogProps {
  supplement: Substance;
  /** What was typed before, when a dose with details was not logged; null for a fresh dialog. */
  initial: DoseDetailsFields | null;
  /** Why the dose typed before was not logged. */
  failure: string | null;
  /** A draft kept from before a reload or an expired session: the dialog opens as it was left, and says so. */
  restored?: Pick<DoseDetailsDraft, 'opened'>;
  onClose: () => void;
  onLog: (details: DoseDetails) => void;
}

export function DoseDetailsDialog({ supplement, initial, failure, restored, onClose, onLog }: DoseDetailsDialogProps) {
  const titleId = useId();
  const timeRef = useRef<HTMLInputElement>(null);
  const [opened] = useState(() => restored?.opened ?? timeInputValue(new Date()));
  const [time, setTime] = useState(initial?.time ?? opened);
  const [dosage, setDosage] = useState(initial?.dosage ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<{ time?: string; dosage?: string }>({});
  const changed = time !== opened || dosage.trim() !== '' || notes.trim() !== '';
  const draft: DoseDetailsDraft = { supplementId: supplement.id, opened, fields: { time, dosage, notes } };
  const forgetDraft = useKeptDraft(useDraftOwner(), DOSE_DETAILS_DRAFT_NAME, changed, draft);
  const guard = useDiscardGuard(changed, () => {
    forgetDraft();
    onClose();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const taken = takenAtFromField(time, new Date());
    const amount = dosage.trim() === '' ? null : Number(dosage.replace(',', '.'));
    const dosageError = amount !== null && (!Number.isFinite(amount) || amount <= 0 || amount > DOSAGE_MAX) ? 'Enter a number above 0' : undefined;
    if (!taken.ok || dosageError !== undefined) {
      setErrors({ time: taken.ok ? undefined : taken.message, dosage: dosageError });
      return;
    }
    // From here the card owns the dose (logged, queued offline, or handed back here with what was typed).
    forgetDraft();
    onLog({ at: taken.at, dosage: amount, notes: notes.trim() === '' ? null : notes.trim(), fields: { time, dosage, notes } });
  }

  const unit = supplement.unit ?? '';
  // The field stays in the label unit; with imperial units the amount typed (or else the usual one) is shown in ounces.
  const typed = Number(dosage.replace(',', '.'));
  const hint = equivalenceHint(dosage.trim() !== '' && Number.isFinite(typed) && typed > 0 ? typed : supplement.dosage, supplement.unit);
  return (
    <ModalDialog labelledBy={titleId} size="sm" onClose={guard.requestClose} closeOnOverlayClick initialFocus={timeRef}>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-labelledby={titleId}>
        <DialogHeader titleId={titleId} title={`Log ${supplement.name}`} subtitle="Everything is optional." onClose={guard.requestClose} closeLabel="Close" />
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-5 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          {failure !== null ? <Alert tone="error">{failure}</Alert> : null}
          <TextField
            ref={timeRef}
            label="Taken at"
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            hint="Today. Change it if you took it earlier."
            error={errors.time ?? null}
          />
          <TextField
            label={unit ? `Dosage (${unit})` : 'Dosage'}
            labelNote="(optional)"
            inputMode="decimal"
            autoComplete="off"
            placeholder={supplement.dosage !== null ? `Usual: ${supplement.dosage}` : 'e.g. 10'}
            value={dosage}
            onChange={(event) => setDosage(event.target.value)}
            hint={hint}
            error={errors.dosage ?? null}
          />
          <TextAreaField
            label="Notes"
            labelNote="(optional)"
            rows={2}
            maxLength={NOTES_MAX}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="e.g. with breakfast"
          />
        </div>
        <footer className="grid grid-cols-2 gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:flex sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
          <Button type="submit">Log dose</Button>
        </footer>
      </form>
      {guard.question}
    </ModalDialog>
  );
}
