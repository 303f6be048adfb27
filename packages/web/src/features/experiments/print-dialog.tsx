/**
 * A full-size dialog made to be printed, as the clinician report is: while it is open the page prints only the dialog
 * (it sits outside #root, a portal, and the body hides #root in print), with Print and Close at its top.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, buttonClasses } from '@/components/button';
import { Icon } from '@/components/icons';
import { ModalDialog } from '@/components/modal-dialog';

/** Added to <body> while open; a literal here so Tailwind generates it. */
const PRINT_ONLY_DIALOG = 'print:[&>#root]:hidden';

interface PrintDialogProps {
  title: string;
  subtitle: string;
  /** Print waits until the content has loaded. */
  ready: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function PrintDialog({ title, subtitle, ready, onClose, children }: PrintDialogProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.body.classList.add(PRINT_ONLY_DIALOG);
    return () => document.body.classList.remove(PRINT_ONLY_DIALOG);
  }, []);
  return createPortal(
    <ModalDialog
      labelledBy={titleId}
      size="xl"
      onClose={onClose}
      initialFocus={closeRef}
      fallbackFocus={() => document.getElementById('tab-heading')}
      className="print:static print:m-0 print:block print:max-h-none print:w-full print:max-w-none print:overflow-visible print:rounded-none print:shadow-none print:backdrop:bg-transparent"
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6 print:border-b-2 print:border-slate-900 print:px-0">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight break-words text-slate-900 sm:text-xl">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
        <div className="flex shrink-0 gap-2 print:hidden">
          <Button onClick={() => window.print()} disabled={!ready}>
            <Icon name="print" className="size-4" />
            Print
          </Button>
          <button ref={closeRef} type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Close
          </button>
        </div>
      </div>
      {/* Focusable, so the keyboard can scroll it. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={title}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600 sm:px-6 print:overflow-visible print:px-0"
      >
        {children}
      </div>
    </ModalDialog>,
    document.body,
  );
}
