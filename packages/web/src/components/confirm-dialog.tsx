/**
 * An in-page confirmation (instead of window.confirm, which some browsers suppress and screen readers announce
 * poorly): a question, the safe choice focused first, and a busy state on the action while it runs.
 */
import { useId, useRef, type ReactNode } from 'react';
import { buttonClasses } from './button';
import { ModalDialog } from './modal-dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for removals; 'primary' for a go-ahead such as saving with default values. */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  pending = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
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
      fallbackFocus={fallbackFocus ?? (() => document.getElementById('tab-heading'))}
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={textId} className="text-sm text-slate-700">
          {children}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClasses('secondary')}>
            {cancelLabel}
          </button>
          {/* aria-disabled while it runs, not disabled: a disabled button would drop the keyboard focus. */}
          <button
            type="button"
            onClick={() => (pending ? undefined : onConfirm())}
            aria-disabled={pending || undefined}
            className={tone === 'danger' ? DANGER : buttonClasses('primary')}
          >
            {pending ? <Spinner /> : null}
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
