/**
 * Stop an experiment, with the reason (kept with it): asks first, since a stopped experiment's result cannot be read as
 * planned. A reason typed and then left (Escape, Keep it running) asks "Discard changes?" first; until then it is kept
 * as the user's draft (stop-reason-draft.ts).
 */
import { useId, useRef, useState } from 'react';
import { EXPERIMENT_LIMITS, EXPERIMENT_MESSAGES, stopExperimentRequestSchema } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { buttonClasses } from '@/components/button';
import { useDiscardGuard } from '@/components/discard-changes';
import { TextAreaField } from '@/components/form-controls';
import { ModalDialog } from '@/components/modal-dialog';
import { Spinner } from '@/components/spinner';
import { serverMessageOr } from '@/lib/failure-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useStopExperiment } from './queries';
import { STOP_REASON_DRAFT_NAME } from './stop-reason-draft';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptDraft } from '@/lib/use-kept-draft';

interface StopDialogProps {
  experimentId: string;
  substanceName: string;
  /** A reason kept from before a reload or an expired session: the question opens with it, and says so. */
  restoredReason?: string;
  onClose: () => void;
}

export function StopDialog({ experimentId, substanceName, restoredReason, onClose }: StopDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const stop = useStopExperiment();
  const oneAtATime = useOneAtATime();
  const [reason, setReason] = useState(restoredReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = reason.trim() !== '';
  const forgetDraft = useKeptDraft(useDraftOwner(), STOP_REASON_DRAFT_NAME, changed, { experimentId, reason });
  const guard = useDiscardGuard(
    changed,
    () => {
      forgetDraft();
      onClose();
    },
    'The reason you typed',
  );

  async function confirm() {
    const checked = stopExperimentRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Say why you are stopping');
      return;
    }
    try {
      await stop.mutateAsync({ id: experimentId, reason: checked.data.reason });
      forgetDraft();
      onClose();
    } catch (caught) {
      setFailure(serverMessageOr(caught, EXPERIMENT_MESSAGES.stopFailed));
    }
  }

  return (
    <ModalDialog role="alertdialog" size="sm" labelledBy={titleId} describedBy={textId} onClose={guard.requestClose} initialFocus={cancelRef}>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Stop the {substanceName} experiment?
        </h2>
        <p id={textId} className="text-sm text-slate-700">
          Stopping ends it today and cannot be undone. A stopped experiment’s result cannot be read as planned, so no estimate will be shown; the days logged so
          far stay in your records.
        </p>
        {restoredReason !== undefined ? <KeptDraftNote /> : null}
        <TextAreaField
          label="Why are you stopping?"
          maxLength={EXPERIMENT_LIMITS.stopReasonMax}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          hint="Kept with the experiment and printed on its report, e.g. “side effects” or “my prescriber advised it”."
          error={error}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" onClick={guard.requestClose} className={buttonClasses('secondary')}>
            Keep it running
          </button>
          <button
            type="button"
            onClick={() => void oneAtATime(confirm)}
            aria-disabled={stop.isPending || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
          >
            {stop.isPending ? <Spinner /> : null}
            Stop the experiment
          </button>
        </div>
      </div>
      {guard.question}
    </ModalDialog>
  );
}
