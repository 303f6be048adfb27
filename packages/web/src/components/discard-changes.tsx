/**
 * "Discard changes?" before a form with changes closes (issue 15 point 2): every way out (Escape, the overlay,
 * Close, Cancel) goes through `requestClose`, which closes an untouched form at once and otherwise asks, with
 * "Keep editing" focused first so a reflexive Enter never throws work away.
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export const DISCARD_CHANGES_TITLE = 'Discard changes?';

interface DiscardGuard {
  /** Closes at once when nothing changed; otherwise asks first. */
  requestClose: () => void;
  /** The question, while it is asked; render it inside the form's dialog. */
  question: ReactNode;
}

export function useDiscardGuard(changed: boolean, close: () => void, what = 'What you entered in this form'): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (changed) setAsking(true);
    else close();
  };
  const question = asking ? (
    <ConfirmDialog
      title={DISCARD_CHANGES_TITLE}
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={() => {
        setAsking(false);
        close();
      }}
      onCancel={() => setAsking(false)}
    >
      <p>{what} will be lost.</p>
    </ConfirmDialog>
  ) : null;
  return { requestClose, question };
}
