/**
 * "Discard changes?" before a form with changes closes: every way out (Escape, the overlay,
 * Close, Cancel) goes through `requestClose`, which closes an untouched form at once and otherwise asks, with
 * "Keep editing" focused first so a reflexive Enter never throws work away.
 */
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
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
  /** Counts confirmed discards; each one closes once the question is gone. */
  const [discards, setDiscards] = useState(0);
  const closeNow = useEffectEvent(close);
  // Closed one commit after the question: the question hands focus back first, so the form's own close can then
  // return it to whatever opened the form (closing both at once left it on a removed field).
  useEffect(() => {
    if (discards > 0) closeNow();
  }, [discards]);
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
        setDiscards((count) => count + 1);
      }}
      onCancel={() => setAsking(false)}
    >
      <p>{what} will be lost.</p>
    </ConfirmDialog>
  ) : null;
  return { requestClose, question };
}
