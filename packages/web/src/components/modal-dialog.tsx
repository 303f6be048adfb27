/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, Tab and
 * Shift+Tab wrap inside it, Escape closes it through the caller (so React state stays the one truth), and on
 * close focus goes back to whatever opened it, or to a fallback when that is gone (a deleted card).
 */
import { useEffectEvent, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements that are actually rendered (not inside a collapsed region). */
function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export type ModalSize = 'sm' | 'lg' | 'xl';

const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-md',
  lg: 'max-w-3xl',
  xl: 'max-w-4xl',
};

interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  size?: ModalSize;
  onClose: () => void;
  /** Focused on open; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener no longer exists. */
  fallbackFocus?: () => HTMLElement | null;
  /** Close on a click on the dimmed page around the dialog (the dose-history modal). */
  closeOnOverlayClick?: boolean;
  className?: string;
  children: ReactNode;
}

/** Whether a click landed outside the dialog's box, that is on its ::backdrop. */
function isOverlayClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function ModalDialog({
  labelledBy,
  describedBy,
  role,
  size = 'lg',
  onClose,
  initialFocus,
  fallbackFocus,
  closeOnOverlayClick = false,
  className = '',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const fallback = useEffectEvent(() => fallbackFocus?.() ?? null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : fallback();
      target?.focus();
    };
  }, [initialFocus]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    // A dialog opened inside this one keeps its own Tab loop.
    if (event.target instanceof Element && event.target.closest('dialog') !== event.currentTarget) return;
    const items = focusableIn(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && event.currentTarget.contains(active) && active !== event.currentTarget;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={trapTab}
      onClick={closeOnOverlayClick ? (event) => (isOverlayClick(event) ? onClose() : undefined) : undefined}
      onCancel={(event) => {
        // Escape: the caller closes it by unmounting, which also restores focus. React passes a nested dialog's
        // cancel (the "Discard changes?" question inside a form) up its tree: that one is not ours.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Only a close the browser did by itself (an Escape it would not let us cancel) needs reporting;
        // our own close() on unmount, or StrictMode's rehearsal of it, leaves the dialog open or gone.
        if (ref.current !== null && !ref.current.open) onClose();
      }}
      className={
        // overflow-clip, not hidden: a clipping box cannot be scrolled by scrollIntoView or focus(), which would
        // slide the header out of view; only the content area inside scrolls.
        'm-auto hidden max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] flex-col overflow-clip rounded-2xl border-0 bg-white p-0 text-slate-800 shadow-2xl ' +
        'backdrop:bg-black/60 open:flex sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100vw-3rem)] ' +
        `${SIZES[size]} ${className}`
      }
    >
      {children}
    </dialog>
  );
}

interface DialogHeaderProps {
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  closeLabel: string;
}

/** Title row with a close button; the title is the dialog's accessible name. */
export function DialogHeader({ titleId, title, subtitle, onClose, closeLabel }: DialogHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6 print:hidden">
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          className="size-5"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </header>
  );
}
