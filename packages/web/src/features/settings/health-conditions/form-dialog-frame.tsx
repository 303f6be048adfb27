/**
 * The frame the custom-condition and goal forms share: a large modal titled by its header, the spec's failure
 * alert above the fields, which scroll on a short screen, and Cancel beside the submit button, which shows a
 * spinner while the change is on its way. Every way out (Escape, Close, Cancel) asks "Discard changes?" first once
 * the form was changed. A form opened again from a kept draft says so above its fields.
 */
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useDiscardGuard } from '@/components/discard-changes';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { Spinner } from '@/components/spinner';
import type { FailureMessage } from '@/lib/failure-message';
import { KeptDraftNote } from '@/components/kept-draft-note';

interface FormDialogFrameProps {
  title: string;
  subtitle: string;
  closeLabel: string;
  initialFocus: RefObject<HTMLInputElement | null>;
  onClose: () => void;
  /** The form holds something its opening did not: closing asks first. */
  changed: boolean;
  onSubmit: (event: FormEvent) => void;
  failure: FailureMessage | null;
  submitLabel: string;
  submitDisabled: boolean;
  pending: boolean;
  /** The form was opened again from a kept draft (after a reload or an expired session). */
  restored: boolean;
  children: ReactNode;
}

export function FormDialogFrame(props: FormDialogFrameProps) {
  const { title, subtitle, closeLabel, initialFocus, onClose, changed, onSubmit, failure, submitLabel, submitDisabled, pending, restored, children } = props;
  const titleId = useId();
  const guard = useDiscardGuard(changed, onClose);
  return (
    <ModalDialog labelledBy={titleId} size="lg" onClose={guard.requestClose} initialFocus={initialFocus}>
      <DialogHeader titleId={titleId} title={title} subtitle={subtitle} onClose={guard.requestClose} closeLabel={closeLabel} />
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-col gap-5 overflow-y-auto px-5 py-4 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          {failure ? (
            <Alert tone="error" details={failure.details}>
              {failure.message}
            </Alert>
          ) : null}
          {children}
        </div>
        <footer className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitDisabled || pending}>
            {pending ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </footer>
      </form>
      {guard.question}
    </ModalDialog>
  );
}
