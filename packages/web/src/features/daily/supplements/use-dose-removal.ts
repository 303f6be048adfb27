/**
 * Removing a dose from a card: the confirmation it waits for, a busy state per dose (the others stay usable), and
 * focus on the card's heading once the removed row, whose button had focus, is gone.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { DOSE_MESSAGES, type Dose, type Substance } from '@wellness/contract';
import { formatClockTime } from '@/lib/date-format';
import { useRemoveDose } from './queries';
import type { DoseCardFeedback } from './use-dose-logging';

interface DoseRemovalOptions {
  supplement: Substance;
  doses: readonly Dose[] | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  feedback: DoseCardFeedback;
}

export function useDoseRemoval({ supplement, doses, headingRef, feedback }: DoseRemovalOptions) {
  const removeDose = useRemoveDose();
  const [confirming, setConfirming] = useState<Dose | null>(null);
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(() => new Set());
  // The dose whose remove button had focus: once its row is gone, focus moves to the card's heading.
  const removedWithFocus = useRef<string | null>(null);

  useEffect(() => {
    const removed = removedWithFocus.current;
    if (removed === null || doses?.some((dose) => dose.id === removed)) return;
    removedWithFocus.current = null;
    if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
  }, [doses, headingRef]);

  async function remove(dose: Dose) {
    setConfirming(null);
    feedback.fail(null);
    setRemovingIds((ids) => new Set(ids).add(dose.id));
    // Set before the call: the refreshed list (and so the row's removal) can render before mutateAsync resolves.
    removedWithFocus.current = dose.id;
    try {
      await removeDose.mutateAsync(dose.id);
      feedback.announce(`The ${formatClockTime(dose.timestamp)} dose of ${supplement.name} was removed.`);
    } catch {
      // The failure itself is logged by the query client (lib/query-client.ts).
      removedWithFocus.current = null;
      feedback.fail(DOSE_MESSAGES.removeFailed);
    } finally {
      setRemovingIds((ids) => {
        const next = new Set(ids);
        next.delete(dose.id);
        return next;
      });
    }
  }

  return {
    /** The dose waiting for the user to confirm its removal, if any. */
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    removingIds,
    remove: (dose: Dose) => void remove(dose),
  };
}
