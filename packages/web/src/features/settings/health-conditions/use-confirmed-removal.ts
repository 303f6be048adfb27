/**
 * Removing something from a card after the user confirmed it (a tracked condition, a custom condition, a goal):
 * ask names the item and clears the card's messages; confirm removes it once however often it is clicked, says so
 * in the card's status or shows the spec's alert with the server's reason, and closes the confirmation either way.
 */
import { useState } from 'react';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { CardMessages } from './card-messages';
import { changeFailure } from '@/lib/change-failure';

interface RemovalOptions<T> {
  messages: CardMessages;
  remove: (item: T) => Promise<unknown>;
  removed: (item: T) => string;
  /** The spec's alert for a failed removal. */
  failed: string;
  /** The card's own guard, when its other changes must not run at the same time. */
  oneAtATime?: (action: () => Promise<void>) => Promise<void>;
}

export interface ConfirmedRemoval<T> {
  /** The item waiting for confirmation, or null when none is asked about. */
  asking: T | null;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => void;
}

export function useConfirmedRemoval<T>({ messages, remove, removed, failed, oneAtATime }: RemovalOptions<T>): ConfirmedRemoval<T> {
  const ownGuard = useOneAtATime();
  const guard = oneAtATime ?? ownGuard;
  const [asking, setAsking] = useState<T | null>(null);
  return {
    asking,
    ask: (item) => {
      messages.clear();
      setAsking(item);
    },
    cancel: () => setAsking(null),
    confirm: () =>
      void guard(async () => {
        if (asking === null) return;
        messages.clear();
        try {
          await remove(asking);
          messages.succeed(removed(asking));
        } catch (error) {
          messages.fail(changeFailure(error, failed));
        }
        setAsking(null);
      }),
  };
}
