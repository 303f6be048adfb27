/** The confirmation before deleting (part 2 §5): it names the substance, and Cancel is the safe default. */
import { useId, useRef } from 'react';
import { buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ModalDialog } from './modal-dialog';

interface DeleteConfirmDialogProps {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmDialog({ name, pending, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      size="sm"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onCancel}
      initialFocus={cancelRef}
      fallbackFocus={() => document.getElementById('tab-heading')}
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Delete substance?
        </h2>
        <p id={textId} className="text-sm text-slate-700">
          Are you sure you want to delete <strong className="font-semibold text-slate-900">{name}</strong>? Its dose history goes with it. This
          cannot be undone.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
          >
            {pending ? <Spinner /> : null}
            Delete {name}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
